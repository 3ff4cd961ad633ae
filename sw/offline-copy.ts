import { isActive, productPhotos, type Product } from '../src/shared/product';
import {
  OFFLINE_CACHES,
  OFFLINE_PACK_URL,
  PRODUCT_LIST_URL,
  SAVED_RECORD_KEY,
  readSavedRecord,
  type FailedFile,
  type OfflinePack,
  type SaveProgress,
  type SavedRecord,
} from '../src/lib/offline-caches';

/**
 * The worker's offline copy: the catalogue answers it keeps from the first visit on, and the
 * files "Save for offline" keeps for good. Browser APIs come in as arguments so the rules here
 * are tested without a browser.
 */
export interface OfflineCopyDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
  now: () => number;
}

const browserDeps = (): OfflineCopyDeps => ({ caches, fetch: (...args) => fetch(...args), now: Date.now });

/** A saved copy this old is brought up to date on the next visit with a connection. */
export const REFRESH_AFTER_MS = 24 * 60 * 60_000;

/** A few files at a time: enough to fill the pipe, not so many that a phone's connection chokes. */
const PARALLEL_FETCHES = 4;

export const NO_PACK_MESSAGE = "Can't reach the Verdant server to save the catalogue. Connect to the internet and try again.";

const reasonOf = (response: Response) => `not on the server (${response.status})`;
const NO_CONNECTION = 'no connection';

async function fetchPack({ fetch }: OfflineCopyDeps): Promise<OfflinePack> {
  const response = await fetch(OFFLINE_PACK_URL, { cache: 'no-cache' }).catch(() => null);
  if (!response?.ok) throw new Error(NO_PACK_MESSAGE);
  return (await response.json()) as OfflinePack;
}

/** Fetches one address into a cache; says why not when it could not. */
async function keep(url: string, cache: Cache, { fetch }: OfflineCopyDeps): Promise<FailedFile | null> {
  try {
    // Past the HTTP cache: a file whose revision changed may still sit there under its old bytes.
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return { url, reason: reasonOf(response) };
    await cache.put(url, response);
    return null;
  } catch {
    return { url, reason: NO_CONNECTION };
  }
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
}

/**
 * Fetches the product list and the landing pages' products into the catalogue cache, so every
 * catalogue page, product page, family page and search opens offline after any first visit.
 */
export async function keepCatalogue(deps: OfflineCopyDeps = browserDeps()): Promise<FailedFile[]> {
  const pack = await fetchPack(deps);
  const cache = await deps.caches.open(OFFLINE_CACHES.catalogue);
  const failed: FailedFile[] = [];
  await inParallel(pack.catalogue, async (url) => {
    const failure = await keep(url, cache, deps);
    if (failure) failed.push(failure);
  });
  return failed;
}

/**
 * The revision of a photo or document the product list names: such a file never changes under
 * the same name, so once saved it is kept until the list stops naming it.
 */
export const NAMED_BY_CATALOGUE = 'named-by-the-product-list';

/** The same address however it is written: path and query as a browser asks for them. */
const addressOf = (url: string) => {
  const parsed = new URL(url, 'https://site.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The photos, spec sheets and manuals of the products the pages show, as the product list names
 * them: the addresses the pages ask for, on this site only.
 */
export function filesNamedByProducts(list: { items?: Product[] } | null): string[] {
  const named = (list?.items ?? [])
    .filter(isActive)
    .flatMap((product) => [...productPhotos(product), product.spec_sheet, product.manual])
    .filter((url): url is string => !!url && url.startsWith('/') && !url.startsWith('//'));
  return [...new Set(named.map(addressOf))].sort();
}

async function productListIn(cache: Cache): Promise<{ items?: Product[] } | null> {
  const response = await cache.match(PRODUCT_LIST_URL);
  return response ? ((await response.json().catch(() => null)) as { items?: Product[] } | null) : null;
}

/**
 * Saves every file of the build's offline pack, the photos and documents the product list names,
 * and the catalogue answers, for use without a connection. A file already saved under the same revision is kept as it is; a file that cannot
 * be fetched keeps its older copy, if any, and is named in the record; a file the site no longer
 * has is dropped. Only a successful pass replaces the record.
 */
export async function saveOfflineCopy(
  onProgress: (progress: SaveProgress) => void,
  deps: OfflineCopyDeps = browserDeps(),
): Promise<SavedRecord> {
  const pack = await fetchPack(deps);
  const [saved, catalogue] = await Promise.all([
    deps.caches.open(OFFLINE_CACHES.saved),
    deps.caches.open(OFFLINE_CACHES.catalogue),
  ]);
  const previous = (await readSavedRecord(deps.caches))?.revisions ?? {};
  const revisions: Record<string, string> = {};

  // The product list first, as it names the products' photos and documents: a list that cannot
  // be fetched leaves the one kept before, whose files are saved all the same.
  const listFailure = await keep(PRODUCT_LIST_URL, catalogue, deps);
  const packed = new Set(pack.files.map(({ url }) => url));
  const files = [
    ...pack.files,
    ...filesNamedByProducts(await productListIn(catalogue))
      .filter((url) => !packed.has(url))
      .map((url) => ({ url, revision: NAMED_BY_CATALOGUE })),
  ];

  const toFetch: { url: string; revision: string | null }[] = pack.catalogue
    .filter((url) => url !== PRODUCT_LIST_URL)
    .map((url) => ({ url, revision: null }));
  for (const { url, revision } of files) {
    if (previous[url] === revision && (await saved.match(url))) revisions[url] = revision;
    else toFetch.push({ url, revision });
  }

  const progress: SaveProgress = {
    total: pack.catalogue.length + files.length,
    saved: Object.keys(revisions).length + (listFailure || !pack.catalogue.includes(PRODUCT_LIST_URL) ? 0 : 1),
    failed: listFailure ? [listFailure] : [],
  };
  const report = () => onProgress({ ...progress, failed: [...progress.failed] });
  report();
  await inParallel(toFetch, async ({ url, revision }) => {
    const failure = await keep(url, revision === null ? catalogue : saved, deps);
    if (failure) {
      progress.failed.push(failure);
      // The older copy still beats nothing; its old revision makes the next pass try again.
      if (revision !== null && previous[url] && (await saved.match(url))) revisions[url] = previous[url];
    } else {
      progress.saved += 1;
      if (revision !== null) revisions[url] = revision;
    }
    report();
  });

  const listed = new Set(files.map(({ url }) => addressOf(url)));
  for (const request of await saved.keys()) {
    const address = addressOf(request.url);
    if (address !== SAVED_RECORD_KEY && !listed.has(address)) await saved.delete(request);
  }
  const record: SavedRecord = { savedAt: deps.now(), revisions, failed: progress.failed };
  await saved.put(SAVED_RECORD_KEY, new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
  return record;
}

/** A saved copy is brought up to date once a day, and sooner while some file is still missing. */
export const isRefreshDue = (record: SavedRecord | null, now: number) =>
  record !== null && (record.failed.length > 0 || now - record.savedAt >= REFRESH_AFTER_MS);
