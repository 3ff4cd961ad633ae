// Catalogues of any size for the benchmarks, built from the seeded records: the seeded products
// first, unchanged, then numbered variants of them with their own ids, SKUs and names. The
// seeded catalogue itself is never touched.
//
//   node --import tsx scripts/bench/generate-catalogue.ts 10000 > /tmp/catalogue.json
import { pathToFileURL } from 'node:url';
import { seedProducts, type SeedProduct } from '../../server/catalogue/seed-products';

const WORDS = ['Canopy', 'Bloom', 'Vega', 'Solstice', 'Harvest', 'Terra', 'Lumen', 'Photon', 'Meadow', 'Summit', 'Grove', 'Orchard'];

export function generateCatalogue(count: number): SeedProduct[] {
  const products = seedProducts.slice(0, count).map((product) => ({ ...product }));
  const firstId = Math.max(...seedProducts.map((product) => product.id)) + 1;
  for (let n = 0; products.length < count; n += 1) {
    const model = seedProducts[n % seedProducts.length]!;
    const word = WORDS[Math.floor(n / seedProducts.length) % WORDS.length];
    products.push({
      ...model,
      id: firstId + n,
      sku: `${model.sku}-G${n}`,
      item_name: `${model.item_name} ${word} ${n}`,
      stock: n % 7 === 0 ? 0 : (n * 13) % 90,
    });
  }
  return products;
}

/** The records as GET /api/products sends them, for code that runs in the browser. */
export const asApiRecords = (products: readonly SeedProduct[]) =>
  products.map(({ stock, ...fields }) => ({ ...fields, stock_quantity: stock }));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 1000);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Usage: generate-catalogue.ts <number of products>');
    process.exit(1);
  }
  process.stdout.write(JSON.stringify({ items: asApiRecords(generateCatalogue(count)) }));
}
