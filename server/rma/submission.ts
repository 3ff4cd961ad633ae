import * as v from 'valibot';
import { RMA_FLAG_FIELDS, RMA_MESSAGES, rmaFieldsSchema, type RmaFields } from '../../src/shared/schemas/rma';
import { issueDetails } from '../lib/validate';
import type { StoredUpload } from './multipart';

export interface RmaSubmission {
  fields: RmaFields;
  invoice: StoredUpload;
  /** Each evidence file with the index of the product line it belongs to. */
  evidence: { file: StoredUpload; line: number }[];
}

export type ReadSubmission = { ok: true; value: RmaSubmission } | { ok: false; error: string; details: Record<string, string> };

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Turns the text parts back into the form's values and checks them with the form's own schema;
 * `products` and `file_lines` arrive as JSON text, the flags as 'true'/'false'.
 */
export function readSubmission(parts: Record<string, string>, files: StoredUpload[]): ReadSubmission {
  const details: Record<string, string> = {};
  const products = parseJson(parts.products);
  // A missing text part reads as an empty field, so it gets the field's own message.
  const input: Record<string, unknown> = Object.fromEntries(Object.keys(rmaFieldsSchema.entries).map((key) => [key, parts[key] ?? '']));
  input.products = products === undefined ? [] : products;
  for (const flag of RMA_FLAG_FIELDS) input[flag] = parts[flag] === 'true';

  const result = v.safeParse(rmaFieldsSchema, input);
  if (!result.success) Object.assign(details, issueDetails(result.issues));

  const invoice = files.find((file) => file.field === 'invoice');
  if (!invoice) details.invoice = RMA_MESSAGES.invoice;

  const uploads = files.filter((file) => file.field === 'files');
  const lines = uploads.length ? parseJson(parts.file_lines) : [];
  const lineCount = Array.isArray(products) ? products.length : 0;
  const linesValid =
    Array.isArray(lines) &&
    lines.length === uploads.length &&
    lines.every((line) => Number.isInteger(line) && line >= 0 && line < lineCount);
  if (!linesValid) details.file_lines = 'file_lines must give the product line of each file';

  const first = Object.values(details)[0];
  if (first || !result.success || !invoice || !linesValid) return { ok: false, error: first ?? 'Invalid request', details };
  return {
    ok: true,
    value: {
      fields: result.output,
      invoice,
      evidence: uploads.map((file, i) => ({ file, line: (lines as number[])[i] })),
    },
  };
}
