import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MultipartFingerprint } from '../lib/fingerprint';
import { FILE_MESSAGES, evidenceFileProblem, invoiceFileProblem } from '../../src/shared/schemas/rma';
import { SNIFF_BYTES, TextCheck, headMatches } from './sniff';
import { storedNameFor } from './storage';
import type { UploadSink, UploadStore } from './upload-store';

export interface StoredUpload {
  /** The part name: `invoice` or `files`. */
  field: 'invoice' | 'files';
  /** The visitor's file name, kept for the record only. */
  originalName: string;
  storedName: string;
  type: string;
  size: number;
}

export interface UploadRejection {
  /** 503: the store failed to take a file the checks accepted; the same request may succeed later. */
  status: 400 | 413 | 503;
  error: string;
  details: Record<string, string>;
}

/** `received`: the body's bytes read, counted against the client's upload allowance whatever the outcome. */
export type UploadResult =
  | { ok: true; fields: Record<string, string>; files: StoredUpload[]; received: number; fingerprint: string }
  | ({ ok: false; received: number } & UploadRejection);

export interface UploadLimits {
  /** The whole request body, files and fields together. */
  maxBodyBytes: number;
}

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_NAME_LENGTH = 255;
/** Above the largest per-type limit: each type's own limit is checked while the bytes stream. */
const MAX_FILE_BYTES = 20 * 1024 * 1024 + 1;

class Rejected extends Error {
  constructor(readonly rejection: UploadRejection) {
    super(rejection.error);
  }
}

const reject = (status: 400 | 413 | 503, error: string, field = 'form') => new Rejected({ status, error, details: { [field]: error } });
const unreadable = () => reject(400, 'The multipart body could not be read');

/**
 * Streams a multipart body: text parts are collected, file parts go straight to the store under a
 * random name while their size, first bytes and (for text) encoding are checked on the way.
 * Nothing is held in memory but one chunk at a time. On any rejection every file written so
 * far is removed before the answer is returned. The body's fingerprint (its fields and the
 * hashes of its files) is taken on the way, for the Idempotency-Key's record.
 */
