import { Hono } from 'hono';
import type { Db } from '../db/connection';
import { idempotency } from '../lib/idempotency';
import { receiveUpload } from '../rma/multipart';
import { storeRma } from '../rma/repository';
import { ensureUploadsDir, removeFiles } from '../rma/storage';
import { readSubmission } from '../rma/submission';

export interface RmaRouteOptions {
  uploadsDir: string;
  /** The whole request; a few videos of 20MB each fit well under the default. */
  maxBodyBytes?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024 * 1024;

/** POST /create-rma-complete: one multipart request carries the whole warranty return. */
export function rmaRoutes(db: Db, { uploadsDir, maxBodyBytes = DEFAULT_MAX_BODY_BYTES }: RmaRouteOptions) {
  return new Hono().post('/create-rma-complete', idempotency(db), async (c) => {
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
    const upload = await receiveUpload(body, contentType, uploadsDir, { maxBodyBytes });
    if (!upload.ok) return c.json({ error: upload.error, details: upload.details }, upload.status);

    const written = upload.files.map((file) => file.path);
    const submission = readSubmission(upload.fields, upload.files);
    if (!submission.ok) {
      await removeFiles(written);
      return c.json({ error: submission.error, details: submission.details }, 400);
    }
    try {
      const { rmaNumber } = await storeRma(db, submission.value);
      return c.json({ rma: { rma_number: rmaNumber } }, 201);
    } catch (error) {
      await removeFiles(written);
      throw error;
    }
  });
}
