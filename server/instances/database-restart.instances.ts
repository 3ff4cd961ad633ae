// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tests/e2e/support/server';
import { INSTALL_ID_HEADER } from '../../src/shared/schemas/headers';
import { catalogueRequest } from '../../src/shared/schemas/leads';
import { CATALOGUE_LEAD } from '../testing/lead';
import { startTwoInstances } from '../testing/instances';

/**
 * Two instances on one PostgreSQL that an operator restarts (`pg_ctl -m fast restart`, which
 * ends every session) while clients keep sending leads to both. No instance may exit, every
 * answer is 201 or 503 with Retry-After, and once the database is back the next request to
 * each instance is stored.
 */

const WRITERS = 10;
const run = promisify(execFile);

/** pg_ctl on the cluster of scripts/with-postgres.sh, as the cluster's owner. */
function pgCtl(...args: string[]) {
  const { TEST_PG_CTL, TEST_PG_DATA, TEST_PG_OWNER } = process.env;
  const command = [TEST_PG_CTL!, '-D', TEST_PG_DATA!, ...args];
  return TEST_PG_OWNER ? run('runuser', ['-u', TEST_PG_OWNER, '--', ...command]) : run(command[0]!, command.slice(1));
}

describe('a database restart under two instances', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    if (!process.env.TEST_PG_CTL) throw new Error('These tests restart PostgreSQL: run them with npm run test:instances');
    instances = await startTwoInstances({ trustProxy: '1' });
    ({ servers } = instances);
  }, 120_000);

  afterAll(async () => {
    await instances?.stop();
  });

  const post = (server: RunningServer, install: string) =>
    fetch(`${server.url}${catalogueRequest.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), [INSTALL_ID_HEADER]: install },
      body: JSON.stringify(CATALOGUE_LEAD),
    });

  it('keeps both instances up, answers 503 with Retry-After meanwhile, and stores the first request after it', async () => {
    let writing = true;
    const answers: { status: number; retryAfter: string | null; at: number }[] = [];
    const failures: string[] = [];
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; writing; n++) {
        try {
          const response = await post(servers[(writer + n) % 2]!, `writer-${writer}-${Math.floor(n / 100)}`);
          answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), at: Date.now() });
          await response.arrayBuffer();
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const restartedAt = Date.now();
    await pgCtl('-m', 'fast', '-w', '-l', process.env.TEST_PG_LOG!, 'restart');
    const backAt = Date.now();
    // The first request to each instance once the database accepts connections again.
    const afterRestart = await Promise.all(servers.map((server) => post(server, 'after-the-restart')));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    writing = false;
    await Promise.all(writers);

    expect(failures).toEqual([]);
    expect(afterRestart.map(({ status }) => status)).toEqual([201, 201]);
    for (const { status, retryAfter } of answers) {
      expect([201, 503]).toContain(status);
      if (status === 503) expect(Number(retryAfter)).toBeGreaterThan(0);
    }
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const refused = answers.filter(({ status }) => status === 503);
    const firstStoredAfter = answers.find(({ status, at }) => status === 201 && at >= backAt);
    console.log(
      `database restart: pg_ctl restart took ${backAt - restartedAt} ms; ${answers.length} answers, ${refused.length} of them 503 with Retry-After; ` +
        `first 201 from the writers ${firstStoredAfter ? firstStoredAfter.at - backAt : '–'} ms after the database was back`,
    );
  }, 90_000);
});
