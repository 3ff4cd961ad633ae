// npm run backup [folder]: a consistent copy of the database and the uploads, safe while the
// server runs, in a new timestamped folder under the folder given, BACKUP_DIR, or DATA_DIR/backups.
import { backup, backupRootOf } from '../server/backup';
import { readConfig } from '../server/config';
import { createUploadStore } from '../server/rma/upload-store';

const config = readConfig();
const root = process.argv[2] ?? backupRootOf(process.env, config.dataDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  const report = await backup({ ...config, uploadStore: await createUploadStore(config.uploads, config.dataDir) }, root);
  console.log(`Backup written to ${report.folder}`);
  console.log(`  database: ${report.database.file} (${kb(report.database.bytes)})`);
  console.log(`  uploads:  ${report.uploads.files} files (${kb(report.uploads.bytes)})`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
