import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { VIEWABLE_TYPES } from '../../src/shared/schemas/admin';
import type { Db } from '../db/connection';
import { sandboxDocument } from '../lib/security-headers';
import { isStoredName } from '../rma/storage';
import type { UploadStore } from '../rma/upload-store';

/** The extension a file of each checked type is saved with, whatever the sender named it. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'text/plain': 'txt',
};

/**
 * The name a file is saved under: the sender's, with the extension of the type its first bytes
 * were checked as (`evil.html` holding a PNG saves as `evil.html.png`, `scan.jpeg` stays), so
 * the staff member's computer opens it as what it is. An unknown type gets `.bin`.
 */
export function downloadName(originalName: string, type: string) {
  const extension = EXTENSIONS[type] ?? 'bin';
  const name = originalName.trim() || 'file';
  const same = type === 'image/jpeg' ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, 'i');
  return same.test(name) ? name : `${name}.${extension}`;
}

/** RFC 8187's ext-value: UTF-8, percent-encoded beyond the few characters it allows bare. */
const extValue = (name: string) => `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * One RMA file, to a signed-in member of staff only. The file is looked up by its id AND its
 * RMA's id, so a URL cannot reach another request's file; the name on disk comes from the
 * database, never from the URL, and must still be a bare stored name in the upload store.
 * Asked for `inline`, a raster image or a PDF (its type checked by its first bytes when it was
 * uploaded) is sent for display; anything else is a download whatever was asked.
 */
export async function sendAttachment(c: Context, db: Db, store: UploadStore, rmaId: number, fileId: number, disposition: 'inline' | 'attachment') {
  const file = await db
    .selectFrom('rma_files')
    .select(['stored_name', 'original_name', 'mime_type', 'size'])
    .where('id', '=', fileId)
    .where('rma_id', '=', rmaId)
    .executeTakeFirst();
  if (!file) return c.json({ error: 'No such file for this RMA', details: { rma: rmaId, file: fileId } }, 404);
  return sendStored(c, store, fileId, file, disposition);
}

/** A lead's file (a booth lead's card photo), as an RMA's: looked up by its id and its lead's. */
export async function sendLeadAttachment(c: Context, db: Db, store: UploadStore, leadId: number, fileId: number, disposition: 'inline' | 'attachment') {
  const file = await db
    .selectFrom('lead_files')
    .select(['stored_name', 'original_name', 'mime_type', 'size'])
    .where('id', '=', fileId)
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (!file) return c.json({ error: 'No such file for this lead', details: { lead: leadId, file: fileId } }, 404);
  return sendStored(c, store, fileId, file, disposition);
}

async function sendStored(
  c: Context,
  store: UploadStore,
  fileId: number,
  file: { stored_name: string; original_name: string; mime_type: string },
  disposition: 'inline' | 'attachment',
) {
  // A stored name has no '/' or '..' (isStoredName), so it stays inside the uploads folder or the bucket's prefix.
  if (!isStoredName(file.stored_name)) {
    return c.json({ error: 'The stored file name is not valid', details: { file: fileId } }, 404);
  }
  const stored = await store.open(file.stored_name);
  if (!stored) return c.json({ error: 'The file is missing from the upload store', details: { file: fileId } }, 404);
  const shown = disposition === 'inline' && VIEWABLE_TYPES.includes(file.mime_type);
  const name = downloadName(file.original_name, file.mime_type);
  // Shown, it runs no script, a PDF's included, and has an origin of its own (decision 235).
  if (shown) sandboxDocument(c);
  const asciiName = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, {
    'content-type': file.mime_type,
    'content-length': String(stored.size),
    // Only a type that cannot run as a page is ever shown; X-Content-Type-Options: nosniff (with
    // every answer, from securityHeaders in app.ts) keeps the browser to the type stored.
    'content-disposition': `${shown ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=${extValue(name)}`,
    'cache-control': 'private, no-store',
  });
}
