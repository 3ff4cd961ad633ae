// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../src/shared/content/categories';
import { HID_FAMILIES, LED_FAMILIES } from '../src/content/families';
import { CATEGORY_BLOCK } from '../src/content/home';
import { SPECTRUMS } from '../src/shared/content/product-knowledge';
import { CONTENT_MODULES, namedFiles, offlineFiles } from './offline-files';

const root = path.resolve(__dirname, '..');
/** The app's own copy, and the copy it shares with the server. */
const contentDirs = [path.join(root, 'src/content'), path.join(root, 'src/shared/content')];

const modulesUnder = (content: string, dir = content): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(content, full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path.relative(content, full).split(path.sep).join('/')] : [];
  });

describe('the files saved for offline use', () => {
  it('are looked for in every content module', () => {
    expect(Object.keys(CONTENT_MODULES).sort()).toEqual(contentDirs.flatMap((content) => modulesUnder(content)).sort());
  });

  it('include the family logos, the spectrum charts and the home page category cards', () => {
    const named = new Set(namedFiles(path.join(root, 'src')));
    const expected = [
      ...[...LED_FAMILIES.families, ...HID_FAMILIES.families].map((family) => family.logo),
      ...SPECTRUMS.map((spectrum) => spectrum.image),
      ...CATEGORY_SLUGS.map((slug) => CATEGORY_BLOCK.images[slug]),
    ];
    expect(expected.filter((url) => !named.has(url))).toEqual([]);
  });

  it('each exist under public/, with a revision that follows their bytes, and leave the precached folders out', () => {
    const files = offlineFiles(path.join(root, 'src'), path.join(root, 'public'), ['icons', 'brand']);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(({ url }) => url.startsWith('/brand/') || url.startsWith('/icons/'))).toEqual([]);
    expect(files.every(({ revision }) => /^[0-9a-f]{16}$/.test(revision))).toBe(true);
  });
});
