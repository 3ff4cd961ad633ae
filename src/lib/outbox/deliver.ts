import { INSTALL_ID_HEADER } from '../../schemas/headers';
import { installId } from './install-id';
import type { OutboxEntry } from './entry';
import type { Delivery } from './transitions';
import { readReply } from './reply';
import { fileData } from './store';
import { requestBody } from './wire';

/** What every delivery of an entry says: JSON wanted, the entry's id as Idempotency-Key, and which install sends it. */
export const deliveryHeaders = async (entry: Pick<OutboxEntry, 'id'>) => ({
  accept: 'application/json',
  'idempotency-key': entry.id,
  [INSTALL_ID_HEADER]: await installId(),
});

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
    return { kind: 'answered', reply: readReply(response.status, await response.text()), retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { kind: 'unreachable', error: (error as Error).message || 'Network error' };
  }
}

/**
 * One attempt with XMLHttpRequest, the only API that reports upload progress, for a form
 * sending files while the visitor watches.
 */
export async function deliverWithProgress(entry: OutboxEntry, data: ArrayBuffer[], onProgress: (fraction: number) => void): Promise<Delivery> {
  const headers = await deliveryHeaders(entry);
  return new Promise<Delivery>((resolve) => {
    const { body } = requestBody(entry, data);
    const request = new XMLHttpRequest();
    request.open('POST', entry.endpoint);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        kind: 'answered',
        reply: readReply(request.status, request.responseText),
        retryAfter: request.getResponseHeader('retry-after'),
      });
    request.onerror = () => resolve({ kind: 'unreachable', error: 'Network error' });
    request.send(body as XMLHttpRequestBodyInit);
  });
}
