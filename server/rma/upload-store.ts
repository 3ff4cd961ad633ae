import type { Readable, Writable } from 'node:stream';
import type { UploadsConfig } from '../config';
import type { Db } from '../db/connection';
import { localUploadStore } from './local-upload-store';
import { uploadsDirOf } from './storage';

/** The bytes of one file on their way into the store. */
export interface UploadSink {
  /** Where the file's checked bytes are piped. */
  stream: Writable;
  /** Settles once the bytes are stored whole (a flushed file, a completed object), or fails. */
  stored: Promise<void>;
  /** Stops the write and leaves nothing of it behind; `stored` then fails. */
  abort(): void;
}

/**
 * Where RMA uploads are kept: the local uploads folder (the default) or a bucket of an
 * S3-compatible object store (UPLOADS_URL=s3://…, decision 196). Files are named by
 * storedNameFor(); a request's rows are committed only once its files are stored, so a row
 * never names a missing file, and each store's sweep removes files no row names.
 */
export interface UploadStore {
  /** For logs and errors: the folder or the s3:// URL. */
  readonly description: string;
  /** The local folder whose disk keeps the reserve (decision 153); none for object storage, which has no disk of ours to fill. */
  readonly diskDir?: string;
  /** Starts writing a new upload; its file does not count as placed until place() is called after the commit. */
  write(storedName: string, type: string): UploadSink;
  /** Run after the request's rows are committed: makes its stored files the ones staff read. */
  place(storedNames: readonly string[]): Promise<void>;
  /** Removes stored files of a request that will not be committed; a file already gone is not an error, and one the store cannot remove now is left to the sweep. */
  remove(storedNames: readonly string[]): Promise<void>;
  /** One placed file's bytes, or null when it is missing. */
  open(storedName: string): Promise<{ body: Readable; size: number } | null>;
  /**
   * Finishes or undoes what a killed process left behind, of what is at least `minAgeMs` old;
   * see each store for its default (decision 214).
   */
  sweep(db: Db, options?: { minAgeMs?: number }): Promise<{ moved: number; removed: number }>;
  /** Writes and deletes a small probe, for /readyz. */
  probe(): Promise<void>;
  /** Copies every stored file into `folder`, named as stored, for `npm run backup`. */
  copyInto(folder: string): Promise<{ files: number; bytes: number }>;
}

/**
 * The store UPLOADS_URL names: a bucket, or the uploads folder in DATA_DIR when unset. The AWS
 * SDK (some megabytes of modules) is loaded only for a bucket: a shop on its own disk never
 * parses it (decision 215).
 */
export async function createUploadStore(uploads: UploadsConfig, dataDir: string): Promise<UploadStore> {
  if (uploads.kind === 'local') return localUploadStore(uploadsDirOf(dataDir));
  const { s3ClientFor, s3UploadStore } = await import('./s3-upload-store');
  return s3UploadStore({ client: s3ClientFor(uploads), bucket: uploads.bucket, prefix: uploads.prefix });
}
