// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageAssets } from './page-assets';

/** A client build's manifest, in Vite's shape: an entry, two routes, shared and lazy chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/routes/shop.tsx?tsr-split=component', 'src/components/layout/site-footer.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/components/layout/site-footer.tsx': { file: 'assets/site-footer.js', imports: ['_react.js'], css: ['assets/site-footer.css'] },
  'src/routes/shop.tsx?tsr-split=component': { file: 'assets/shop.js', imports: ['index.html', '_react.js', '_button.js'], dynamicImports: ['src/features/shop/dialog.tsx'], css: ['assets/shop.css'] },
  '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
  'src/features/shop/dialog.tsx': { file: 'assets/dialog.js', imports: ['_button.js'], dynamicImports: ['src/features/shop/video.tsx'], css: ['assets/dialog.css'] },
  'src/features/shop/video.tsx': { file: 'assets/video.js', css: ['assets/video.css'] },
  'src/routes/product.$sku.tsx?tsr-split=component': { file: 'assets/product.js', imports: ['_button.js'] },
};

function buildWith(manifest: object) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-assets-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the assets a rendered page adds to the shell', () => {
  it("lists the styles and chunks of the route and of what it loads lazily, with the frame's lazy styles", () => {
    const assetsOf = readPageAssets(buildWith(MANIFEST));
    // Each chunk's styles stand after those of what it imports, so that its own rules win.
    expect(assetsOf(['__root__', '/shop'])).toEqual({
      stylesheets: ['/assets/button.css', '/assets/shop.css', '/assets/dialog.css', '/assets/video.css', '/assets/site-footer.css'],
      modules: ['/assets/button.js', '/assets/shop.js', '/assets/dialog.js', '/assets/video.js'],
    });
    // The shop imports the entry, yet the frame's footer is no chunk of its own. Another route's
    // lazy parts stay out, and the entry's styles are the shell's own.
    expect(assetsOf(['__root__', '/product/$sku'])).toEqual({
      stylesheets: ['/assets/button.css', '/assets/site-footer.css'],
      modules: ['/assets/button.js', '/assets/product.js'],
    });
  });
});
