/**
 * What the service worker keeps for offline use, and how pages talk to it about the saved copy.
 * Shared by the worker (sw/) and the pages, so it holds no DOM and no React.
 */

export const OFFLINE_CACHES = {
  /** The product list and the landing pages' products: fetched at install, refreshed on use, never expired. */
  catalogue: 'products-api',
  /** Photos and drawings met while browsing: bounded, and the first to go when space runs out. */
  images: 'product-images',
  /** PDFs opened while browsing: bounded the same way. */
  documents: 'documents',
  /** What "Save for offline" stored: unbounded, replaced only by a newer copy of the same file. */
  saved: 'saved-for-offline',
} as const;

/** The answer every catalogue page, family page and search reads. */
export const PRODUCT_LIST_URL = '/api/products';

/** Written by the build (vite.config.ts): what a device needs to show every page offline. */
export const OFFLINE_PACK_URL = '/offline-pack.json';

export interface PackFile {
  url: string;
  /** A hash of the file's bytes: a saved file whose revision is unchanged is not fetched again. */
  revision: string;
}

export interface OfflinePack {
  /** API answers the pages read: the product list and each landing page's product. */
  catalogue: string[];
  /** Every image and PDF the site serves as a plain file (the shell's own files are precached). */
  files: PackFile[];
}

export interface FailedFile {
  url: string;
  /** Why it was not saved, in plain words: "not on the server (404)", "no connection". */
  reason: string;
}

/** Stored in the saved cache beside the files it describes, so the two never disagree. */
export interface SavedRecord {
  savedAt: number;
  /** url → revision of each file the saved cache holds. */
  revisions: Record<string, string>;
  failed: FailedFile[];
}

/** Where the record lives in the saved cache: an address the server never serves. */
export const SAVED_RECORD_KEY = '/offline-pack/saved-record.json';

/** What was saved, and when; null before the first "Save for offline". */
export async function readSavedRecord(storage: CacheStorage = caches): Promise<SavedRecord | null> {
  const response = await storage.match(SAVED_RECORD_KEY, { cacheName: OFFLINE_CACHES.saved });
  return response ? ((await response.json()) as SavedRecord) : null;
}

/** The page asks the worker to save (or bring up to date) the offline copy with this message. */
export const SAVE_REQUEST = 'SAVE_FOR_OFFLINE';

/** Every page hears how a save is going, whichever tab (or the worker itself) started it. */
export const SAVE_CHANNEL = 'verdant-offline-save';

export interface SaveProgress {
  total: number;
  /** Files now held on the device, those already saved and unchanged included. */
  saved: number;
  failed: FailedFile[];
}

export type SaveMessage =
  | ({ type: 'progress' } & SaveProgress)
  | { type: 'saved'; record: SavedRecord }
  | { type: 'save-failed'; message: string };
