import { MAX_JSON_BODY_BYTES } from '../lib/body-limit';

/** Mulberry32: the same cases on every run, so a failure can be replayed. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every field any form sends, with a plausible value: the base each mutation starts from. */
const PLAUSIBLE: Record<string, unknown> = {
  name: 'Dana Reyes',
  fullName: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '555-0100',
  country: 'United States',
  state: 'California',
  customer_type_website: 'hobbyist',
  product_name: 'iLogic MS Plus 1050W',
  sku: 'IL-L1050MS',
  contactName: 'Dana Reyes',
  companyName: 'Green Co',
  workEmail: 'dana@example.com',
  rebateCategory: 'LED',
  subscribeNewsletter: true,
  spec_sheet_url: '/docs/spec.pdf',
  stock: 3,
  handled: true,
  password: 'a guess',
};

/**
 * One generated request. `truncated` bodies are sent with a Content-Length larger than what
 * is written, and the connection is then cut: no answer can come, the server must live on.
 */
export interface FuzzCase {
  label: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  truncated?: boolean;
}

/** The multipart body that ended the process: it stops cleanly inside a file part, with no closing boundary. */
export const BODY_ENDING_INSIDE_A_FILE: FuzzCase = {
  label: 'multipart ending inside a file part',
  headers: { 'content-type': 'multipart/form-data; boundary=zz' },
  body: '--zz\r\nContent-Disposition: form-data; name="invoice"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 aaaa',
};

/** Malformed, truncated and garbage requests of every kind, for any write endpoint. */
export function fuzzCases(next: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const int = (max: number) => Math.floor(next() * max);
  const bytes = (length: number) => Uint8Array.from({ length }, () => int(256));
  const text = (length: number) => Array.from({ length }, () => String.fromCharCode(int(0x2fff))).join('');

  const hostileValues: (() => unknown)[] = [
    () => null,
    () => int(1e9) - 5e8,
    () => next() < 0.5,
    () => [],
    () => ({ nested: { deeper: [1, 2, { x: null }] } }),
    () => '',
    () => ' '.repeat(int(50)),
    () => text(int(400)),
    () => 'x'.repeat(5001 + int(5000)),
    () => '<script>alert(1)</script>',
    () => "'; DROP TABLE leads; --",
    () => '\u0000\u0001\u0002\uFFFF\uD800',
    () => 'x<evil>,;"@example.com',
    () => '😀'.repeat(int(300)),
    () => 1e308 * 10,
    () => ({ __proto__: { admin: true } }),
  ];

  const mutatedObject = () => {
    const body: Record<string, unknown> = { ...PLAUSIBLE };
    const fields = Object.keys(body);
    for (let i = 0, n = 1 + int(4); i < n; i++) {
      const field = pick(fields);
      if (next() < 0.3) delete body[field];
      else body[field] = pick(hostileValues)();
    }
    if (next() < 0.2) body[pick(['__proto__', 'constructor', 'prototype', 'id', 'created_at', 'extra'])] = { polluted: true };
    return body;
  };

  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  const jsonBodies: (() => string | Uint8Array<ArrayBuffer>)[] = [
    () => JSON.stringify(mutatedObject()),
    () => JSON.stringify(mutatedObject()),
    () => JSON.stringify(mutatedObject()),
    () => JSON.stringify(mutatedObject()).slice(0, int(80)),
    () => pick(['', ' ', 'null', 'true', '0', '"text"', '[]', '{}', '[{}]', '{"a":', '{,}', "{'name':'x'}", 'NaN', 'undefined', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}']),
    () => deep(1 + int(20_000)),
    () => `{"name": "${'a'.repeat(MAX_JSON_BODY_BYTES + int(10_000))}"}`,
    () => bytes(1 + int(2000)),
    () => JSON.stringify(mutatedObject()).replace(/"/g, pick(["'", '', '\\"'])),
    () => `${JSON.stringify(mutatedObject())}${pick(['}', ']', ',', 'garbage', '\u0000'])}`,
  ];

  const contentTypes = [
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'Application/Json; charset=UTF-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/xml',
    '',
  ];

  const multipart = (): FuzzCase => {
    const boundary = pick(['b0undary', 'x', '-'.repeat(70), 'ünïcode', 'zz']);
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\n${pick(['Dana', '', 'x'.repeat(70_000)])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="products"\r\n\r\n${pick(['[', '[{}]', 'null', '[{"product":1}]', text(20)])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="${pick(['invoice', 'file', 'files'])}"; filename="${pick(['a.pdf', 'products.csv', 'products.json', '../../etc/passwd', '', 'x'.repeat(400)])}"\r\nContent-Type: ${pick(['application/pdf', 'image/png', 'text/csv', 'application/json', 'text/html', ''])}\r\n\r\n${pick(['%PDF-1.4 fake', '', '<html>', 'MZ\u0090\u0000', 'sku,item_name\r\nX-1,', '[{"sku":1}]'])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n${pick(['', 'not a video', '\u0000\u0000\u0000\u0018ftypmp42'])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file_lines"\r\n\r\n${pick(['[0]', '[-1]', '["a"]', '{', '[99]'])}\r\n`,
      `--${boundary}\r\nContent-Disposition: ${pick(['form-data', 'attachment; name=', 'form-data; name="a"; filename*=bad'])}\r\n${pick(['', 'Content-Type: \r\n'])}\r\n`,
    ].filter(() => next() < 0.8);
    let body = parts.join('');
    // A third of them stop inside a part: the body ends with no closing boundary.
    if (next() < 0.33) body = body.slice(0, Math.max(1, body.length - 2 - int(10)));
    else body += pick([`--${boundary}--\r\n`, '', `--${boundary}`, 'trailing garbage']);
    const declared = pick([boundary, boundary, 'other', '']);
    return {
      label: 'malformed multipart',
      headers: { 'content-type': declared ? `multipart/form-data; boundary=${declared}` : 'multipart/form-data' },
      body,
    };
  };

  return (): FuzzCase => {
    const key = pick([crypto.randomUUID(), crypto.randomUUID(), '', 'k'.repeat(256 + int(100)), 'fixed-key', 'fixed-key-2']);
    const keyHeader: Record<string, string> = key ? { 'idempotency-key': key } : {};
    const roll = next();
    if (roll < 0.3) {
      const generated = multipart();
      return { ...generated, headers: { ...generated.headers, ...keyHeader }, truncated: next() < 0.08 };
    }
    const contentType = pick(contentTypes);
    return {
      label: 'malformed json',
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...keyHeader },
      body: next() < 0.05 ? undefined : pick(jsonBodies)(),
      truncated: next() < 0.04,
    };
  };
}
