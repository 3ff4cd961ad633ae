// @vitest-environment node
import http from 'node:http';
import path from 'node:path';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { handledSchema, signInSchema, stockSchema } from '../src/shared/schemas/admin';
import { CONTRACTS } from '../src/shared/schemas/contracts';
import { createApp } from './app';
import { BODY_ENDING_INSIDE_A_FILE, fuzzCases, seededRandom, type FuzzCase } from './testing/fuzz-cases';
import { serverProcess } from './testing/server-process';

/**
 * The real server as a child process, sent thousands of malformed, truncated and garbage
 * requests over HTTP on every write endpoint the router has, the staff ones signed in. It must
 * answer each with a JSON 4xx (or, for a body its endpoint's own schema accepts, a 2xx), never
 * a 5xx, and never stop: a request it could not answer would show as a refused connection.
 */

const RUNS = 2400;
const PARALLEL = 6;
const STAFF_PASSWORD = 'fuzzing the staff endpoints';

/** The schema a body must pass for its endpoint to answer 2xx, by route pattern. */
const ACCEPTED_BODIES: Record<string, v.GenericSchema> = {
  ...Object.fromEntries(CONTRACTS.map((contract) => [`POST ${contract.path}`, contract.body])),
  'PUT /api/admin/leads/:id/handled': handledSchema,
  'PUT /api/admin/rmas/:id/handled': handledSchema,
  'PUT /api/admin/products/:id/stock': stockSchema,
  'POST /api/admin/session': signInSchema,
};

const parsedJson = (body: FuzzCase['body']) => {
  try {
    return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/** Sends all but the last bytes the request declares, then cuts the connection. */
function sendTruncated(url: string, method: string, request: FuzzCase) {
  const body = Buffer.from(request.body ?? '');
  return new Promise<void>((resolve) => {
    const outgoing = http.request(url, { method, headers: { ...request.headers, 'content-length': body.length + 64 } });
    outgoing.on('error', () => resolve());
    outgoing.on('close', () => resolve());
    outgoing.write(body, () => setTimeout(() => outgoing.destroy(), 20));
  });
}

describe('fuzz: the server answers every malformed request and never stops', () => {
  const run = serverProcess({ ADMIN_PASSWORD: STAFF_PASSWORD });
  let staff: { cookie: string; csrfToken: string };
  let endpoints: { method: string; pattern: string; path: string }[];

  beforeAll(async () => {
    const signIn = await fetch(`${run.server.url}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: STAFF_PASSWORD }),
    });
    staff = { cookie: signIn.headers.get('set-cookie')!.split(';')[0]!, csrfToken: ((await signIn.json()) as { csrfToken: string }).csrfToken };
    // Every write route the app has, read from its router, so a new endpoint is fuzzed too.
    const routes = createApp({ db: run.t.db, dataDir: run.t.dataDir, distDir: path.join(run.t.dataDir, 'no-dist') }).routes;
    endpoints = [
      ...new Map(
        routes
          .filter((route) => /^(POST|PUT|PATCH|DELETE)$/.test(route.method) && !route.path.includes('*'))
          // Signing out would only end the session the staff cases use.
          .filter((route) => !(route.method === 'DELETE' && route.path === '/api/admin/session'))
          .map((route) => [`${route.method} ${route.path}`, { method: route.method, pattern: route.path, path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '1') }]),
      ).values(),
    ];
  });

  it(`answers ${RUNS} generated requests with JSON 4xx, never a 5xx, and keeps serving`, async () => {
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.pattern}`)).toEqual(
      expect.arrayContaining(['POST /api/catalog', 'POST /api/document', 'POST /api/uploadrma/create-rma-complete', 'POST /api/admin/products/import']),
    );

    const next = fuzzCases(seededRandom(20261123));
    const jobs = Array.from({ length: RUNS }, (_, i) => {
      const endpoint = endpoints[i % endpoints.length]!;
      return { endpoint, request: i < endpoints.length ? BODY_ENDING_INSIDE_A_FILE : next() };
    });

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let cut = 0;
    const send = async ({ endpoint, request }: (typeof jobs)[number]) => {
      const url = `${run.server.url}${endpoint.path}`;
      const headers: Record<string, string> = { ...request.headers, 'x-install-id': crypto.randomUUID() };
      if (endpoint.path.startsWith('/api/admin')) {
        Object.assign(headers, { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken });
      }
      const described = `${endpoint.method} ${endpoint.path} (${request.label})`;
      if (request.truncated) {
        cut += 1;
        return sendTruncated(url, endpoint.method, { ...request, headers });
      }
      let response: Response;
      try {
        response = await fetch(url, { method: endpoint.method, headers, body: request.body });
      } catch (error) {
        failures.push(`${described} → no answer: ${String((error as Error).cause ?? error)}`);
        return;
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      if (response.status < 300) {
        const schema = ACCEPTED_BODIES[`${endpoint.method} ${endpoint.pattern}`];
        if (!schema || !v.is(schema, parsedJson(request.body))) failures.push(`${described} → ${response.status} for a body its endpoint does not accept`);
        return;
      }
      let shape: unknown = text;
      try {
        shape = JSON.parse(text);
      } catch {
        // Not JSON: reported below.
      }
      const jsonError = typeof shape === 'object' && shape !== null && typeof (shape as { error?: unknown }).error === 'string' && typeof (shape as { details?: unknown }).details === 'object';
      if (response.status >= 500 || response.status < 400 || !jsonError) failures.push(`${described} → ${response.status} ${text.slice(0, 160)}`);
    };

    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await send(job);
      }),
    );

    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ');
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    process.stdout.write(`fuzz: ${RUNS} requests over ${endpoints.length} write endpoints (${cut} cut off mid-body) → ${fiveHundreds} answers of 5xx (${summary})\n`);

    expect(failures).toEqual([]);
    // Still serving after all that: the same process, since nothing restarts it here.
    expect((await fetch(`${run.server.url}/api/products`)).status).toBe(200);
  }, 300_000);
});
