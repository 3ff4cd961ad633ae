// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { TEST_PASSWORD } from '../testing/staff';
import { setAdminPassword } from './password';

/** A connection from this address, as the Node server hands it to the app. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } } });

describe('staff on a browser they signed in on before, while strangers guess', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await createTestApp({ seed: false, trustProxy: ['127.0.0.1'] });
    await setAdminPassword(t.db, TEST_PASSWORD);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const signIn = (password: string, address: string, cookie?: string) =>
    t.app.request(
      '/api/admin/session',
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ password }) },
      from('127.0.0.1'),
    );
  const deviceCookieOf = (answer: Response) => {
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('verdant_device='));
    return cookie ? { header: cookie, pair: cookie.split(';')[0]! } : undefined;
  };

  let device = '';

  it('gives a browser that signs in a device cookie only the staff API gets, which no script reads', async () => {
    const answer = await signIn(TEST_PASSWORD, '198.51.100.10');
    expect(answer.status).toBe(200);
    const cookie = deviceCookieOf(answer)!;
    expect(cookie.header).toMatch(/^verdant_device=[\w-]{40,};/);
    expect(cookie.header).toContain('HttpOnly');
    expect(cookie.header).toContain('SameSite=Strict');
    expect(cookie.header).toContain('Path=/api/admin');
    device = cookie.pair;
  });

  it('lets that browser sign in every time while guessers from many addresses have used up what strangers may try', async () => {
    // Four addresses, then a hundred, guessing as fast as they are let.
    const guesses = await Promise.all(Array.from({ length: 400 }, (_, i) => signIn(`guess ${i}`, `203.0.113.${i % 100}`)));
    expect(guesses.filter((answer) => answer.status === 429).length).toBeGreaterThan(350);
    expect((await signIn(TEST_PASSWORD, '192.0.2.44')).status).toBe(429);

    const staffAnswers = [];
    for (let i = 0; i < 12; i++) {
      const answer = await signIn(TEST_PASSWORD, `192.0.2.${100 + i}`, device);
      staffAnswers.push(answer.status);
      // Each sign-in renews the cookie; the browser keeps the new one.
      device = deviceCookieOf(answer)?.pair ?? device;
    }
    expect(staffAnswers).toEqual(Array(12).fill(200));
  });

  it('holds a browser with a device cookie to its own wrong passwords, and a made-up cookie to the strangers’ limits', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('wrong', '192.0.2.200', device)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await signIn(TEST_PASSWORD, '192.0.2.201', 'verdant_device=made-up-token-value')).status).toBe(429);
  });
});
