import { Hono, type Context } from 'hono';
import type { Db } from '../db/connection';
import { MAX_UPLOAD_BYTES } from '../lib/body-limit';
import { isMultipart } from '../lib/fingerprint';
import type { KeyedEnv } from '../lib/idempotency';
import { keyedWrite } from '../lib/keyed-write';
import type { WriteGuard } from '../lib/write-guard';
import type { StorageStatus } from '../health';
import type { MailQueue } from '../mail/queue';
import { receiveUpload } from './multipart';
import { storeRma } from './repository';
import { readSubmission } from './submission';
import type { UploadQuota } from './upload-quota';
import type { UploadStore } from './upload-store';

export interface RmaRouteOptions {
  store: UploadStore;
  /** Whether the store can take files now; while it cannot, uploads are answered 503 before their body is read. */
  storage?: StorageStatus;
  /** The write limits and Idempotency-Key claim every storefront write passes. */
  guard: WriteGuard;
  /** Upload bytes per client per hour, and the disk's reserve. */
  quota: UploadQuota;
  /** The whole request; a few videos of 20MB each fit well under the default. */
  maxBodyBytes?: number;
  /** Queues the confirmation with its RMA number. */
  mail?: MailQueue;
}

const answerOf = (rmaNumber: string) => ({ rma: { rma_number: rmaNumber } });

/** Seconds the browser's outbox waits before it sends an upload again while the store is out of reach. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;
const STORAGE_UNAVAILABLE = { error: 'Files cannot be stored right now; the request will be sent again in a moment', details: {} };

/** POST /create-rma-complete: one multipart request carries the whole warranty return. */
export function rmaRoutes(db: Db, { store, storage, guard, quota, maxBodyBytes = MAX_UPLOAD_BYTES, mail }: RmaRouteOptions) {
  /** 503 with Retry-After: the outbox keeps the request, files and all, and sends it again (decision 212). */
  const storageUnavailable = (c: Context) => {
    c.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
    return c.json(STORAGE_UNAVAILABLE, 503);
  };

  return new Hono<KeyedEnv>().post('/create-rma-complete', guard, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!isMultipart(contentType)) {
      return c.json({ error: 'Expected a multipart/form-data body', details: { 'content-type': contentType || 'missing' } }, 415);
    }
    const declaredLength = Number(c.req.header('content-length'));
    if (declaredLength > maxBodyBytes) {
      return c.json({ error: 'The request is too large', details: {} }, 413);
    }
    const body = c.req.raw.body;
    if (!body) return c.json({ error: 'The request has no body', details: {} }, 400);
    if (storage && (await storage.check()) !== 'ok') return storageUnavailable(c);

    const reservation = await quota.reserve(c, declaredLength > 0 ? declaredLength : maxBodyBytes);
    if (reservation instanceof Response) return reservation;
    try {
      const upload = await receiveUpload(body, contentType, store, { maxBodyBytes });
      reservation.used(upload.received);
      if (!upload.ok && upload.status === 503) {
        storage?.forget();
        return storageUnavailable(c);
      }
      if (!upload.ok) return c.json({ error: upload.error, details: upload.details }, upload.status);

      const storedNames = upload.files.map((file) => file.storedName);
      const submission = readSubmission(upload.fields, upload.files);
      if (!submission.ok) {
        await store.remove(storedNames);
        return c.json({ error: submission.error, details: submission.details }, 400);
      }
      const { fields } = submission.value;
      const lane = mail ? await mail.laneOf(c.get('client')) : { priority: 0 as const };
      const answer = await keyedWrite(
        c,
        db,
        async (trx) => {
          const stored = await storeRma(trx, submission.value);
          await mail?.rmaReceived(trx, { ...stored, lane, email: fields.email, firstName: fields.first_name, resolutionType: fields.resolution_type, products: fields.products });
          return { status: 201, body: answerOf(stored.rmaNumber) };
        },
        { fingerprint: upload.fingerprint },
      ).catch(async (error: unknown) => {
        await store.remove(storedNames);
        throw error;
      });
      // Only after the commit (decision 121): a crash before this ends is finished by the sweep at start.
      await store.place(storedNames);
      return c.json(answer.body, answer.status);
    } finally {
      await reservation.release();
    }
  });
}
