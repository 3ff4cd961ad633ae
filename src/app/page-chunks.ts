/**
 * The id of the data block in which a server-rendered page lists its route's own chunks: the
 * starter index.html carries fetches them with the entry's (scripts/vite/start-after-first-paint.ts).
 */
export const PAGE_CHUNKS_ID = 'page-chunks';
