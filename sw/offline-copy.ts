import {
  OFFLINE_CACHES,
  OFFLINE_PACK_URL,
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
 * Saves every file of the build's offline pack, and the catalogue answers, for use without a
 * connection. A file already saved under the same revision is kept as it is; a file that cannot
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
  const toFetch: { url: string; revision: string | null }[] = pack.catalogue.map((url) => ({ url, revision: null }));
  for (const { url, revision } of pack.files) {
    if (previous[url] === revision && (await saved.match(url))) revisions[url] = revision;
    else toFetch.push({ url, revision });
  }

  const progress: SaveProgress = { total: pack.catalogue.length + pack.files.length, saved: Object.keys(revisions).length, failed: [] };
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

  const listed = new Set(pack.files.map(({ url }) => url));
  for (const request of await saved.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== SAVED_RECORD_KEY && !listed.has(path)) await saved.delete(request);
  }
  const record: SavedRecord = { savedAt: deps.now(), revisions, failed: progress.failed };
  await saved.put(SAVED_RECORD_KEY, new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
  return record;
}

/** A saved copy is brought up to date once a day, and sooner while some file is still missing. */
export const isRefreshDue = (record: SavedRecord | null, now: number) =>
  record !== null && (record.failed.length > 0 || now - record.savedAt >= REFRESH_AFTER_MS);
