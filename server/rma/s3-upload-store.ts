import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3UploadsConfig } from '../config';
import type { Db } from '../db/connection';
import { isStoredName, recorded, UPLOAD_CLAIM_MS } from './storage';
import type { UploadSink, UploadStore } from './upload-store';

/** Parts of 5 MB (S3's smallest), two in flight: an upload holds about three parts in memory, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * How old an object no row names must be before the sweep removes it. A request's first files
 * are complete objects while its later ones still stream, and its rows are committed only when
 * the last one is stored; a younger object may belong to an upload in flight, on this server or
 * another one sharing the bucket, and keeps its claim. Unfinished multipart uploads started
 * longer ago than this are aborted too (decision 214).
 */
export const ORPHAN_AGE_MS = UPLOAD_CLAIM_MS;

/**
 * The client for UPLOADS_URL: region, endpoint and addressing from the configuration,
 * credentials from the SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role) unless given.
 */
export function s3ClientFor(config: S3UploadsConfig, credentials?: { accessKeyId: string; secretAccessKey: string }) {
  return new S3Client({
    region: config.region,
    credentials,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // default ones, and each part is already checked by its MD5 ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A bucket of an S3-compatible store (decision 196). Each file is uploaded straight to its
 * final key (`prefix` + stored name) as a multipart upload, and the request's rows are committed
 * after every upload has completed, so a row never names a missing object. An upload that fails
 * or is cut off aborts its multipart upload; objects of requests that never committed (the
 * process died between an upload's end and the commit) are removed by the sweep once older than
 * ORPHAN_AGE_MS, and so are the multipart uploads a killed process left unfinished, where the
 * store lists them; elsewhere the bucket's lifecycle rule (AbortIncompleteMultipartUpload)
 * clears them, as S3 recommends.
 */
export function s3UploadStore({ client, bucket, prefix, orphanAgeMs = ORPHAN_AGE_MS }: { client: S3Client; bucket: string; prefix: string; orphanAgeMs?: number }): UploadStore {
  const keyOf = (storedName: string) => `${prefix}${storedName}`;
  const deleteObjects = (storedNames: readonly string[]) =>
    Promise.all(storedNames.map((storedName) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storedName) })))).then(() => undefined);

  /** Every object directly under the prefix (none of a deeper folder), page by page. */
  async function* listed() {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken }));
      yield (page.Contents ?? []).filter((object): object is _Object & { Key: string } => Boolean(object.Key));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
  const nameOf = (object: { Key: string }) => object.Key.slice(prefix.length);

  /** Said once: a store that cannot list unfinished uploads (s3rver, some gateways) leaves them to its lifecycle rule. */
  let unlistedSaid = false;
  /** Aborts the multipart uploads under the prefix started before `cutoff`; how many. */
  async function abortUnfinished(cutoff: number) {
    let aborted = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    try {
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? Infinity) > cutoff) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
          aborted += 1;
        }
        [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
      } while (KeyMarker);
    } catch (error) {
      if (!unlistedSaid) console.warn(`uploads: ${bucket} did not list unfinished uploads (${(error as Error).name}); its lifecycle rule has to clear them`);
      unlistedSaid = true;
    }
    return aborted;
  }

  return {
    description: `s3://${bucket}/${prefix}`,

    write(storedName, type): UploadSink {
      const stream = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(storedName), Body: stream, ContentType: type },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      return {
        stream,
        stored: upload.done().then(() => undefined),
        // A body that fails makes the upload abort its multipart upload (its parts are deleted)
        // before `stored` fails; Upload.abort() alone would not, while no more bytes come.
        abort: () => stream.destroy(new Error('The upload was stopped')),
      };
    },

    // Already at their keys: the committed rows are what makes them placed.
    place: async () => {},

    // A refused request is answered as refused even when the bucket fails it now: what stays is swept once past its age.
    remove: (storedNames) =>
      deleteObjects(storedNames).catch((error: Error) => console.warn(`uploads: ${storedNames.length} objects of a refused request not removed from ${bucket}, left to the sweep: ${error.message}`)),

    async open(storedName) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    // Never younger than orphanAgeMs by default, at start too: other servers share the bucket.
    async sweep(db: Db, { minAgeMs = orphanAgeMs } = {}) {
      const cutoff = Date.now() - minAgeMs;
      const aborted = await abortUnfinished(cutoff);
      if (aborted > 0) console.log(`uploads: ${aborted} unfinished multipart uploads older than ${Math.round(minAgeMs / 60_000)} min aborted`);
      let removed = 0;
      for await (const objects of listed()) {
        const names = objects.map(nameOf);
        const kept = await recorded(db, names);
        const orphans = objects.filter((object) => !kept.has(nameOf(object)) && (object.LastModified?.getTime() ?? 0) <= cutoff).map(nameOf);
        await deleteObjects(orphans);
        removed += orphans.length;
      }
      return { moved: 0, removed };
    },

    // A probe left by a crash is an object no row names: the sweep removes it with the orphans.
    async probe() {
      const name = `.ready-${process.pid}-${crypto.randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: new Uint8Array(0) }));
      await deleteObjects([name]);
    },

    // One object at a time, each streamed to its file: a bucket of any size fits through.
    async copyInto(folder) {
      fs.mkdirSync(folder, { recursive: true });
      let files = 0;
      let bytes = 0;
      for await (const objects of listed()) {
        // Stored names only: a probe is not worth keeping, and no other key becomes a path.
        for (const object of objects.filter((object) => isStoredName(nameOf(object)))) {
          const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
          await pipeline(Body as Readable, fs.createWriteStream(path.join(folder, nameOf(object))));
          files += 1;
          bytes += object.Size ?? 0;
        }
      }
      return { files, bytes };
    },
  };
}
