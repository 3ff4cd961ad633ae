/**
 * The id of the data block in which a server-rendered page lists the chunks its routes need
 * beyond the entry's: the starter index.html carries fetches them with the entry's
 * (scripts/vite/start-after-first-paint.ts), and the app runs the route's before it hydrates
 * (run-route-chunks.ts).
 */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** What that block holds (server/pages/page-assets.ts), each list in the order its modules run. */
export interface PageChunks {
  /** The routes' own chunks and what they import: hydration needs them all. */
  route: string[];
  /** The sections and dialogs the routes load lazily: fetched with the page, run when shown. */
  parts: string[];
}
