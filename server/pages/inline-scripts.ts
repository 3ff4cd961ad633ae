import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the client build lists the CSP sources of the inline scripts it writes into index.html,
 * next to Vite's own manifest. The server allows exactly those: a script that reached a page
 * any other way (markup slipped into a product's text, say) has no source and does not run.
 */
export const INLINE_SCRIPTS_FILE = '.vite/inline-scripts.json';

/** The CSP hash source of an inline script's text. */
export const cspHashOf = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The CSP sources the build wrote for its inline scripts; none for a build without them. */
export function readInlineScriptSources(distDir: string): string[] {
  const file = path.join(distDir, INLINE_SCRIPTS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}
