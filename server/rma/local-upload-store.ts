import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ensureUploadsDir, incomingDirOf, moveIntoPlace, removeFiles, sweepUploads } from './storage';
import type { UploadSink, UploadStore } from './upload-store';

async function sizeOfFiles(dir: string) {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((entry) => fs.promises.stat(path.join(entry.parentPath, entry.name)).then((stat) => stat.size)));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** A sink that takes the bytes piped to it nowhere and fails: for a write that could not start. */
function failedSink(error: Error): UploadSink {
  return {
    stream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    stored: Promise.reject(error),
    abort: () => {},
  };
}

/**
 * The uploads folder on the local disk (decisions 081 and 121): a file is written into
 * incoming/ and renamed into the folder once its request is committed; the sweep at start
 * finishes the renames a crash cut short and removes every file no row names, at start and then
 * periodically for files older than the claim window (decision 214).
 */
export function localUploadStore(uploadsDir: string): UploadStore {
  const incoming = (storedName: string) => path.join(incomingDirOf(uploadsDir), storedName);

  return {
    description: uploadsDir,
    diskDir: uploadsDir,

    write(storedName): UploadSink {
      try {
        ensureUploadsDir(uploadsDir);
      } catch (error) {
        // The folder cannot be made (a file in its place, a read-only disk): the upload fails as
        // the store's, answered 503, like any write the disk refuses below.
        return failedSink(error as Error);
      }
      const target = incoming(storedName);
      // Flushed to disk before close: the row committed after it must never name a file a power cut truncated.
      const stream = fs.createWriteStream(target, { flags: 'wx', flush: true });
      let aborted = false;
      const stored = new Promise<void>((resolve, reject) => {
        let failure: Error | null = null;
        stream.on('error', (error) => (failure = error));
        // Only once closed: a file still being opened would appear after a removal that did not wait.
        stream.on('close', () => {
          if (!aborted && !failure) return resolve();
          void removeFiles([target]).finally(() => reject(failure ?? new Error('The upload was stopped')));
        });
      });
      return {
        stream,
        stored,
        abort() {
          aborted = true;
          stream.destroy();
        },
      };
    },

    place: (storedNames) => moveIntoPlace(storedNames.map((storedName) => ({ path: incoming(storedName), storedName })), uploadsDir),

    // As the interface says: a refused request is answered as refused even when the disk fails the removal now; the sweep takes what stays.
    remove: (storedNames) =>
      removeFiles(storedNames.map(incoming)).catch((error: Error) => console.warn(`uploads: ${storedNames.length} files of a refused request not removed, left to the sweep: ${error.message}`)),

    async open(storedName) {
      const fullPath = path.join(uploadsDir, storedName);
      try {
        const { size } = await fs.promises.stat(fullPath);
        return { body: fs.createReadStream(fullPath), size };
      } catch {
        return null;
      }
    },

    // Every file at start by default: this folder is this process's own, and nothing is in flight yet.
    sweep: (db, { minAgeMs = 0 } = {}) => sweepUploads(db, uploadsDir, { minAgeMs }),

    // Probed where an upload is first written; a probe left by a crash is swept with the rest at start.
    async probe() {
      ensureUploadsDir(uploadsDir);
      const probe = path.join(incomingDirOf(uploadsDir), `.ready-${process.pid}-${crypto.randomUUID()}`);
      await fs.promises.writeFile(probe, '');
      await fs.promises.rm(probe);
    },

    // incoming/ included: a committed request's files may still wait there for their rename (decision 122).
    async copyInto(folder) {
      if (fs.existsSync(uploadsDir)) await fs.promises.cp(uploadsDir, folder, { recursive: true });
      else fs.mkdirSync(folder, { recursive: true });
      return sizeOfFiles(folder);
    },
  };
}
