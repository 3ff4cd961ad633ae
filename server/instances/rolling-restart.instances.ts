// @vitest-environment node
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tests/e2e/support/server';
import { INSTALL_ID_HEADER } from '../../src/shared/schemas/headers';
import { catalogueRequest } from '../../src/shared/schemas/leads';
import { CATALOGUE_LEAD } from '../testing/lead';
import { readmeCaddyBlock, startCaddy, type RunningCaddy } from '../testing/caddy';
import { startTwoInstances, type TestDatabase } from '../testing/instances';

/**
 * Two instances behind a real Caddy configured with the README's block, restarted one at a time
 * as the README tells operators to deploy, while 20 clients keep sending leads through the proxy.
 * No client may notice: every request is answered 201 and stored once. Each writer connects from
 * a loopback address of its own, as tablets on different networks would, so the proxy names a
 * different client for each and the per-address limits see 20 clients, not one.
 */

const WRITERS = 20;
/** A tablet's install id serves this many leads, well inside one install's write limit. */
const LEADS_PER_INSTALL = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The README's health_interval: how long the proxy may take to see an instance come back. */
const healthIntervalMs = () => Number(/health_interval (\d+)s/.exec(readmeCaddyBlock())![1]) * 1000;

/** The loopback address writer `n` connects from; the proxy itself connects from 127.0.0.1. */
const writerAddress = (n: number) => `127.0.0.${n + 2}`;

/** A POST from `localAddress`, over one kept-alive connection per writer as a browser keeps. */
function postFrom(agent: http.Agent, localAddress: string, url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, localAddress, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function untilReady(url: string) {
  for (;;) {
    const response = await fetch(`${url}/readyz`).catch(() => null);
    if (response?.ok) return;
    await sleep(100);
  }
}

describe('a rolling restart of two instances behind the README’s Caddy', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
  let t: TestDatabase;
  let servers: RunningServer[] = [];
  let caddy: RunningCaddy | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({ trustProxy: '127.0.0.1' });
    ({ t, servers } = instances);
    caddy = await startCaddy(servers.map(({ url }) => new URL(url).host));
  }, 120_000);

  afterAll(async () => {
    await caddy?.stop();
    await instances?.stop();
  });

  it(`answers every request of ${WRITERS} writers while each instance is stopped with SIGTERM and started again`, async () => {
    let writing = true;
    let accepted = 0;
    const failures: string[] = [];
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      const agent = new http.Agent({ keepAlive: true });
      for (let n = 0; writing; n++) {
        try {
          const response = await postFrom(
            agent,
            writerAddress(writer),
            `${caddy!.url}${catalogueRequest.path}`,
            {
              'content-type': 'application/json',
              'idempotency-key': crypto.randomUUID(),
              [INSTALL_ID_HEADER]: `writer-${writer}-${Math.floor(n / LEADS_PER_INSTALL)}`,
            },
            JSON.stringify({ ...CATALOGUE_LEAD, email: `writer${writer}.lead${n}@example.com` }),
          );
          if (response.status === 201) accepted += 1;
          else failures.push(`${response.status} ${response.text}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
      agent.destroy();
    });

    for (const server of servers) {
      // Both instances take traffic before each stop.
      await sleep(1000);
      expect(await server.signal('SIGTERM')).toBe(0);
      await server.restart();
      await untilReady(server.url);
      // As a deploy script does: the next stop waits until the proxy has checked this one again.
      await sleep(healthIntervalMs() + 500);
    }
    writing = false;
    await Promise.all(writers);

    expect(failures, caddy!.log().slice(-4000)).toEqual([]);
    expect(accepted).toBeGreaterThan(WRITERS);
    const stored = await t.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(accepted);
    console.log(`rolling restart: ${accepted} leads sent through the proxy by ${WRITERS} writers, all answered 201`);
  }, 110_000);
});
