// @vitest-environment node
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { MAX_JSON_BODY_BYTES } from './body-limit';

/** Sends bytes exactly as written over a socket, and reads the status line of the answer. */
function rawRequest(port: number, head: string, body: string | Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head.replace(/\n/g, '\r\n') + '\r\n');
      // No half-close after the body: Node's server drops a request whose client has closed its
      // side before the answer is written, which a handler waiting on the database would lose.
      socket.write(body);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    // The server may answer and close before it has read all we send.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), text: answer }));
  });
}

const chunked = (payload: Buffer) => `${payload.length.toString(16)}\r\n${payload.toString('latin1')}\r\n0\r\n\r\n`;

describe('request body caps over real HTTP (hono ≥ 4.12.16)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerType;
  let port: number;
  const leads = async () => Number((await t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const oversized = () =>
    Buffer.from(JSON.stringify({ name: 'Dana', email: 'dana@example.com', phone: '555', country: 'Canada', state: 'Ontario', customer_type_website: 'hobbyist', pad: 'x'.repeat(MAX_JSON_BODY_BYTES) }));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers 413 JSON to a declared Content-Length over the cap, before reading the body', async () => {
    const { status, text } = await rawRequest(
      port,
      `POST /api/catalog HTTP/1.1\nHost: shop.test\nContent-Type: application/json\nContent-Length: ${MAX_JSON_BODY_BYTES + 1}\nConnection: close\n`,
      '{',
    );
    expect(status).toBe(413);
    expect(text).toContain('"error":"The request is too large"');
  });

  it('answers 413 to a chunked body that grows past the cap', async () => {
    const { status } = await rawRequest(
      port,
      'POST /api/catalog HTTP/1.1\nHost: shop.test\nContent-Type: application/json\nTransfer-Encoding: chunked\nConnection: close\n',
      chunked(oversized()),
    );
    expect(status).toBe(413);
    expect(await leads()).toBe(0);
  });

  it('never lets a small Content-Length smuggle a larger chunked body in', async () => {
    const { status } = await rawRequest(
      port,
      'POST /api/catalog HTTP/1.1\nHost: shop.test\nContent-Type: application/json\nContent-Length: 10\nTransfer-Encoding: chunked\nConnection: close\n',
      chunked(oversized()),
    );
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await leads()).toBe(0);
  });

  it('still takes a chunked body under the cap', async () => {
    const lead = Buffer.from(JSON.stringify({ name: 'Dana Reyes', email: 'dana@example.com', phone: '555-0100', country: 'Canada', state: 'Ontario', customer_type_website: 'hobbyist' }));
    const { status } = await rawRequest(
      port,
      'POST /api/catalog HTTP/1.1\nHost: shop.test\nContent-Type: application/json\nTransfer-Encoding: chunked\nConnection: close\n',
      chunked(lead),
    );
    expect(status).toBe(201);
    expect(await leads()).toBe(1);
  });

  it('stops reading an endless chunked JSON body soon after the cap (in process)', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024;
        if (pulled > 1024 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const response = await t.app.request('/api/catalog', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(MAX_JSON_BODY_BYTES + 256 * 1024);
  });
});
