/** Cache Storage in memory, for testing the worker's caching rules without a browser. */

const ORIGIN = 'https://verdant.test';
const keyOf = (request: RequestInfo | URL) =>
  new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;

class MemoryCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), response.clone());
  }

  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }

  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  /** The site paths held, for assertions. */
  paths() {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }

  async text(path: string) {
    return (await this.match(path))?.text();
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return cache;
  }

  async match(request: RequestInfo | URL, options: MultiCacheQueryOptions = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }

  /** As the worker sees it: the browser's CacheStorage shape. */
  asCacheStorage() {
    return this as unknown as CacheStorage;
  }
}

export interface FakeFile {
  status?: number;
  body: string;
}

/** A server of fixed answers; an address it does not know fails as a dropped connection would. */
export function fakeServer(files: Record<string, FakeFile>) {
  const requested: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(keyOf(input));
    const path = `${url.pathname}${url.search}`;
    requested.push(path);
    const file = files[path];
    if (!file) throw new TypeError('Failed to fetch');
    return new Response(file.body, { status: file.status ?? 200 });
  };
  return { files, requested, fetch: fetch as typeof globalThis.fetch };
}
