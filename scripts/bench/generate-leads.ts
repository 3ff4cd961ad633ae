// A generated staff inbox: node --import tsx scripts/bench/generate-leads.ts <count> <DATA_DIR>
// stores that many leads (server/testing/generated-leads.ts), a transaction per 5,000, in the
// SQLite database of DATA_DIR, or in the PostgreSQL database DATABASE_URL names when it is set.
// The schema is brought up to date first; leads already there stay.
import { pathToFileURL } from 'node:url';
import { migrate, openDatabase } from '../../server/db/connection';
import { insertGeneratedLeads } from '../../server/testing/generated-leads';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2]);
  const dataDir = process.argv[3];
  if (!Number.isInteger(count) || count < 1 || (!dataDir && !process.env.DATABASE_URL)) {
    console.error('Usage: generate-leads.ts <number of leads> <DATA_DIR> (or DATABASE_URL set)');
    process.exit(1);
  }
  const db = openDatabase(dataDir ?? '', process.env.DATABASE_URL);
  try {
    await migrate(db);
    const started = performance.now();
    await insertGeneratedLeads(db, count);
    console.log(`${count} leads stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}
