import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as accessories from '../src/shared/content/accessories.ts';
import * as articlesCannabisCultivation from '../src/shared/content/articles/cannabis-cultivation.ts';
import * as articlesFloriculture from '../src/shared/content/articles/floriculture.ts';
import * as articlesIndex from '../src/shared/content/articles/index.ts';
import * as articlesLedRetrofitting from '../src/shared/content/articles/led-retrofitting.ts';
import * as articlesMicrogreens from '../src/shared/content/articles/microgreens.ts';
import * as articlesTypes from '../src/shared/content/articles/types.ts';
import * as articlesVerticalFarming from '../src/shared/content/articles/vertical-farming.ts';
import * as boothLink from '../src/content/booth-link.ts';
import * as categories from '../src/shared/content/categories.ts';
import * as families from '../src/content/families.ts';
import * as homeHero from '../src/content/home-hero.ts';
import * as home from '../src/content/home.ts';
import * as landing from '../src/shared/content/landing.ts';
import * as navigation from '../src/content/navigation.ts';
import * as pageMeta from '../src/shared/content/page-meta.ts';
import * as productKnowledge from '../src/shared/content/product-knowledge.ts';
import * as rebates from '../src/content/rebates.ts';
import * as regions from '../src/shared/content/regions.ts';
import * as retailers from '../src/content/retailers.ts';
import * as site from '../src/shared/content/site.ts';
import * as techSupport from '../src/content/tech-support.ts';
import * as terms from '../src/content/terms.ts';
import * as warranty from '../src/content/warranty.ts';
import type { PackFile } from '../src/lib/offline-caches.ts';

/**
 * The files "Save for offline" keeps, found where the pages name them: the values of the content
 * modules (addresses they build from parts included) and every address written out in the app's
 * own code and styles. The photos and documents of the products are named by the product list,
 * which the service worker reads when it saves (sw/offline-copy.ts).
 */

/** Every content module, by its file under src/content or src/shared/content: a test checks that none is missing. */
export const CONTENT_MODULES: Record<string, unknown> = {
  'accessories.ts': accessories,
  'articles/cannabis-cultivation.ts': articlesCannabisCultivation,
  'articles/floriculture.ts': articlesFloriculture,
  'articles/index.ts': articlesIndex,
  'articles/led-retrofitting.ts': articlesLedRetrofitting,
  'articles/microgreens.ts': articlesMicrogreens,
  'articles/types.ts': articlesTypes,
  'articles/vertical-farming.ts': articlesVerticalFarming,
  'booth-link.ts': boothLink,
  'categories.ts': categories,
  'families.ts': families,
  'home-hero.ts': homeHero,
  'home.ts': home,
  'landing.ts': landing,
  'navigation.ts': navigation,
  'page-meta.ts': pageMeta,
  'product-knowledge.ts': productKnowledge,
  'rebates.ts': rebates,
  'regions.ts': regions,
  'retailers.ts': retailers,
  'site.ts': site,
  'tech-support.ts': techSupport,
  'terms.ts': terms,
  'warranty.ts': warranty,
};

const EXTENSIONS = 'svg|png|jpe?g|webp|gif|avif|pdf';
/** A site-relative file address, alone or inside a longer text (an article's HTML, a CSS url()). */
const FILE_ADDRESS = new RegExp(String.raw`(?<![\w:/.%}-])/[\w-]+/[\w./+%-]*?[\w-]\.(?:${EXTENSIONS})(?![\w.])`, 'gi');

function addressesIn(value: unknown, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') {
    for (const [address] of value.matchAll(FILE_ADDRESS)) found.add(address);
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) addressesIn(item, found, seen);
  }
  return found;
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Every file address the pages name, from the content modules' values and the app's sources. */
export function namedFiles(srcDir: string): string[] {
  const found = addressesIn(CONTENT_MODULES, new Set<string>());
  for (const file of sourceFiles(srcDir)) addressesIn(fs.readFileSync(file, 'utf8'), found);
  return [...found].sort();
}

/**
 * The pack's files: each one the pages name, but those of folders precached with the shell, with a
 * hash of its bytes. A named file missing from public/ stops the build: it would show broken.
 */
export function offlineFiles(srcDir: string, publicDir: string, precachedFolders: readonly string[]): PackFile[] {
  const named = namedFiles(srcDir).filter((url) => !precachedFolders.includes(url.split('/')[1]!));
  const missing = named.filter((url) => !fs.existsSync(path.join(publicDir, decodeURIComponent(url))));
  if (missing.length) throw new Error(`Files named by the pages but not under public/: ${missing.join(', ')}`);
  return named.map((url) => ({
    url: encodeURI(decodeURIComponent(url)),
    revision: createHash('sha256').update(fs.readFileSync(path.join(publicDir, decodeURIComponent(url)))).digest('hex').slice(0, 16),
  }));
}
