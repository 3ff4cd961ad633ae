// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './testing/test-app';
import { MAX_JSON_BODY_BYTES } from './lib/body-limit';

/** Mulberry32: the same 1,000 bodies on every run, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const RUNS = 1000;

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
  contactName: 'Dana Reyes',
  companyName: 'Green Co',
  workEmail: 'dana@example.com',
  rebateCategory: 'LED',
  subscribeNewsletter: true,
  spec_sheet_url: '/docs/spec.pdf',
};

interface Case {
  label: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | FormData | undefined;
}

function generator(next: () => number) {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
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
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/xml',
    '',
  ];

  const multipart = (): Case => {
    const boundary = pick(['b0undary', 'x', '-'.repeat(70), 'ünïcode']);
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\n${pick(['Dana', '', 'x'.repeat(70_000)])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="products"\r\n\r\n${pick(['[', '[{}]', 'null', '[{"product":1}]', text(20)])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="invoice"; filename="${pick(['a.pdf', '../../etc/passwd', '', 'x'.repeat(400)])}"\r\nContent-Type: ${pick(['application/pdf', 'image/png', 'text/html', ''])}\r\n\r\n${pick(['%PDF-1.4 fake', '', '<html>', 'MZ\u0090\u0000'])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n${pick(['', 'not a video', '\u0000\u0000\u0000\u0018ftypmp42'])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file_lines"\r\n\r\n${pick(['[0]', '[-1]', '["a"]', '{', '[99]'])}\r\n`,
    ].filter(() => next() < 0.8);
    const end = pick([`--${boundary}--\r\n`, '', `--${boundary}`, 'trailing garbage']);
    const declared = pick([boundary, 'other', '']);
    return {
      label: 'malformed multipart',
      headers: { 'content-type': declared ? `multipart/form-data; boundary=${declared}` : 'multipart/form-data' },
      body: parts.join('') + end,
    };
  };

  return (endpoint: string): Case => {
    const key = pick([crypto.randomUUID(), crypto.randomUUID(), '', 'k'.repeat(256 + int(100)), 'fixed-key', 'fixed-key-2']);
    const keyHeader: Record<string, string> = key ? { 'idempotency-key': key } : {};
    if (endpoint.includes('uploadrma') && next() < 0.7) {
      const generated = multipart();
      return { ...generated, headers: { ...generated.headers, ...keyHeader } };
    }
    const contentType = pick(contentTypes);
    return {
      label: 'malformed json',
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...keyHeader },
      body: next() < 0.05 ? undefined : pick(jsonBodies)(),
    };
  };
}

describe('fuzz: malformed bodies on every write endpoint', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const errors = vi.fn();

  beforeAll(async () => {
    t = await createTestApp({ seed: true, writeLimits: false });
    vi.spyOn(console, 'error').mockImplementation(errors);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it(`answers ${RUNS} generated malformed bodies with 4xx JSON and never a 5xx`, async () => {
    // Every write route the app has, found from the router so a new endpoint is fuzzed too.
    const endpoints = [
      ...new Set(
        t.app.routes
          .filter((route) => /^(POST|PUT|PATCH|DELETE)$/.test(route.method) && !route.path.includes('*'))
          .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1')}`),
      ),
    ];
    expect(endpoints.length).toBeGreaterThanOrEqual(7);

    const make = generator(random(20261123));
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const badShapes: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [method, path] = endpoints[i % endpoints.length].split(' ');
      const request = make(path);
      const response = await t.app.request(path, { method, headers: request.headers, body: request.body });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      if (response.status >= 500) serverErrors.push(`${method} ${path} (${request.label}) → ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400) {
        let shape: unknown;
        try {
          shape = JSON.parse(text);
        } catch {
          shape = text;
        }
        const ok = typeof shape === 'object' && shape !== null && typeof (shape as { error?: unknown }).error === 'string' && typeof (shape as { details?: unknown }).details === 'object';
        if (!ok) badShapes.push(`${method} ${path} → ${response.status} ${text.slice(0, 120)}`);
      }
    }

    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ');
    process.stdout.write(`fuzz: ${RUNS} malformed bodies over ${endpoints.length} write endpoints → ${fiveHundreds} answers of 5xx, ${errors.mock.calls.length} crashes (${summary})\n`);

    expect(serverErrors).toEqual([]);
    expect(badShapes).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Still serving after all that.
    expect((await t.app.request('/api/products')).status).toBe(200);
  }, 120_000);
});
