import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where RMA uploads live: DATA_DIR/uploads, beside the database and never under the built PWA,
 * so nothing a visitor uploads can be fetched back through the static file server.
 */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'video/x-msvideo': '.avi',
  'text/plain': '.txt',
};

/** A fresh name owned by the server: the visitor's file name never reaches the disk. */
export const storedNameFor = (type: string) => `${randomUUID()}${EXTENSIONS[type] ?? ''}`;

export function ensureUploadsDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
}

/** Removes written uploads; a file already gone is not an error. */
export async function removeFiles(paths: readonly string[]) {
  await Promise.all(paths.map((file) => fs.promises.rm(file, { force: true })));
}
