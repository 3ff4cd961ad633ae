// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rmaRequest } from '../src/shared/schemas/rma';
import { encodeForm, rmaForm } from './testing/rma-form';
import { serverProcess } from './testing/server-process';

/** A 3MB video: an upload that takes a while to send. */
const VIDEO = { data: Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(3 * 1024 * 1024)]), type: 'video/mp4', name: 'flicker.mp4' };
/** Shorter than the default, to keep the test short; the order of events is the same. */
const DRAIN_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET over a keep-alive connection, with the headers as sent (fetch hides Connection). */
const get = (url: string) =>
  new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          agent.destroy();
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
        });
      })
      .on('error', reject);
  });

describe('SIGTERM: the server says it is stopping, serves a while, then finishes what is in flight', () => {
  const run = serverProcess({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });

  it('fails /readyz at once, serves meanwhile, answers an upload that outlives the listener, and exits 0', async () => {
    const keepAlive = await get(`${run.server.url}/readyz`);
    expect(keepAlive).toMatchObject({ status: 200, connection: 'keep-alive' });

    const { bytes, contentType } = await encodeForm(rmaForm([VIDEO]));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${run.server.url}${rmaRequest.path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': bytes.length, 'idempotency-key': crypto.randomUUID() },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      // Half now; the rest once the server has closed its listener.
      request.write(bytes.subarray(0, bytes.length / 2));
      setTimeout(() => request.end(bytes.subarray(bytes.length / 2)), 500 + DRAIN_MS + 1000);
    });
    await sleep(500);

    const exited = run.server.signal('SIGTERM');
    await sleep(200);
    // Told at once that it is stopping, so a proxy turns away, while what it is sent is still served.
    const ready = await get(`${run.server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'stopping' });
    const products = await get(`${run.server.url}/api/products`);
    expect(products.status).toBe(200);
    // No connection is left for the proxy to reuse once the listener closes.
    expect(products.connection).toBe('close');

    await sleep(DRAIN_MS);
    await expect(fetch(`${run.server.url}/api/products`)).rejects.toThrow();

    const { status, body } = await answer;
    expect(status).toBe(201);
    const { rma_number } = (JSON.parse(body) as { rma: { rma_number: string } }).rma;
    expect(await exited).toBe(0);

    const stored = await run.t.db.selectFrom('rmas').select('rma_number').execute();
    expect(stored.map((row) => row.rma_number)).toEqual([rma_number]);
    const placed = fs.readdirSync(path.join(run.t.dataDir, 'uploads')).filter((name) => name !== 'incoming');
    expect(placed).toHaveLength(2);
  }, 60_000);
});
