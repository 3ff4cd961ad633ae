// Draws the app icons (public/icons/): a white leaf on the brand green, as SVG and as the PNG
// sizes the web manifest and iOS ask for. Run with `node scripts/generate-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { encodePng } from './png.mjs';

const out = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const GREEN = [47, 125, 50];
const WHITE = [255, 255, 255];

/** Inside the leaf: two circle arcs meeting at the tips, tilted 45°, in unit coordinates. */
function inLeaf(x, y) {
  const cos = Math.SQRT1_2;
  const u = (x - 0.5) * cos - (y - 0.5) * cos;
  const v = (x - 0.5) * cos + (y - 0.5) * cos;
  // A lens 0.8 long and 0.36 wide: r² - offset² = 0.4², r - offset = 0.18.
  const r = 0.534;
  const offset = 0.354;
  return Math.hypot(u, v - offset) < r && Math.hypot(u, v + offset) < r;
}
const onVein = (x, y) => Math.abs(x + y - 1) < 0.02 && x > 0.22 && x < 0.74;

function png(size, { padding }) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = [];
    for (let px = 0; px < size; px++) {
      // Sample the pixel centre in the padded unit square.
      const x = ((px + 0.5) / size - padding) / (1 - 2 * padding);
      const y = ((py + 0.5) / size - padding) / (1 - 2 * padding);
      const colour = inLeaf(x, y) && !onVein(x, y) ? WHITE : GREEN;
      row.push(...colour, 255);
    }
    rows.push(Buffer.from(row));
  }
  return encodePng({ width: size, channels: 4, rows, level: 9 });
}

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), png(192, { padding: 0.08 }));
fs.writeFileSync(path.join(out, 'icon-512.png'), png(512, { padding: 0.08 }));
// Maskable icons keep their drawing inside the central 80% safe zone.
fs.writeFileSync(path.join(out, 'icon-maskable-512.png'), png(512, { padding: 0.2 }));
fs.writeFileSync(path.join(out, 'apple-touch-icon.png'), png(180, { padding: 0.1 }));
fs.writeFileSync(
  path.join(out, 'icon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="rgb(${GREEN})"/>` +
    `<path d="M24 76C24 44 44 24 76 24C76 56 56 76 24 76Z" fill="#fff"/><path d="M30 70L68 32" stroke="rgb(${GREEN})" stroke-width="3" stroke-linecap="round"/></svg>\n`,
);
console.log(`icons written to ${out}`);
