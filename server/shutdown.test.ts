// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rmaRequest } from '../src/schemas/rma';
import { encodeForm, rmaForm } from './testing/rma-form';
import { serverProcess } from './testing/server-process';

/** A 3MB video: an upload that takes a while to send. */
const VIDEO = { data: Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(3 * 1024 * 1024)]), type: 'video/mp4', name: 'flicker.mp4' };

describe('SIGTERM: the server stops accepting, finishes what is in flight, closes the database', () => {
  const run = serverProcess();

  it('answers an upload that was streaming when the signal came, refuses new connections, and exits 0', async () => {
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
      // Half now; the rest once the server has been told to stop.
      request.write(bytes.subarray(0, bytes.length / 2));
      setTimeout(() => request.end(bytes.subarray(bytes.length / 2)), 1500);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const exited = run.server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
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
