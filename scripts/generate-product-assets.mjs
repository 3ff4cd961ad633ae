// Writes the catalogue's product illustrations (public/products), spec sheets and manuals
// (public/docs) and spectrum charts (public/spectrums) from the seeded records, so they can be
// regenerated whenever the catalogue changes. The seed is TypeScript, hence:
//   npx tsx scripts/generate-product-assets.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedProducts } from '../server/catalogue/seed-products.ts';
import { catalogPages, manualPages, specSheetPages } from './product-assets/documents.mjs';
import { buildPdf } from './product-assets/pdf.mjs';
import { SPECTRUM_BANDS, spectrumSvg } from './product-assets/spectrum.mjs';
import { plusLogoSvg, productSvg } from './product-assets/svg.mjs';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3', 'photo_4', 'photo_5'];
const SVG_LIMIT = 4096;

/** Empties a generated folder so renamed or removed products leave nothing behind. */
function freshDir(name, extension) {
  const dir = path.join(publicDir, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir)) if (file.endsWith(extension)) fs.rmSync(path.join(dir, file));
  return dir;
}

const write = (publicPath, content) => fs.writeFileSync(path.join(publicDir, publicPath), content);

freshDir('products', '.svg');
freshDir('docs', '.pdf');
freshDir('spectrums', '.svg');

let photoCount = 0;
let pdfCount = 0;
for (const product of seedProducts) {
  PHOTO_FIELDS.forEach((field, index) => {
    const photo = product[field];
    if (typeof photo !== 'string') return;
    const svg = productSvg(product, index + 1);
    if (Buffer.byteLength(svg) > SVG_LIMIT) throw new Error(`${photo} is ${Buffer.byteLength(svg)} bytes`);
    write(photo, svg);
    photoCount += 1;
  });
  const subtitle = `Verdant  |  ${product.sku}`;
  if (typeof product.spec_sheet === 'string') {
    write(product.spec_sheet, buildPdf({ title: `${product.item_name} - Spec Sheet`, subtitle, pages: specSheetPages(product) }));
    pdfCount += 1;
  }
  if (typeof product.manual === 'string') {
    write(product.manual, buildPdf({ title: `${product.item_name} - Manual`, subtitle, pages: manualPages(product) }));
    pdfCount += 1;
  }
}

write('products/ilogic-plus-logo.svg', plusLogoSvg());
const active = seedProducts.filter((p) => p.subcategory && p.subcategory !== 'Inactive');
write('docs/verdant-catalog.pdf', buildPdf({ title: 'Verdant Product Catalog', subtitle: 'Prices in USD (MSRP)', pages: catalogPages(active) }));
for (const name of Object.keys(SPECTRUM_BANDS)) write(`spectrums/${name}.svg`, spectrumSvg(name));

console.log(`${photoCount} photos, ${pdfCount + 1} PDFs, ${Object.keys(SPECTRUM_BANDS).length} spectrum charts written to ${publicDir}`);
