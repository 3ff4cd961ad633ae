import { PAGE_CHUNKS_ID, type PageChunks } from './page-chunks';

/**
 * Runs the modules of a rendered page's route one chunk per task, each after what it imports,
 * before hydration asks for them. Asked for by the router, a route's dozens of chunks would run
 * in one task, among the longest of a first visit on a slow phone (docs/decisions/206). A chunk
 * that fails to load is left to the router, which meets the same failure and handles it.
 */
export async function runRouteChunks() {
  const block = document.getElementById(PAGE_CHUNKS_ID);
  const { route }: PageChunks = block ? JSON.parse(block.textContent || '') : { route: [], parts: [] };
  for (const url of route) await import(/* @vite-ignore */ url).catch(() => {});
}
