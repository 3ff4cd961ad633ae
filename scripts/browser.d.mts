/** The Chromium executable the browser tests and the benchmark use, or null when none is found. */
export function findChromium(): string | null;
