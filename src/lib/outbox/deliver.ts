import { INSTALL_ID_HEADER } from '../../schemas/headers';
import { installId } from '../install-id';
import type { Delivery, OutboxEntry } from './model';
import { fileData } from './store';

/** What every delivery of an entry says: JSON wanted, the entry's id as Idempotency-Key, and which install sends it. */
export const deliveryHeaders = async (entry: Pick<OutboxEntry, 'id'>) => ({
  accept: 'application/json',
  'idempotency-key': entry.id,
  [INSTALL_ID_HEADER]: await installId(),
});

/** The request body an entry stands for: JSON, or multipart when it carries files. */
export function requestBody(
  entry: Pick<OutboxEntry, 'payload' | 'files'>,
  data: ArrayBuffer[],
): { body: BodyInit; headers: Record<string, string> } {
  if (entry.files.length === 0) {
    return { body: JSON.stringify(entry.payload), headers: { 'content-type': 'application/json' } };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.payload)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  entry.files.forEach((file, index) => form.append(file.field, new Blob([data[index]], { type: file.type }), file.name));
  // The browser sets the multipart boundary itself.
  return { body: form, headers: {} };
}

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One attempt with fetch. File bytes come from the outbox's store unless the caller has them in
 * hand (the first attempt, right after the form was sent).
 */
export async function deliver(entry: OutboxEntry, inHand?: ArrayBuffer[]): Promise<Delivery> {
  let data: ArrayBuffer[];
  try {
    data = inHand ?? (await fileData(entry));
  } catch (error) {
    return { kind: 'unsendable', error: (error as Error).message };
  }
  const { body, headers } = requestBody(entry, data);
  try {
    const response = await fetch(entry.endpoint, {
      method: 'POST',
      headers: { ...headers, ...(await deliveryHeaders(entry)) },
      body,
    });
    const text = await response.text();
    return { kind: 'answered', status: response.status, text, body: parseJson(text), retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { kind: 'unreachable', error: (error as Error).message || 'Network error' };
  }
}
