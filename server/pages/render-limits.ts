import { isIP } from 'node:net';
import { memoryLimits, type BucketSize, type LimitStore } from '../lib/limit-store';

const CATALOGUE_FILTERS = ['category', 'sub', 'watts', 'voltage', 'min', 'max', 'sort'];

/**
 * The search params each page reads (its route's validateSearch under src/routes): the
 * catalogue's filters on /categories (and /products, which redirects there), those and the
 * query on /search, the section on /support; no other page reads any. Any other parameter
 * changes nothing on a page, so it is left out of both the URL a page is rendered from and the
 * key it is cached under: `?utm_source=…` or a random `?x=y` is the page without it, served
 * from the cache (decision 233). A route that starts reading a param adds it here.
 */
export const PAGE_SEARCH_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/categories': CATALOGUE_FILTERS,
  '/products': CATALOGUE_FILTERS,
  '/search': [...CATALOGUE_FILTERS, 'q'],
  '/support': ['section'],
};

/** The URL a page renders from: the params its route reads, first value of each, in a fixed order. */
export function pageUrl(url: URL): URL {
  const kept = new URL(url.pathname, url.origin);
  const read = PAGE_SEARCH_PARAMS[url.pathname.replace(/\/+$/, '') || '/'] ?? [];
  const names = [...new Set([...url.searchParams.keys()].filter((name) => read.includes(name)))].sort();
  for (const name of names) kept.searchParams.set(name, url.searchParams.get(name)!);
  return kept;
}

export interface RenderLimits {
  /** Renders (pages not in the cache) one client address may set off. */
  perAddress: BucketSize;
  /** Renders running at once, across all clients. */
  concurrency: number;
  /** Renders waiting for a turn; beyond it a request for an uncached page is answered 503. */
  queue: number;
  now?: () => number;
}

/**
 * Rendering a page takes tens of milliseconds of the one thread that also answers cached pages
 * and the API, so a stream of pages nobody asked for before (a search per request) must not
 * take it over: a client gets 60 renders at once, then one a second, and one runs at a time
 * (rendering is CPU work: a second one at once adds no throughput, only waiting).
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  perAddress: { burst: 60, refillPerMinute: 60 },
  concurrency: 1,
  queue: 32,
};

export type Refusal = { status: 429 | 503; retryAfter: number };

/** This host itself (the bench, a local health check) is held only by the concurrency cap. */
const isLoopback = (address: string) => {
  const bare = address.replace(/^::ffff:/i, '');
  return isIP(bare) !== 0 && (/^127\./.test(bare) || bare === '::1');
};

/** A render's place: run `render` when its turn comes (at once, or after those before it). */
export interface Turn {
  run<T>(render: () => Promise<T>): Promise<T>;
}

/** The gate every render passes: the client's allowance, then a turn among `concurrency`. */
export function renderGate(limits: RenderLimits, store: LimitStore = memoryLimits) {
  const buckets = store.buckets('page-renders', limits.perAddress, limits.now);
  let running = 0;
  const waiting: (() => void)[] = [];
  // The next render starts from the event loop's next turn, not from the promise chain of the
  // one that ended: rendering is mostly synchronous work, and renders handed on within one
  // chain would keep every cached page and API request waiting until the queue is empty.
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running -= 1;
  };

  return {
    /** A turn for one more render for `address`, or how to refuse it. */
    async admit(address: string): Promise<Refusal | Turn> {
      if (!isLoopback(address) && !(await buckets.take(address))) return { status: 429, retryAfter: await buckets.retryAfterSeconds(address) };
      // From here on nothing is awaited until the place is taken, so requests arriving together
      // cannot all see the same free places.
      let ready: Promise<void>;
      if (running < limits.concurrency) {
        running += 1;
        ready = Promise.resolve();
      } else if (waiting.length < limits.queue) {
        ready = new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        return { status: 503, retryAfter: 1 };
      }
      return {
        async run(render) {
          await ready;
          try {
            return await render();
          } finally {
            release();
          }
        },
      };
    },
  };
}
