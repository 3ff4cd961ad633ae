import { createHash, type Hash } from 'node:crypto';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { mediaTypeOf } from './validate';

/**
 * What an Idempotency-Key remembers of the request that first used it, so that the same key
 * with another body is refused (422) rather than answered with the first one's answer.
 * Every kind of body has one: a `body:` hash of the bytes for JSON or anything else that is
 * not multipart, whatever its Content-Type is spelled like, and a `multipart:` hash of the
 * fields and files of a multipart body. A browser picks a new boundary for each send, so
 * the multipart bytes of a retry differ; its fields and files do not.
 */

const sha256 = () => createHash('sha256');

export const isMultipart = (contentType: string | undefined) => mediaTypeOf(contentType) === 'multipart/form-data';

export const bodyFingerprint = (bytes: ArrayBuffer) => `body:${sha256().update(new Uint8Array(bytes)).digest('hex')}`;

/** Whether two fingerprints are of the same kind of body, without reading the second body. */
export const sameBodyKind = (fingerprint: string, multipart: boolean) => fingerprint.startsWith('multipart:') === multipart;

/**
 * Builds a multipart fingerprint as the parts arrive: each field's name and value, each file's
 * part name, file name, type and SHA-256, in the order they came. Files end in any order, so
 * each keeps its place until its hash is known.
 */
export class MultipartFingerprint {
  private readonly parts: (string[] | null)[] = [];
  private readonly pending = new Map<number, { head: string[]; hash: Hash }>();

  field(name: string, value: string) {
    this.parts.push(['field', name, value]);
  }

  /** Returns the hash to feed the file's bytes; its digest is taken by `value()`. */
  file(name: string, filename: string, type: string): Hash {
    const hash = sha256();
    const slot = this.parts.length;
    this.parts.push(null);
    this.pending.set(slot, { head: ['file', name, filename, type], hash });
    return hash;
  }

  /** The fingerprint, once every file's bytes have been fed. */
  value() {
    for (const [slot, { head, hash }] of this.pending) this.parts[slot] = [...head, hash.digest('hex')];
    this.pending.clear();
    return `multipart:${sha256().update(JSON.stringify(this.parts)).digest('hex')}`;
  }
}

/**
 * Reads a multipart body only to fingerprint it: nothing is written, one chunk at a time is
 * held. null when the body cannot be read as multipart or is longer than `maxBytes`.
 */
export async function readMultipartFingerprint(body: ReadableStream<Uint8Array> | null, contentType: string, maxBytes: number): Promise<string | null> {
  if (!body) return null;
  const fingerprint = new MultipartFingerprint();
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType } });
  } catch {
    return null;
  }
  let unreadable = false;
  const files: Promise<void>[] = [];
  parser.on('field', (name, value) => fingerprint.field(name, value));
  parser.on('file', (name, stream, info) => {
    const hash = fingerprint.file(name, info.filename ?? '', info.mimeType);
    const hashed = new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done();
      },
    });
    // The part's stream reports a body that ends inside it; caught at once, so no rejection goes unheard.
    files.push(pipeline(stream, hashed).catch(() => void (unreadable = true)));
  });
  let total = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > maxBytes ? new Error('The body is longer than any request this endpoint accepts') : null, chunk);
    },
  });
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  try {
    await pipeline(source, capped, parser);
  } catch {
    unreadable = true;
  }
  await Promise.all(files);
  return unreadable ? null : fingerprint.value();
}
