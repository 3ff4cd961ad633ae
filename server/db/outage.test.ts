// @vitest-environment node
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { INSTALL_ID_HEADER } from '../../src/shared/schemas/headers';
import { catalogueRequest } from '../../src/shared/schemas/leads';
import { createApp } from '../app';
import { openDatabase } from './connection';
import { CATALOGUE_LEAD } from '../testing/lead';
import { serverProcess } from '../testing/server-process';

const leadInit = (install: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), [INSTALL_ID_HEADER]: install },
  body: JSON.stringify(CATALOGUE_LEAD),
});

/** A loopback port nothing listens on: a database that is down. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('a PostgreSQL database that is down', () => {
  it('is answered 503 with Retry-After, to writes, reads and readiness alike', async () => {
    const db = openDatabase('', `postgres://verdant@127.0.0.1:${await closedPort()}/verdant`);
    const app = createApp({ db, dataDir: path.join(import.meta.dirname, 'no-data'), distDir: path.join(import.meta.dirname, 'no-dist') });
    try {
      for (const [url, init] of [
        [catalogueRequest.path, leadInit('tablet-1')],
        ['/api/products', {}],
      ] as const) {
        const response = await app.request(url, init);
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ error: expect.any(String) });
      }
      expect((await app.request('/readyz')).status).toBe(503);
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await db.destroy();
    }
  });
});

describe('a PostgreSQL host that takes connections and never answers', () => {
  it('is answered 503 with Retry-After once opening a connection has given up, not after the system’s TCP timeout', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const db = openDatabase('', `postgres://verdant@127.0.0.1:${port}/verdant`);
    const app = createApp({ db, dataDir: path.join(import.meta.dirname, 'no-data'), distDir: path.join(import.meta.dirname, 'no-dist') });
    try {
      const response = await app.request('/api/products');
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("the database ending the server's connections (a restart)", () => {
  const run = serverProcess();

  /** What PostgreSQL does to every session on a fast restart: ends it from another connection. */
  async function terminateServerConnections() {
    const admin = new pg.Client({ connectionString: run.t.databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and usename = current_user',
      );
      return rows.filter(({ ended }) => ended).length;
    } finally {
      await admin.end();
    }
  }
  const post = (install: string) => fetch(`${run.server.url}${catalogueRequest.path}`, leadInit(install));

  it('keeps the process running and answers the next requests as before', async () => {
    // Connections in the pool and the listening one, idle.
    expect((await Promise.all(Array.from({ length: 4 }, (_, n) => post(`warm-${n}`)))).map(({ status }) => status)).toEqual([201, 201, 201, 201]);
    await fetch(`${run.server.url}/api/products`);
    expect(await terminateServerConnections()).toBeGreaterThan(0);
    // Given the time the connections' end takes to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect((await fetch(`${run.server.url}/healthz`)).status).toBe(200);
    expect((await post('after-idle')).status).toBe(201);
    expect((await fetch(`${run.server.url}/api/products`)).status).toBe(200);
  });

  it('answers requests whose connection was ended under them 503 with Retry-After, never a dropped connection', async () => {
    const answers: { status: number; retryAfter: string | null }[] = [];
    let sending = true;
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let n = 0; sending; n++) {
        const response = await post(`writer-${writer}`);
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      }
    });
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await terminateServerConnections();
    }
    sending = false;
    await Promise.all(writers);

    expect(answers.length).toBeGreaterThan(0);
    for (const { status, retryAfter } of answers) {
      expect([201, 503]).toContain(status);
      if (status === 503) expect(Number(retryAfter)).toBeGreaterThan(0);
    }
    expect((await post('after-busy')).status).toBe(201);
  });
});
