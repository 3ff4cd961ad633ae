/**
 * The one path every POST of the app takes. Forms never call fetch: they call submit() with
 * the Idempotency-Key they created when they opened, so a repeated send is answered with the
 * first answer instead of storing a second lead or RMA.
 */

export interface SubmitFile {
  /** The multipart part name, e.g. `invoice` or `files`. */
  field: string;
  file: File | Blob;
  filename?: string;
}

export interface SubmitOptions {
  idempotencyKey: string;
  /** Multipart uploads report their progress as a fraction 0..1. */
  onUploadProgress?: (fraction: number) => void;
}

interface Answer {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The raw answer text. */
  text: string;
  /** The answer parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

export type SubmitResult = ({ outcome: 'sent' } & Answer) | ({ outcome: 'rejected'; error: string } & Answer);

export const newIdempotencyKey = () => crypto.randomUUID();

/** JSON bodies for plain submissions; multipart with every field as a text part when files ride along. */
export async function submit(
  endpoint: string,
  payload: Record<string, unknown>,
  files: SubmitFile[] = [],
  options: SubmitOptions,
): Promise<SubmitResult> {
  let answer: Answer;
  try {
    answer = files.length ? await sendMultipart(endpoint, payload, files, options) : await sendJson(endpoint, payload, options);
  } catch (error) {
    return { outcome: 'rejected', status: 0, text: '', body: undefined, error: (error as Error).message || 'Network error' };
  }
  if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent', ...answer };
  return { outcome: 'rejected', ...answer, error: errorText(answer) };
}

/** The server's own words for a refusal: its message, error or details, else the status. */
function errorText({ status, body, text }: Answer): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as Record<string, unknown>;
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return text || `HTTP Error ${status}`;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

async function sendJson(endpoint: string, payload: Record<string, unknown>, options: SubmitOptions): Promise<Answer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': options.idempotencyKey },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, text, body: parse(text) };
}

export function toFormData(payload: Record<string, unknown>, files: SubmitFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const { field, file, filename } of files) {
    form.append(field, file, filename ?? (file instanceof File ? file.name : 'file'));
  }
  return form;
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
function sendMultipart(
  endpoint: string,
  payload: Record<string, unknown>,
  files: SubmitFile[],
  options: SubmitOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('idempotency-key', options.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText, body: parse(request.responseText) });
    request.onerror = () => reject(new Error('Network error'));
    request.send(toFormData(payload, files));
  });
}
