// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TextCheck, headMatches } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const SAMPLES: Record<string, Buffer> = {
  'application/pdf': bytes('%PDF-1.7\n%âãÏÓ'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'video/mp4': bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]),
  'video/quicktime': bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]),
  'video/webm': bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
  'video/x-msvideo': bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'),
};

describe('headMatches', () => {
  it.each(Object.keys(SAMPLES))('recognises %s by its first bytes', (type) => {
    expect(headMatches(type, SAMPLES[type])).toBe(true);
  });

  it('refuses a file whose bytes belong to another type', () => {
    expect(headMatches('application/pdf', SAMPLES['image/png'])).toBe(false);
    expect(headMatches('image/webp', SAMPLES['video/x-msvideo'])).toBe(false);
    expect(headMatches('video/x-msvideo', SAMPLES['image/webp'])).toBe(false);
    expect(headMatches('image/jpeg', bytes('hello world'))).toBe(false);
    expect(headMatches('text/plain', SAMPLES['application/pdf'])).toBe(false);
    expect(headMatches('application/zip', bytes('PK'))).toBe(false);
  });

  it('accepts plain text that does not open like a binary format', () => {
    expect(headMatches('text/plain', bytes('Serial 1234, flickers'))).toBe(true);
  });
});

describe('TextCheck', () => {
  const check = (...chunks: Buffer[]) => {
    const text = new TextCheck();
    for (const chunk of chunks) text.push(chunk);
    return text.finish();
  };

  it('accepts UTF-8 split across chunks', () => {
    const word = Buffer.from('µmol/s — Größe', 'utf8');
    expect(check(word.subarray(0, 1), word.subarray(1))).toBe(true);
  });

  it('refuses invalid UTF-8, NUL bytes and a character cut off at the end', () => {
    expect(check(bytes([0x68, 0xff, 0x69]))).toBe(false);
    expect(check(bytes('abc', [0]))).toBe(false);
    expect(check(Buffer.from('µ', 'utf8').subarray(0, 1))).toBe(false);
  });
});
