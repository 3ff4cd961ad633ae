import { describe, expect, it } from 'vitest';
import { readScan } from './scan-payload';
import { BOOTH_TEXT } from './texts';

/** Cards as phones, badge printers and card apps write them. */
const IPHONE_VCARD_3 = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'PRODID:-//Apple Inc.//iPhone OS 17.4//EN',
  'N:Reyes;Dana;;;',
  'FN:Dana Reyes',
  'ORG:Bloom Farms;Cultivation',
  'item1.EMAIL;type=INTERNET;type=pref:dana@bloomfarms.example',
  'TEL;type=CELL;type=VOICE;type=pref:+1 (555) 010-0199',
  'END:VCARD',
].join('\r\n');

const VCARD_4 = ['BEGIN:VCARD', 'VERSION:4.0', 'FN:Jörg Müller', 'ORG:Grün\\, Licht & Co.', 'EMAIL;TYPE=work:joerg@gruen.example', 'TEL;VALUE=uri;TYPE="voice,work":tel:+49-30-1234567', 'END:VCARD'].join('\n');

const VCARD_21_QP = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Fran=C3=A7ois;Ana=',
  'is',
  'ORG:Serres du Nord',
  'TEL;WORK;VOICE:+33 1 23 45 67 89',
  'END:VCARD',
].join('\r\n');

const FOLDED = ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Alexandra Konstantinopoulou-', ' Papadimitriou', 'EMAIL:alexandra@example.com', 'END:VCARD'].join('\r\n');

describe('a scanned QR code', () => {
  it('fills name, company, e-mail and phone from an iPhone vCard 3.0', () => {
    expect(readScan(IPHONE_VCARD_3)).toEqual({
      kind: 'contact',
      contact: { name: 'Dana Reyes', company: 'Bloom Farms, Cultivation', email: 'dana@bloomfarms.example', phone: '+1 (555) 010-0199' },
    });
  });

  it('reads vCard 4.0 escapes and tel: URIs', () => {
    expect(readScan(VCARD_4)).toEqual({
      kind: 'contact',
      contact: { name: 'Jörg Müller', company: 'Grün, Licht & Co.', email: 'joerg@gruen.example', phone: '+49-30-1234567' },
    });
  });

  it('decodes vCard 2.1 quoted-printable names and builds the name from N when FN is absent', () => {
    expect(readScan(VCARD_21_QP)).toEqual({
      kind: 'contact',
      contact: { name: 'Anais François', company: 'Serres du Nord', email: '', phone: '+33 1 23 45 67 89' },
    });
  });

  it('joins folded lines', () => {
    expect(readScan(FOLDED)).toMatchObject({ kind: 'contact', contact: { name: 'Alexandra Konstantinopoulou-Papadimitriou', email: 'alexandra@example.com' } });
  });

  it('reads a MECARD with its family-name-first N and escaped separators', () => {
    expect(readScan('MECARD:N:Owen,Sean;ORG:Sun\\; Soil Ltd;TEL:+18012345678;EMAIL:sean@example.com;NOTE:Booth visitor;;')).toEqual({
      kind: 'contact',
      contact: { name: 'Sean Owen', company: 'Sun; Soil Ltd', email: 'sean@example.com', phone: '+18012345678' },
    });
  });

  it('keeps a badge URL or an attendee id as a note', () => {
    expect(readScan('https://expo.example/badge/A-10442')).toEqual({ kind: 'note', text: 'https://expo.example/badge/A-10442' });
    expect(readScan('  A-10442 ')).toEqual({ kind: 'note', text: 'A-10442' });
  });

  it('says a cut-off vCard or MECARD could not be read', () => {
    expect(readScan('BEGIN:VCARD\nVERSION:3.0\nFN:Dana Re')).toEqual({ kind: 'unreadable', message: BOOTH_TEXT.scanBroken });
    expect(readScan('MECARD:N:Owen,Sean;TEL:8012')).toEqual({ kind: 'unreadable', message: BOOTH_TEXT.scanBroken });
  });

  it('says a card with nothing to fill gives nothing', () => {
    expect(readScan('BEGIN:VCARD\nVERSION:3.0\nNOTE:hello\nEND:VCARD')).toEqual({ kind: 'unreadable', message: BOOTH_TEXT.scanEmpty });
    expect(readScan('MECARD:;;')).toEqual({ kind: 'unreadable', message: BOOTH_TEXT.scanEmpty });
    expect(readScan('   ')).toEqual({ kind: 'unreadable', message: BOOTH_TEXT.scanEmpty });
  });
});
