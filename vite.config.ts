import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/web-manifest.ts';
import { captureEarlyTaps } from './src/app/early-taps.ts';
import { LANDING_PAGES } from './src/shared/content/landing.ts';
import { cspHashOf, INLINE_SCRIPTS_FILE } from './server/pages/inline-scripts.ts';
import { OFFLINE_PACK_URL, PRODUCT_LIST_URL, type OfflinePack } from './src/lib/offline-caches.ts';
import { offlineFiles } from './scripts/offline-files.ts';

const apiPort = process.env.API_PORT ?? '8080';

/** public/ folders whose files are precached with the shell rather than saved on request. */
const PRECACHED_PUBLIC_FOLDERS = ['icons', 'brand'];

/**
 * Writes /offline-pack.json: the catalogue answers the pages read, and every image and PDF the
 * pages name (scripts/offline-files.ts) with a hash of its bytes. The service worker keeps the
 * first at install and "Save for offline" keeps all of it, with the photos and documents the
 * product list names (see sw/offline-copy.ts).
 */
function offlinePack(): Plugin {
  let publicDir = '';
  let srcDir = '';
  return {
    name: 'verdant-offline-pack',
    apply: 'build',
    configResolved: (config) => {
      publicDir = config.publicDir;
      srcDir = path.join(config.root, 'src');
    },
    generateBundle() {
      const files = offlineFiles(srcDir, publicDir, PRECACHED_PUBLIC_FOLDERS);
      const catalogue = [PRODUCT_LIST_URL, ...Object.values(LANDING_PAGES).map(({ productId }) => `${PRODUCT_LIST_URL}/${productId}`)];
      const pack: OfflinePack = { catalogue, files };
      this.emitFile({ type: 'asset', fileName: OFFLINE_PACK_URL.slice(1), source: JSON.stringify(pack) });
    },
  };
}

/**
 * How the browser's code is cut into files (decision 291). Left to itself the bundler makes one
 * chunk for every set of lazy parts that share a module: a first visit to the home page loaded 88
 * files, most under 2 KB, six at a time over HTTP/1.1, each a round trip on a slow line. Two
 * groups bring that to 7–20 files and about as many bytes: whatever the entry runs before any
 * route is one chunk, and whatever five or more lazy parts (routes, sections, dialogs) share is
 * another. A module fewer parts share stays with them, so a page does not load what only a few
 * others need.
 */
const CHUNK_GROUPS = [
  { name: 'initial', tags: ['$initial' as const], priority: 2 },
  { name: 'shared', minShareCount: 5, priority: 1 },
];

// Three builds (npm run build): the app for the browser (dist/), its server half (`--ssr`,
// dist/server/), which the server uses to render each page's first HTML, and the server itself
// (`--ssr server/index.ts`, dist-server/).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before React's so generated route code is transformed.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.' }),
    react(),
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/docs': `http://127.0.0.1:${apiPort}` },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // Read by the server (server/pages/page-assets.ts) and the byte budgets to find each route's chunks.
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
}));

/**
 * Writes the capture of early taps (src/app/early-taps.ts) into index.html's head, so that it
 * runs before the page the server renders into it can be tapped.
 */
function earlyTapCapture(): Plugin {
  const script = `(${captureEarlyTaps.toString()})();`;
  return {
    name: 'verdant-early-taps',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
    // The server allows this script by the hash written here, never by reading it off a page.
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: INLINE_SCRIPTS_FILE, source: JSON.stringify([cspHashOf(script)]) });
    },
  };
}

/** The capture of early taps, the offline pack and the service worker concern the browser's build only. */
function browserOnlyPlugins() {
  return [
    earlyTapCapture(),
    offlinePack(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // The shell and every route chunk are precached so each page opens offline after one
        // visit; photos and documents are cached as they are seen, or all at once by "Save for
        // offline" from the offline pack (see sw/sw.ts).
        globPatterns: ['**/*.{js,css,html,webmanifest}', ...PRECACHED_PUBLIC_FOLDERS.map((folder) => `${folder}/*.{png,svg}`)],
        // Except the staff inbox's route chunk: visitors never download it (decision 142).
        globIgnores: ['assets/admin-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ];
}
