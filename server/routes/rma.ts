import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { recordAnswer, type Idempotency } from '../lib/idempotency';
import type { MailOutbox } from '../mail/outbox';
import { receiveUpload } from '../rma/multipart';
import { storeRma } from '../rma/repository';
import { ensureUploadsDir, incomingDirOf, moveIntoPlace, removeFiles } from '../rma/storage';
import { readSubmission } from '../rma/submission';

export interface RmaRouteOptions {
  uploadsDir: string;
  /** The app's one idempotency middleware (one sweep of old answers for all routes). */
  keyed: Idempotency;
  /** The whole request; a few videos of 20MB each fit well under the default. */
  maxBodyBytes?: number;
  /** Queues the confirmation with its RMA number. */
  mail?: MailOutbox;
}

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024 * 1024;

/** POST /create-rma-complete: one multipart request carries the whole warranty return. */
export function rmaRoutes(db: Db, { uploadsDir, keyed, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, mail }: RmaRouteOptions) {
  return new Hono().post('/create-rma-complete', keyed, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      return c.json({ error: 'Expected a multipart/form-data body', details: { 'content-type': contentType || 'missing' } }, 415);
    }
    const declaredLength = Number(c.req.header('content-length'));
    if (declaredLength > maxBodyBytes) {
      return c.json({ error: 'The request is too large', details: {} }, 413);
    }
    const body = c.req.raw.body;
    if (!body) return c.json({ error: 'The request has no body', details: {} }, 400);

    ensureUploadsDir(uploadsDir);
    const upload = await receiveUpload(body, contentType, incomingDirOf(uploadsDir), { maxBodyBytes });
    if (!upload.ok) return c.json({ error: upload.error, details: upload.details }, upload.status);

    const written = upload.files.map((file) => file.path);
    const submission = readSubmission(upload.fields, upload.files);
    if (!submission.ok) {
      await removeFiles(written);
      return c.json({ error: submission.error, details: submission.details }, 400);
    }
    const key = c.req.header('idempotency-key');
    const answerOf = (rmaNumber: string) => ({ rma: { rma_number: rmaNumber } });
    let stored: { rmaNumber: string };
    try {
      const { fields } = submission.value;
      stored = await storeRma(db, submission.value, {
        onStored: async (trx, stored) => {
          await mail?.rmaReceived(trx, {
            ...stored,
            email: fields.email,
            firstName: fields.first_name,
            resolutionType: fields.resolution_type,
            products: fields.products,
          });
          if (key) await recordAnswer(trx, key, 201, JSON.stringify(answerOf(stored.rmaNumber)));
        },
      });
    } catch (error) {
      await removeFiles(written);
      throw error;
    }
    // Only after the commit (decision 121): a crash before the move ends is finished by the sweep at start.
    await moveIntoPlace(upload.files, uploadsDir);
    return c.json(answerOf(stored.rmaNumber), 201);
  });
}
