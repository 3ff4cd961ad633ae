// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { CATALOGUE_LEAD } from '../testing/lead';
import { encodeForm, ONE_MB_VIDEO, rmaForm } from '../testing/rma-form';
import { createTestApp } from '../testing/test-app';
import { DEFAULT_WRITE_LIMITS } from './write-limits';

const MB = 1024 * 1024;

/**
 * Over real sockets: the server trusts the proxy at 127.0.0.1 only, and a client on another
 * loopback address (127.0.5.1, a process on the same host, or what a private network looks like
 * to a server that used to trust every private peer) writes a new X-Forwarded-For each time.
 */
describe('X-Forwarded-For from a peer TRUST_PROXY does not name', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await createTestApp({
      seed: false,
      trustProxy: ['127.0.0.1'],
      writeLimits: { ...DEFAULT_WRITE_LIMITS, perInstall: { burst: 3, refillPerMinute: 1 }, now: () => 0 },
      uploadLimits: { perAddressBytesPerHour: 2.5 * MB, now: () => 0 },
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** One POST from `localAddress`, claiming to be `forwardedFor`: its status. */
  const send = (localAddress: string, forwardedFor: string, { path, ...headers }: Record<string, string>, body: Buffer | string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, localAddress, method: 'POST', path, headers: { ...headers, 'x-forwarded-for': forwardedFor, 'content-length': String(Buffer.byteLength(body)) } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      // A refusal may come before the whole body is sent, and the connection then closes under
      // the rest of it: the answer is what counts.
      request.on('error', reject);
      request.end(body);
    });
  const lead = (localAddress: string, forwardedFor: string) =>
    send(localAddress, forwardedFor, { path: '/api/catalog', 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, JSON.stringify(CATALOGUE_LEAD));

  it('limits the leads of a client writing a new address each time as the one client it is', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await lead('127.0.5.1', `198.51.100.${i + 1}`));
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Through the proxy it names, the address the proxy appended is believed.
    expect(await lead('127.0.0.1', '203.0.113.1')).toBe(201);
  });

  it('limits the uploads of such a client as the one client it is', async () => {
    const { bytes, contentType } = await encodeForm(rmaForm([ONE_MB_VIDEO]));
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(await send('127.0.5.2', `192.0.2.${i + 1}`, { path: rmaRequest.path, 'content-type': contentType, 'idempotency-key': crypto.randomUUID(), 'x-install-id': crypto.randomUUID() }, bytes));
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
