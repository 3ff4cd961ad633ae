// Draws a small SVG logo for every retailer that has one in src/content/retailers.ts, so the
// directory ships real images without third-party artwork. Deterministic: the same name always
// gives the same colours and emblem. Run: node --import tsx scripts/generate-retailer-logos.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CANADIAN_RETAILERS, FEATURED_RETAILERS, HOME_RETAILER_TILES, US_RETAILERS } from '../src/content/retailers.ts';

const MAX_BYTES = 2048;
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'retailers');

function hash(text) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function initials(name) {
  const words = name
    .replace(/&/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** Splits the name in two lines of similar length so it fits beside the emblem. */
function lines(name) {
  const words = name.split(' ');
  if (words.length < 2 || name.length <= 14) return [name];
  let best = 1;
  for (let i = 1; i < words.length; i += 1) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    const bestDiff = Math.abs(words.slice(0, best).join(' ').length - words.slice(best).join(' ').length);
    if (diff < bestDiff) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

const EMBLEMS = [
  // leaf
  (c) => `<path d="M20 82C20 48 44 30 78 30c0 36-20 52-52 52z" fill="${c}"/>`,
  // sun
  (c) => `<circle cx="50" cy="60" r="30" fill="${c}"/>`,
  // drop
  (c) => `<path d="M50 26c16 22 26 34 26 48a26 26 0 0 1-52 0c0-14 10-26 26-48z" fill="${c}"/>`,
  // hexagon
  (c) => `<path d="M50 28l28 16v32L50 92 22 76V44z" fill="${c}"/>`,
];

export function drawLogo(name) {
  const h = hash(name);
  const hue = 70 + (h % 110);
  const dark = `hsl(${hue} 45% 24%)`;
  const accent = `hsl(${(hue + 40) % 360} 60% 42%)`;
  const emblem = EMBLEMS[h % EMBLEMS.length](accent);
  const text = lines(name);
  const size = Math.max(...text.map((line) => line.length)) > 16 ? 15 : 17;
  const y0 = text.length === 1 ? 66 : 56;
  const tspans = text.map((line, i) => `<tspan x="92" y="${y0 + i * 22}">${escapeXml(line)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 120" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="260" height="120" rx="10" fill="hsl(${hue} 35% 95%)"/>` +
    emblem +
    `<text x="50" y="66" text-anchor="middle" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>` +
    `<text font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="${dark}">${tspans}</text>` +
    `</svg>\n`
  );
}

const wanted = new Map();
for (const retailer of [...US_RETAILERS, ...CANADIAN_RETAILERS, ...FEATURED_RETAILERS, ...HOME_RETAILER_TILES]) {
  if (retailer.image) wanted.set(retailer.image, retailer.name);
}

fs.mkdirSync(outDir, { recursive: true });
for (const [image, name] of wanted) {
  const svg = drawLogo(name);
  if (Buffer.byteLength(svg) >= MAX_BYTES) throw new Error(`${image} is ${Buffer.byteLength(svg)} bytes`);
  fs.writeFileSync(path.join(outDir, path.basename(image)), svg);
}
console.log(`wrote ${wanted.size} logos to ${path.relative(process.cwd(), outDir)}`);
