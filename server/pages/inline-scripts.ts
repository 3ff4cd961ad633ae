import { createHash } from 'node:crypto';

/** Inline scripts to run, not data blocks (JSON-LD and the like are never executed). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!module|text\/javascript)[^"'\s>]+/i;

/**
 * The CSP sources that allow exactly the inline scripts of a rendered page: the router's hand-
 * over of its state. Hashes rather than a nonce, so a page can be cached and served as stored.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, source] of html.matchAll(INLINE_SCRIPT)) {
    if (EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
