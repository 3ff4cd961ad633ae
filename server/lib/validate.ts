import type { Context } from 'hono';
import * as v from 'valibot';

/**
 * A Content-Type's media type alone, in lower case: `application/json; charset=utf-8` is
 * `application/json`, and `application/jsonfoo` stays itself, so comparing it with `===` matches
 * the type exactly rather than by its first letters.
 */
export const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export type Validated<T> = { ok: true; value: T } | { ok: false; response: Response };

/** `{ field: message }` for each failing field; form-level issues land under `form`. */
export function issueDetails(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form';
    details[key] ??= issue.message;
  }
  return details;
}

/**
 * Reads a JSON body and validates it with the same valibot schema the form uses.
 * Anything wrong answers 400 `{ error, details }` (415 for a body that is not JSON); fields the
 * schema does not name are dropped.
 */
export async function readJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Validated<v.InferOutput<S>>> {
  const type = c.req.header('content-type') ?? '';
  if (mediaTypeOf(type) !== 'application/json') {
    return { ok: false, response: c.json({ error: 'Expected a JSON body', details: { 'content-type': type || 'missing' } }, 415) };
  }
  // A client that goes away mid-body leaves nothing to read.
  const text = await c.req.text().catch(() => undefined);
  if (text === undefined) return { ok: false, response: c.json({ error: 'The request body could not be read', details: {} }, 400) };
  if (!text.trim()) return { ok: false, response: c.json({ error: 'The request body is empty', details: {} }, 400) };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: c.json({ error: 'The request body is not valid JSON', details: {} }, 400) };
  }
  return validated(c, schema, raw);
}

/** `raw` checked against `schema`: its output, or 400 `{ error: the first message, details }`. */
export function validated<S extends v.GenericSchema>(c: Context, schema: S, raw: unknown, fallback = 'Invalid request'): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, raw);
  if (result.success) return { ok: true, value: result.output };
  const details = issueDetails(result.issues);
  return { ok: false, response: c.json({ error: Object.values(details)[0] ?? fallback, details }, 400) };
}
