// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { TEST_PASSWORD } from '../testing/staff';
import { setAdminPassword } from './password';

/** A connection from this address, as the Node server hands it to the app. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } } });

/** For the describe block that calls it: an app of its own behind one proxy, with the staff password set. */
function appBehindOneProxy() {
  const running = {} as { t: Awaited<ReturnType<typeof createTestApp>> };
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    running.t = await createTestApp({ seed: false, trustProxy: true });
    await setAdminPassword(running.t.db, TEST_PASSWORD);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await running.t.close();
  });
  return running;
}

describe('staff sign-in against guessers with many addresses', () => {
  const staff = appBehindOneProxy();

  const signIn = (password: string, headers: Record<string, string> = {}, peer = '127.0.0.1') =>
    staff.t.app.request('/api/admin/session', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ password }) }, from(peer));

  it('checks at most twenty wrong passwords at once from all addresses together, then answers 429 to everyone', async () => {
    // 100 addresses behind the proxy, five guesses each, all at once.
    const guesses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => signIn(`guess ${i}`, { 'x-forwarded-for': `198.51.100.${i % 100}` })),
    );
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(480);
    const limited = guesses.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // The right password waits too, from a fresh address: a guesser cannot tell it apart.
    const right = await signIn(TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.50' });
    expect(right.status).toBe(429);
    expect(((await right.json()) as { details: { limit: string } }).details.limit).toBe('admin-sign-in-failures');
  }, 60_000);
});

describe('X-Forwarded-For is believed only from the configured proxy', () => {
  const staff = appBehindOneProxy();

  const signIn = (forwardedFor: string, peer: string) =>
    staff.t.app.request(
      '/api/admin/session',
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify({ password: 'wrong' }) },
      from(peer),
    );

  it('ignores the header from a client that reaches the port directly: a new forged address per guess is still one address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(`192.0.2.${i}`, '203.0.113.9')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('believes the address the proxy on this host appended, whatever the client wrote before it', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(`192.0.2.${i}, 198.51.100.77`, '127.0.0.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn('198.51.100.78', '127.0.0.1')).status).toBe(401);
  });
});
