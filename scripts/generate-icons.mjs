// Draws the app icons (public/icons/): a white leaf on the brand green, as SVG and as the PNG
// sizes the web manifest and iOS ask for. Run with `node scripts/generate-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const out = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const GREEN = [47, 125, 50];
const WHITE = [255, 255, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

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
    const row = [0];
    for (let px = 0; px < size; px++) {
      // Sample the pixel centre in the padded unit square.
      const x = ((px + 0.5) / size - padding) / (1 - 2 * padding);
      const y = ((py + 0.5) / size - padding) / (1 - 2 * padding);
      const colour = inLeaf(x, y) && !onVein(x, y) ? WHITE : GREEN;
      row.push(...colour, 255);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
