/** The Chromium executable the browser tests and the benchmark use, or null when none is found. */
export function findChromium(): string | null;

/** How the browser tests and the benchmark launch Chromium: CHROMIUM_PATH and the flags of a headless run. */
export const chromiumLaunchOptions: { executablePath: string | undefined; args: string[] };
