import type { Context } from 'hono';
import type { LeadContract } from '../../src/shared/schemas/leads';
import type { StorageStatus } from '../health';
import { isMultipart } from '../lib/fingerprint';
import type { Trx } from '../lib/keyed-write';
import { validated } from '../lib/validate';
import { receiveUpload, type StoredUpload } from '../rma/multipart';
import type { UploadQuota } from '../rma/upload-quota';
import type { UploadStore } from '../rma/upload-store';
import { STORAGE_RETRY_AFTER_SECONDS } from '../rma/routes';

/**
 * A lead that carries images (a booth lead's card photo) arrives as multipart: its text parts are
 * the JSON body's fields, its images `files` parts. They go through the RMA form's upload path
 * (the store, the client's upload allowance, the checks of each file's first bytes), and are
 * placed only once the lead is committed.
 */

export interface LeadUploads {
  store: UploadStore;
  storage?: StorageStatus;
  quota: UploadQuota;
}

/** A card photo's 10 MB and its text parts, with room to spare. */
const MAX_LEAD_UPLOAD_BYTES = 12 * 1024 * 1024;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type LeadUpload =
  | { ok: true; body: Record<string, unknown>; files: StoredUpload[]; fingerprint: string; release: () => Promise<void> }
  | { ok: false; response: Response };

export const takesImages = (c: Context, contract: LeadContract) => (contract.images ?? 0) > 0 && isMultipart(c.req.header('content-type') ?? '');

/** Reads a multipart lead: its checked body and its stored images, or the answer that refuses it. */
export async function readLeadUpload(c: Context, contract: LeadContract, { store, storage, quota }: LeadUploads): Promise<LeadUpload> {
  const refuse = (status: 400 | 413 | 503, error: string, details: Record<string, string> = {}) => ({ ok: false as const, response: c.json({ error, details }, status) });
  const declared = Number(c.req.header('content-length'));
  if (declared > MAX_LEAD_UPLOAD_BYTES) return refuse(413, 'The request is too large');
  const raw = c.req.raw.body;
  if (!raw) return refuse(400, 'The request has no body');
  if (storage && (await storage.check()) !== 'ok') {
    c.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
    return refuse(503, 'Files cannot be stored right now; the request will be sent again in a moment');
  }
  const reservation = await quota.reserve(c, declared > 0 ? declared : MAX_LEAD_UPLOAD_BYTES);
  if (reservation instanceof Response) return { ok: false, response: reservation };
  let kept = false;
  try {
    const upload = await receiveUpload(raw, c.req.header('content-type') ?? '', store, { maxBodyBytes: MAX_LEAD_UPLOAD_BYTES });
    reservation.used(upload.received);
    if (!upload.ok) {
      if (upload.status === 503) storage?.forget();
      return refuse(upload.status, upload.error, upload.details);
    }
    const names = upload.files.map((file) => file.storedName);
    const images = upload.files.filter((file) => file.field === 'files' && file.type.startsWith('image/') && file.size <= MAX_IMAGE_BYTES);
    if (images.length !== upload.files.length || images.length > (contract.images ?? 0)) {
      await store.remove(names);
      return refuse(400, 'Only one photo of at most 10MB may ride with this request', { files: 'Only one photo of at most 10MB may ride with this request' });
    }
    const checked = validated(c, contract.body, upload.fields);
    if (!checked.ok) {
      await store.remove(names);
      return checked;
    }
    kept = true;
    return { ok: true, body: checked.value as Record<string, unknown>, files: images, fingerprint: upload.fingerprint, release: () => reservation.release() };
  } finally {
    if (!kept) await reservation.release();
  }
}

/** Records a lead's stored images inside the lead's transaction. */
export async function insertLeadFiles(trx: Trx, leadId: number, files: readonly StoredUpload[]) {
  if (files.length === 0) return;
  await trx
    .insertInto('lead_files')
    .values(files.map((file) => ({ lead_id: leadId, original_name: file.originalName, stored_name: file.storedName, mime_type: file.type, size: file.size, created_at: new Date().toISOString() })))
    .execute();
}
