import { BOOTH_TEXT } from './texts';

/**
 * What a QR code read at the booth gives the capture form. Badges and business cards carry a
 * vCard (versions 2.1, 3.0 and 4.0) or a MECARD; anything else (a badge's URL, an attendee id)
 * is kept in the notes as it is. No DOM here, so it is tested on plain strings.
 */

export interface ScannedContact {
  name: string;
  company: string;
  email: string;
  phone: string;
}

export type ScanResult =
  | { kind: 'contact'; contact: ScannedContact }
  | { kind: 'note'; text: string }
  | { kind: 'unreadable'; message: string };

const EMPTY: ScannedContact = { name: '', company: '', email: '', phone: '' };

const found = (contact: ScannedContact): ScanResult =>
  contact.name || contact.email || contact.phone || contact.company ? { kind: 'contact', contact } : { kind: 'unreadable', message: BOOTH_TEXT.scanEmpty };

/** vCard's escapes: \n is a line break, \, \; \\ and \: the character itself. */
const unescapeVcard = (value: string) => value.replace(/\\([nN,;:\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? ' ' : char)).trim();

/** Splits on `separator` where it is not escaped with a backslash. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length) {
      current += char + text[index + 1];
      index += 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** vCard 2.1's quoted-printable values, decoded as UTF-8 (soft line breaks already joined). */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value[index] === '=' ? value.slice(index + 1, index + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...new TextEncoder().encode(value[index]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The content lines of a vCard, folded lines joined (a line starting with a space or tab continues the one before). */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    // A quoted-printable value broken with a soft line break (= at the end) continues too.
    else if (lines.length > 0 && /ENCODING=QUOTED-PRINTABLE/i.test(lines.at(-1)!) && lines.at(-1)!.endsWith('=')) lines[lines.length - 1] = lines.at(-1)!.slice(0, -1) + line;
    else lines.push(line);
  }
  return lines.filter((line) => line.trim() !== '');
}

function parseVcard(text: string): ScanResult {
  const lines = unfold(text);
  if (!/^END:VCARD$/i.test(lines.at(-1)?.trim() ?? '')) return { kind: 'unreadable', message: BOOTH_TEXT.scanBroken };
  const contact = { ...EMPTY };
  let structuredName = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [nameAndGroup = '', ...parameters] = line.slice(0, colon).split(';');
    // A property may carry a group, as Apple's cards write: item1.EMAIL.
    const property = nameAndGroup.split('.').pop()!.toUpperCase();
    let value = line.slice(colon + 1);
    if (parameters.some((parameter) => /^ENCODING=QUOTED-PRINTABLE$/i.test(parameter) || /^QUOTED-PRINTABLE$/i.test(parameter))) value = decodeQuotedPrintable(value);
    switch (property) {
      case 'FN':
        contact.name ||= unescapeVcard(value);
        break;
      case 'N': {
        // Family; Given; Additional; Prefix; Suffix: shown as people write it.
        const [family = '', given = '', additional = ''] = splitUnescaped(value, ';').map(unescapeVcard);
        structuredName = [given, additional, family].filter(Boolean).join(' ');
        break;
      }
      case 'ORG':
        contact.company ||= splitUnescaped(value, ';').map(unescapeVcard).filter(Boolean).join(', ');
        break;
      case 'EMAIL':
        contact.email ||= unescapeVcard(value);
        break;
      case 'TEL':
        // vCard 4.0 writes a phone as a tel: URI.
        contact.phone ||= unescapeVcard(value.replace(/^tel:/i, ''));
        break;
    }
  }
  contact.name ||= structuredName;
  return found(contact);
}

function parseMecard(text: string): ScanResult {
  const body = text.trim().slice('MECARD:'.length);
  if (!body.endsWith(';')) return { kind: 'unreadable', message: BOOTH_TEXT.scanBroken };
  const contact = { ...EMPTY };
  const unescape = (value: string) => value.replace(/\\(.)/g, '$1').trim();
  for (const field of splitUnescaped(body, ';')) {
    const colon = field.indexOf(':');
    if (colon < 0) continue;
    const value = field.slice(colon + 1);
    switch (field.slice(0, colon).toUpperCase()) {
      case 'N': {
        // Family name, a comma, then the given name.
        const [family = '', given = ''] = splitUnescaped(value, ',').map(unescape);
        contact.name ||= [given, family].filter(Boolean).join(' ');
        break;
      }
      case 'ORG':
        contact.company ||= unescape(value);
        break;
      case 'EMAIL':
        contact.email ||= unescape(value);
        break;
      case 'TEL':
        contact.phone ||= unescape(value);
        break;
    }
  }
  return found(contact);
}

/** The most of an unknown code kept in the notes: a badge's URL or id, never a page of text. */
const NOTE_MAX = 500;

/** What a scanned QR code says, for the capture form. */
export function readScan(raw: string): ScanResult {
  const text = raw.replace(/^\uFEFF/, '').trim();
  if (text === '') return { kind: 'unreadable', message: BOOTH_TEXT.scanEmpty };
  if (/^BEGIN:VCARD/i.test(text)) return parseVcard(text);
  if (/^MECARD:/i.test(text)) return parseMecard(text);
  return { kind: 'note', text: text.slice(0, NOTE_MAX) };
}