export async function receiveUpload(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  store: UploadStore,
  limits: UploadLimits,
): Promise<UploadResult> {
  const fields: Record<string, string> = {};
  // Indexed by part order: files finish writing in any order, but file_lines follows the body.
  const files: StoredUpload[] = [];
  let fileParts = 0;
  const written: string[] = [];
  const open = new Set<UploadSink>();
  /** Settles when each file is stored or abandoned: a file still being written would appear after a removal that did not wait. */
  const settled: Promise<unknown>[] = [];
  let firstRejection: Rejected | null = null;
  let invoiceSeen = false;
  const fingerprint = new MultipartFingerprint();
  const note = (rejection: Rejected) => (firstRejection ??= rejection);
  let total = 0;

  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);

  const receiveFile = (field: string, stream: Readable, info: busboy.FileInfo) =>
    new Promise<void>((resolve) => {
      const order = fileParts++;
      const originalName = (info.filename || 'file').slice(0, MAX_NAME_LENGTH);
      const type = info.mimeType;
      const problemAt = (size: number) =>
        field === 'invoice'
          ? invoiceFileProblem({ name: originalName, type, size })
          : evidenceFileProblem({ name: originalName, type, size });
      const typeMessage = field === 'invoice' ? FILE_MESSAGES.invoiceType : FILE_MESSAGES.evidenceType(originalName);

      const skip = (rejection?: Rejected) => {
        if (rejection) note(rejection);
        stream.resume();
        resolve();
      };
      // A body that ends inside this part ("Unexpected end of form") is reported on the part's
      // own stream, whether it is skipped or written; an 'error' no one hears ends the process.
      let onPartError = () => skip(unreadable());
      stream.on('error', () => onPartError());
      if (firstRejection) return skip();
      if (field !== 'invoice' && field !== 'files') return skip(reject(400, `Unexpected file part: ${field}`, field));
      if (field === 'invoice' && invoiceSeen) {
        return skip(reject(400, 'Only one invoice file may be sent', 'invoice'));
      }
      if (field === 'invoice') invoiceSeen = true;
      const declared = problemAt(0);
      if (declared) return skip(reject(400, declared, field));

      const storedName = storedNameFor(type);
      const sink = store.write(storedName, type);
      open.add(sink);
      settled.push(sink.stored.catch(() => {}));
      written.push(storedName);

      const hash = fingerprint.file(field, info.filename ?? '', type);
      let size = 0;
      let head = Buffer.alloc(0);
      let headChecked = false;
      const text = type === 'text/plain' ? new TextCheck() : null;
      const checkHead = () => {
        headChecked = true;
        return headMatches(type, head) ? null : reject(400, typeMessage, field);
      };

      const check = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          const tooBig = problemAt(size);
          if (tooBig) return done(reject(400, tooBig, field));
          if (!headChecked) {
            head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            if (head.length >= SNIFF_BYTES) {
              const mismatch = checkHead();
              if (mismatch) return done(mismatch);
            }
          }
          text?.push(chunk);
          hash.update(chunk);
          done(null, chunk);
        },
        flush(done) {
          const mismatch = headChecked ? null : checkHead();
          if (mismatch) return done(mismatch);
          if (text && !text.finish()) return done(reject(400, typeMessage, field));
          done();
        },
      });

      const fail = (error: unknown) => {
        // Anything but a check's refusal is the store's own failure (a bucket out of reach, a full
        // disk): nothing wrong with the file, so the client is told to send it again later.
        note(error instanceof Rejected ? error : reject(503, 'The file could not be stored', field));
        stream.unpipe(check);
        check.unpipe(sink.stream);
        if (open.delete(sink)) sink.abort();
        // Keep reading the rest of the part so the parser reaches the end of the body.
        skip();
      };
      onPartError = () => fail(unreadable());
      check.on('error', fail);
      sink.stored.then(() => {
        if (!open.delete(sink)) return;
        files[order] = { field, originalName, storedName, type, size };
        resolve();
      }, fail);
      stream.pipe(check).pipe(sink.stream);
    });

  try {
    await new Promise<void>((resolve, fail) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: { 'content-type': contentType },
          // File names as browsers send them: UTF-8 (busboy's default reads them as Latin-1).
          defParamCharset: 'utf8',
          limits: { fieldSize: MAX_FIELD_BYTES, fields: 60, files: 50, parts: 120, fileSize: MAX_FILE_BYTES },
        });
      } catch {
        throw unreadable();
      }
      const pending: Promise<void>[] = [];
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) note(reject(400, `The field ${name} is too long`, name));
        else {
          fields[name] = value;
          fingerprint.field(name, value);
        }
      });
      parser.on('file', (name, stream, info) => pending.push(receiveFile(name, stream, info)));
      for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
        parser.on(event, () => note(reject(413, 'The request has too many parts')));
      }
      parser.on('error', () => fail(unreadable()));
      parser.on('close', () => void Promise.all(pending).then(() => resolve()));

      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          if (total > limits.maxBodyBytes) return done(reject(413, 'The request is too large'));
          done(null, chunk);
        },
      });
      counter.on('error', fail);
      source.on('error', () => fail(reject(400, 'The request body could not be read')));
      source.pipe(counter).pipe(parser);
    });
  } catch (error) {
    // A body over the cap is cut off here: whatever was written is abandoned with it.
    firstRejection = error instanceof Rejected ? error : reject(400, 'The request body could not be read');
    source.destroy();
  }

  if (firstRejection) {
    for (const sink of open) sink.abort();
    await Promise.all(settled);
    await store.remove(written);
    return { ok: false, received: total, ...(firstRejection as Rejected).rejection };
  }
  return { ok: true, fields, files: files.filter(Boolean), received: total, fingerprint: fingerprint.value() };
}
