import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';

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

const STORED_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(${Object.values(EXTENSIONS)
    .map((extension) => extension.replace('.', '\\.'))
    .join('|')})?$`,
);

/**
 * Whether a name is one storedNameFor() gives: a UUID and one of its extensions. Such a name
 * has no '/' and no '..', so joined to the uploads folder it stays a file directly inside it.
 */
export const isStoredName = (name: string) => STORED_NAME.test(name);

/**
 * Where a request's files are written while its body streams. They move into the uploads folder
 * only after the request's rows are committed, so a file in uploads/ always has its row, and a
 * crash mid-upload leaves its debris here, where the sweep at start finds it (decision 121).
 */
export const incomingDirOf = (uploadsDir: string) => path.join(uploadsDir, 'incoming');

export function ensureUploadsDir(dir: string) {
  fs.mkdirSync(incomingDirOf(dir), { recursive: true });
}

/** Moves a committed request's files from incoming/ into place: a rename on one disk, whole or not at all. */
export async function moveIntoPlace(files: readonly { path: string; storedName: string }[], uploadsDir: string) {
  await Promise.all(files.map((file) => fs.promises.rename(file.path, path.join(uploadsDir, file.storedName))));
}

/**
 * The longest a request may take to arrive whole: the server's listener cuts one that takes
 * longer (Node's requestTimeout, set to this in index.ts), its files with it.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;

/**
 * How long an upload's files may lie unrecorded while their request is still running: from the
 * moment a file is started to the commit of its request's rows, which follows the end of the
 * body. Three times the longest a body may take to arrive, so that the sweep, which only takes
 * unrecorded files older than this, never takes one of a request still in flight, on this
 * instance or on another one sharing the bucket (decision 214).
 */
export const UPLOAD_CLAIM_MS = 3 * REQUEST_TIMEOUT_MS;

const filesIn = async (dir: string) =>
  (await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).map((entry) => entry.name);

/** The files of `names` in `dir` last written at or before `cutoff` (ms); all of them for a cutoff of Infinity. */
async function olderThan(dir: string, names: string[], cutoff: number) {
  if (cutoff === Infinity) return names;
  const ages = await Promise.all(
    names.map(async (name) => {
      const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
      return stat && stat.mtimeMs <= cutoff ? name : null;
    }),
  );
  return ages.filter((name): name is string => name !== null);
}

/** Which of these stored names a committed row holds: an RMA's file, or a lead's (a booth lead's card photo). */
export async function recorded(db: Db, names: readonly string[]) {
  const found = new Set<string>();
  for (let start = 0; start < names.length; start += 500) {
    const batch = names.slice(start, start + 500);
    for (const table of ['rma_files', 'lead_files'] as const) {
      const rows = await db.selectFrom(table).select('stored_name').where('stored_name', 'in', batch).execute();
      for (const row of rows) found.add(row.stored_name);
    }
  }
  return found;
}

/**
 * Finishes or undoes what a killed process left behind. A file in incoming/ whose row was
 * committed is moved into place (the process died between the commit and the rename); any other
 * file there belongs to a request that never committed and is removed, as is any file in
 * uploads/ that no row names (older crashes, deleted requests). At start, before any request,
 * every such file is (`minAgeMs` 0); while the server runs, only files untouched for
 * `minAgeMs`, so that the files of a request in flight are left to it.
 */
export async function sweepUploads(db: Db, uploadsDir: string, { minAgeMs = 0, now = Date.now() } = {}) {
  ensureUploadsDir(uploadsDir);
  const cutoff = minAgeMs > 0 ? now - minAgeMs : Infinity;
  const incomingDir = incomingDirOf(uploadsDir);
  const incoming = await olderThan(incomingDir, await filesIn(incomingDir), cutoff);
  const placed = await olderThan(uploadsDir, await filesIn(uploadsDir), cutoff);
  const [committedIncoming, committedPlaced] = await Promise.all([recorded(db, incoming), recorded(db, placed)]);

  const finished = incoming.filter((name) => committedIncoming.has(name));
  await moveIntoPlace(finished.map((name) => ({ path: path.join(incomingDir, name), storedName: name })), uploadsDir);
  const orphans = [
    ...incoming.filter((name) => !committedIncoming.has(name)).map((name) => path.join(incomingDir, name)),
    ...placed.filter((name) => !committedPlaced.has(name)).map((name) => path.join(uploadsDir, name)),
  ];
  await removeFiles(orphans);
  return { moved: finished.length, removed: orphans.length };
}

/** Removes written uploads; a file already gone is not an error. */
export async function removeFiles(paths: readonly string[]) {
  await Promise.all(paths.map((file) => fs.promises.rm(file, { force: true })));
}
