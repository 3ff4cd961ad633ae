import type { WireFile } from '../../schemas/contract';
import type { OutboxEntry, StoredFile } from './entry';

/** How a stored entry travels: what every attempt sends, whoever makes it. */

/** A file as the outbox lists it; its bytes are stored apart. */
export const describeFile = ({ field, file, filename }: WireFile): StoredFile => ({
  field,
  name: filename ?? (file instanceof File ? file.name : 'file'),
  type: file.type || 'application/octet-stream',
  size: file.size,
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
