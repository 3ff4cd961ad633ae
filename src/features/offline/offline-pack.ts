import { LANDING_PAGES } from '../../content/landing';
import { productPhotos, type Product } from '../../lib/product';

/**
 * Every file a visitor needs to browse the whole catalogue offline: photos, documents, and the
 * product details the iLogic Plus pages load on their own.
 */
export function offlineFiles(products: Product[]): string[] {
  const urls = new Set<string>(Object.values(LANDING_PAGES).map(({ productId }) => `/api/products/${productId}`));
  for (const product of products) {
    productPhotos(product).forEach((photo) => urls.add(photo));
    for (const doc of [product.spec_sheet, product.manual]) if (doc) urls.add(doc);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

export interface SaveProgress {
  done: number;
  total: number;
  failed: number;
}

/**
 * Fetches each file through the service worker, whose cache-first routes keep them. A few at
 * a time: enough to fill the pipe, not so many that a phone's connection chokes.
 */
export async function saveFiles(urls: string[], onProgress: (progress: SaveProgress) => void, concurrency = 4) {
  const progress: SaveProgress = { done: 0, total: urls.length, failed: 0 };
  onProgress({ ...progress });
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        const response = await fetch(url);
        if (!response.ok) progress.failed += 1;
        await response.arrayBuffer();
      } catch {
        progress.failed += 1;
      }
      progress.done += 1;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return progress;
}

export interface StorageReport {
  usedBytes: number | null;
  quotaBytes: number | null;
  persisted: boolean;
}

/** Asks the browser to keep our storage under pressure, and reports what we use. */
export async function secureStorage(): Promise<StorageReport> {
  const storage = navigator.storage;
  const persisted = storage?.persist ? await storage.persist().catch(() => false) : false;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  return { usedBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
}
