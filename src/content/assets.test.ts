// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every image and document the site names must exist under public/: a missing file shows as a
 * broken picture and leaves a hole in the copy saved for offline use.
 */

const root = path.resolve(__dirname, '../..');
const inPublic = (url: string) => fs.existsSync(path.join(root, 'public', decodeURIComponent(url)));

/** A site-relative file address: /folder/…/name.ext */
const ASSET = /^\/[\w-]+\/[\w./+-]+\.(svg|png|jpe?g|webp|gif|avif|pdf|mp4|webm)$/i;

function assetsIn(value: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') {
    if (ASSET.test(value)) found.add(value);
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) assetsIn(item, found, seen);
  }
  return found;
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('assets named by the site', () => {
  it('finds every file the content modules name, including addresses they build', async () => {
    const modules = await Promise.all(sourceFiles(__dirname).map((file) => import(file)));
    const named = assetsIn(modules);
    expect(named.size).toBeGreaterThan(50);
    expect([...named].filter((url) => !inPublic(url))).toEqual([]);
  });

  it('finds every file named literally anywhere in the app', () => {
    const literal = /['"`](\/[\w-]+\/[\w./+-]+\.(?:svg|png|jpe?g|webp|gif|avif|pdf|mp4|webm))['"`]/gi;
    const missing = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(literal)]
        .map(([, url]) => url)
        .filter((url) => !inPublic(url))
        .map((url) => `${path.relative(root, file)}: ${url}`),
    );
    expect(missing).toEqual([]);
  });
});
