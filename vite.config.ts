import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/web-manifest.ts';
import { mantineStylesWithComponents } from './scripts/vite/mantine-styles-with-components.ts';

const apiPort = process.env.API_PORT ?? '8080';

// Two builds: the app for the browser (dist/), then its server half (`--ssr`, dist/server/),
// which the server uses to render each page's first HTML.
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
    ? { target: 'node20', outDir: 'dist/server', sourcemap: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // Read by scripts/check-budget.mjs to find each route's chunks.
        manifest: true,
      },
}));

/** The stylesheet order and the service worker concern the browser's build only. */
function browserOnlyPlugins() {
  return [
    mantineStylesWithComponents(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // The shell and every route chunk are precached so each page opens offline after one
        // visit; product photos and documents are cached on demand (see sw/sw.ts).
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'icons/*.{png,svg}', 'brand/*.svg'],
        // Except the staff inbox's route chunk: visitors never download it (decision 142).
        globIgnores: ['assets/admin-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ];
}
