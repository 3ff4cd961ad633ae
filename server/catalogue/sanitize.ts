import type { WindowLike } from 'dompurify';
import { htmlSanitizer } from '../../src/shared/sanitize-html';

let sanitizer: Promise<(html: string) => string> | undefined;

/**
 * The page's sanitiser (src/shared/sanitize-html.ts) run on the server, over a jsdom window.
 * jsdom is loaded on the first call only: a process that never writes products never pays for it.
 */
export async function sanitizeHtmlOnServer(html: string): Promise<string> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) => htmlSanitizer(new JSDOM('').window as unknown as WindowLike));
  return (await sanitizer)(html);
}

/**
 * A product's fields as they may be stored: long_description cleaned with the same allowlist the
 * product page applies again when it shows it. Every write of products goes through this.
 */
export async function withSafeHtml<T extends Record<string, unknown>>(fields: T): Promise<T> {
  if (typeof fields.long_description !== 'string') return fields;
  return { ...fields, long_description: await sanitizeHtmlOnServer(fields.long_description) };
}
