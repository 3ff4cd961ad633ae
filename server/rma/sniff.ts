/**
 * Recognises an upload by its first bytes, so a renamed or mislabelled file cannot pass as a
 * PDF or an image just because the browser (or a hand-made request) declared it so.
 */

/** Bytes needed to tell every accepted format apart. */
export const SNIFF_BYTES = 16;

const ascii = (head: Uint8Array, offset: number, text: string) =>
  head.length >= offset + text.length && [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));

const bytes = (head: Uint8Array, offset: number, expected: number[]) =>
  head.length >= offset + expected.length && expected.every((byte, i) => head[offset + i] === byte);

/** QuickTime files written before the ISO family start with one of these atoms instead of ftyp. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip'];

const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  'application/pdf': (head) => ascii(head, 0, '%PDF-'),
  'image/png': (head) => bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => bytes(head, 0, [0xff, 0xd8, 0xff]),
  'image/gif': (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  'image/webp': (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  'video/mp4': (head) => ascii(head, 4, 'ftyp'),
  'video/quicktime': (head) => ascii(head, 4, 'ftyp') || QUICKTIME_ATOMS.some((atom) => ascii(head, 4, atom)),
  'video/webm': (head) => bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  'video/x-msvideo': (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI '),
};

/**
 * Whether the first bytes match the declared type (never for an empty file). Plain text has no signature: it is checked
 * over the whole file by TextCheck instead, so here it only must not start like a binary format.
 */
export function headMatches(type: string, head: Uint8Array): boolean {
  // An empty file is no document, photo or video: nothing to review.
  if (head.length === 0) return false;
  if (type === 'text/plain') return !Object.values(SIGNATURES).some((matches) => matches(head));
  return SIGNATURES[type]?.(head) ?? false;
}

/** Streams a file through a strict UTF-8 decoder: text must decode cleanly and hold no NUL byte. */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  push(chunk: Uint8Array) {
    if (!this.valid) return;
    if (chunk.includes(0)) {
      this.valid = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.valid = false;
    }
  }

  /** Call once at the end: a multi-byte character cut off by the end of file is invalid too. */
  finish(): boolean {
    if (!this.valid) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
