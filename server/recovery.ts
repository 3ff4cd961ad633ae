import type { Db } from './db/connection';
import { isPostgres } from './db/dialect';
import { releaseAbandonedClaims } from './lib/idempotency';
import { sweepUploads, uploadsDirOf } from './rma/storage';

/**
 * Run at start, before serving: finishes or undoes whatever a killed process left half done
 * (decision 121). Upload files are swept on either database. Unanswered Idempotency-Key claims
 * are released only on SQLite, whose file this process serves alone; on a shared PostgreSQL
 * they may belong to another server that is still running them, and expire on their own.
 */
export async function recoverAtStart(db: Db, dataDir: string) {
  const uploads = await sweepUploads(db, uploadsDirOf(dataDir));
  const releasedClaims = isPostgres(db) ? 0 : await releaseAbandonedClaims(db);
  return { ...uploads, releasedClaims };
}
