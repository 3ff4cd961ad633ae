import type { Db } from './db/connection';
import { isPostgres } from './db/dialect';
import { releaseAbandonedClaims } from './lib/idempotency';
import { recoverInterruptedMail } from './mail/sender';
import type { UploadStore } from './rma/upload-store';

/**
 * Run at start, before serving: finishes or undoes whatever a killed process left half done
 * (decision 121). Uploads are swept on either database and in either store. Unanswered Idempotency-Key claims
 * are released only on SQLite, whose file this process serves alone; on a shared PostgreSQL they
 * may belong to another server that is still running them, and expire on their own. Mail left
 * mid-send is sent again: all of it on SQLite, only stale sends on PostgreSQL.
 */
export async function recoverAtStart(db: Db, uploadStore: UploadStore) {
  const uploads = await uploadStore.sweep(db);
  const shared = isPostgres(db);
  const releasedClaims = shared ? 0 : await releaseAbandonedClaims(db);
  const interruptedMail = await recoverInterruptedMail(db, { shared });
  return { ...uploads, releasedClaims, interruptedMail };
}
