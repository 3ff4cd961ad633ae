/**
 * The server's answer to a submission, read once. Every form and the outbox page take what they
 * show from here, each in its own words: the forms' texts differ, the reading does not.
 * No DOM here: the service worker reads answers too.
 */
export interface Reply {
  status: number;
  /** Whether the server took it (a 2xx status). */
  ok: boolean;
  /** The body as it came. */
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
  /** The body's `message`, when it is a non-empty string. */
  message?: string;
  /** The body's `error`, when it is a non-empty string. */
  error?: string;
  /** The body's `details` as one line: the text itself, or the first message of a field map. */
  details?: string;
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function detailsOf(details: unknown): string | undefined {
  if (details && typeof details === 'object') return Object.values(details).map(textOf).find(Boolean);
  return textOf(details);
}

export function readReply(status: number, text: string): Reply {
  const json = parseJson(text);
  const fields = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    status,
    ok: isSuccess(status),
    text,
    json,
    message: textOf(fields.message),
    error: textOf(fields.error),
    details: detailsOf(fields.details),
  };
}

/** The server's own words for a refusal: its message, else its error, else its status. */
export const refusalOf = (reply: Reply) => reply.message ?? reply.error ?? `API Error: ${reply.status}`;
