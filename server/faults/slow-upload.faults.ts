// @vitest-environment node
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { encodeForm, rmaForm } from '../testing/rma-form';
import { serverProcess } from '../testing/server-process';

/**
 * An RMA uploaded slower than a claim's minute (a large video on a slow line), and the client's
 * retry under the same Idempotency-Key while the first is still streaming: the first request is
 * alive, so the retry must wait (409) rather than store a second RMA with its own number and mail.
 */

const SECONDS = 70;
const RETRY_AT_SECONDS = 62;
const VIDEO = { data: Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(1024 * 1024)]), type: 'video/mp4', name: 'flicker.mp4' };

describe('an RMA upload slower than a minute', () => {
  const run = serverProcess();

  it(`keeps its key while it streams for ${SECONDS} s: a retry meanwhile answers 409, and one RMA is stored`, async () => {
    const { bytes, contentType } = await encodeForm(rmaForm([VIDEO]));
    const key = crypto.randomUUID();
    const headers = { 'content-type': contentType, 'idempotency-key': key, 'x-install-id': crypto.randomUUID() };

    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${run.server.url}${rmaRequest.path}`, { method: 'POST', headers: { ...headers, 'content-length': bytes.length } });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      const chunk = Math.ceil(bytes.length / SECONDS);
      let sent = 0;
      const next = () => {
        const part = bytes.subarray(sent, sent + chunk);
        sent += part.length;
        if (sent >= bytes.length) request.end(part);
        else request.write(part, () => setTimeout(next, 1000));
      };
      next();
    });

    await new Promise((resolve) => setTimeout(resolve, RETRY_AT_SECONDS * 1000));
    const retry = await fetch(`${run.server.url}${rmaRequest.path}`, { method: 'POST', headers, body: bytes });
    expect(retry.status).toBe(409);

    const first = await slow;
    expect(first.status).toBe(201);
    const { rma_number } = (JSON.parse(first.body) as { rma: { rma_number: string } }).rma;

    const later = await fetch(`${run.server.url}${rmaRequest.path}`, { method: 'POST', headers, body: bytes });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(((await later.json()) as { rma: { rma_number: string } }).rma.rma_number).toBe(rma_number);

    expect((await run.t.db.selectFrom('rmas').select('rma_number').execute()).map((row) => row.rma_number)).toEqual([rma_number]);
    expect(await run.t.db.selectFrom('mail_outbox').select('cause').where('kind', '=', 'rma-confirmation').execute()).toHaveLength(1);
  });
});
