// npm run import -- products.csv   (or .json): checks every row and imports the file into the
// catalogue of DATA_DIR (or DATABASE_URL), as the staff inbox's import does. Back-in-stock mails
// are queued; the running server sends them (or the next one to start).
import fs from 'node:fs';
import path from 'node:path';
import { formatOfFileName, importProducts, parseProductFile } from '../server/catalogue/import';
import { createCatalogue } from '../server/catalogue/repository';
import { readConfig } from '../server/config';
import { migrate, openDatabase } from '../server/db/connection';
import { createMailQueue } from '../server/mail/queue';
import { backInStockNotices } from '../server/subscriptions/back-in-stock';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run import -- <products.json | products.csv>');
  process.exit(2);
}
const format = formatOfFileName(file);
if (!format) {
  console.error(`${file}: the file must be .json or .csv`);
  process.exit(2);
}
let content: string;
try {
  content = fs.readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(2);
}
const parsed = parseProductFile(content, format);
if (!parsed.ok) {
  console.error(`${file}: ${parsed.error}`);
  process.exit(1);
}

const config = readConfig();
const db = openDatabase(config.dataDir, config.databaseUrl);
try {
  await migrate(db);
  const report = await importProducts(db, createCatalogue(db), parsed.rows, backInStockNotices(createMailQueue(config.mail)).onStockChange);
  const name = path.basename(file);
  if (!report.ok) {
    console.error(`${name}: ${report.error}`);
    for (const { row, sku, problems } of report.rows) {
      for (const [field, message] of Object.entries(problems)) console.error(`  row ${row}${sku ? ` (${sku})` : ''}: ${field}: ${message}`);
    }
    process.exitCode = 1;
  } else {
    const list = (skus: string[]) => (skus.length ? `: ${skus.join(', ')}` : '');
    console.log(`${name}: ${report.created.length} created${list(report.created)}`);
    console.log(`${name}: ${report.updated.length} updated${list(report.updated)}`);
    if (report.restocked.length) console.log(`${name}: back in stock, subscribers' mails queued${list(report.restocked)}`);
  }
} finally {
  await db.destroy();
}
