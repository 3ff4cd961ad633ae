import type { Plugin } from 'vite';
import { PAGE_CHUNKS_ID } from '../../src/app/page-chunks.ts';

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Runs in the page, inline: fetches the app's modules once the page has painted. Written as plain
 * JavaScript, since its source text is what index.html carries.
 */
function startApp(entry: string, preloads: string[], pageChunksId: string) {
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // A module script that fails to load stays failed for the document's life (the module map
    // keeps the failure), and nothing else would start the app: the page would stay blank. A
    // page the worker controls is reloaded once instead; the worker answers from its cache. The
    // tab remembers the entry it reloaded for, so a load that keeps failing is not retried in a
    // loop, and a page that starts touches no storage.
    script.addEventListener('error', () => {
      const reloadedFor = 'verdant:reloaded-for-entry';
      try {
        if (!navigator.serviceWorker?.controller || sessionStorage.getItem(reloadedFor) === entry) return;
        sessionStorage.setItem(reloadedFor, entry);
      } catch {
        return;
      }
      location.reload();
    });
    document.head.append(script);
    const pageChunks = document.getElementById(pageChunksId);
    const { route, parts } = pageChunks ? JSON.parse(pageChunks.textContent || '') : { route: [], parts: [] };
    const chunks = preloads.concat(route, parts);
    // A few at a time: starting a request costs the page's thread a little, and dozens at once
    // would hold a tap for as long.
    const preloadSome = () => {
      for (const href of chunks.splice(0, 6)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (chunks.length > 0) setTimeout(preloadSome);
    };
    preloadSome();
  };
  // A tab opened in the background paints nothing until shown: it starts at once instead.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}

/**
 * The app's scripts start after the page's first paint rather than with it (docs/decisions/199).
 * A rendered page is readable before any script runs; on a slow connection its scripts would
 * otherwise share the line with the page and its styles, and on a slow phone run before it
 * paints. The entry and the chunks it imports leave index.html's head for an inline starter
 * that requests them, with the route's own chunks (listed by the server), after the first frame.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'verdant:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no entry script to start');
        const preloads = [...html.matchAll(MODULEPRELOAD_TAG)].map((match) => match[1]!);
        const starter = `(${startApp.toString()})(${[entry, preloads, PAGE_CHUNKS_ID].map((value) => JSON.stringify(value)).join(', ')});`;
        return html
          .replace(ENTRY_TAG, '')
          .replace(MODULEPRELOAD_TAG, '')
          .replace('</body>', `  <script>${starter}</script>\n  </body>`);
      },
    },
  };
}
