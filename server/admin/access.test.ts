// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { signedInStaff, TEST_PASSWORD } from '../testing/staff';
import { setAdminPassword } from './password';

/** Every /api/admin endpoint but sign-in, with a body where it takes one. */
const ENDPOINTS: [method: string, path: string][] = [
  ['GET', '/session'],
  ['DELETE', '/session'],
  ['GET', '/leads'],
  ['GET', '/leads.csv'],
  ['PUT', '/leads/1/handled'],
  ['GET', '/rmas'],
  ['GET', '/rmas.csv'],
  ['GET', '/rmas/1'],
  ['PUT', '/rmas/1/handled'],
  ['GET', '/rmas/1/files/1'],
  ['GET', '/subscriptions'],
  ['GET', '/subscriptions.csv'],
  ['GET', '/mail'],
  ['GET', '/mail.csv'],
  ['GET', '/products'],
  ['GET', '/products.csv'],
  ['PUT', '/products/1/stock'],
  ['POST', '/mail/resend'],
  ['POST', '/products/import'],
];


describe('/api/admin access rules', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await signedInStaff(t.app, t.db);
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.app.request(`/api/admin${url}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in', details: {} });
  });

  it.each(ENDPOINTS)('%s %s answers 401 with a made-up session cookie', async (method, url) => {
    const response = await t.app.request(`/api/admin${url}`, { method, headers: { cookie: 'verdant_staff=forged-token-value' } });
    expect(response.status).toBe(401);
  });

  it('signs in with the password: an HttpOnly, SameSite=Strict cookie scoped to /api/admin', async () => {
    const response = await t.app.request('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^verdant_staff=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect((await response.json()) as object).toEqual({ csrfToken: expect.stringMatching(/^[\w-]{40,}$/) });
  });

  it('refuses a write without the CSRF token, or with another one', async () => {
    const { id } = (await (await t.postJson('/api/catalog', lead)).json()) as { id: number };
    const put = (headers: Record<string, string>) =>
      t.app.request(`/api/admin/leads/${id}/handled`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: staff.cookie, ...headers },
        body: JSON.stringify({ handled: true }),
      });
    const wrongTokens: Record<string, string>[] = [{}, { 'x-csrf-token': 'not-the-token' }, { 'x-csrf-token': `${staff.csrfToken}x` }];
    for (const headers of wrongTokens) {
      const refused = await put(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'The request is missing its CSRF token', details: { header: 'x-csrf-token' } });
    }
    const row = await t.db.selectFrom('leads').select('handled_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();

    // Even with the token, a page of another site is refused by its Origin.
    const crossSite = await put({ 'x-csrf-token': staff.csrfToken, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);

    const accepted = await put({ 'x-csrf-token': staff.csrfToken });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { handled_at: string }).handled_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('signs out: the cookie no longer opens anything', async () => {
    const other = await signedInStaff(t.app, t.db);
    expect((await other.request('/leads')).status).toBe(200);
    const signOut = await other.request('/session', { method: 'DELETE' });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(/verdant_staff=;.*Max-Age=0/);
    expect((await other.request('/leads')).status).toBe(401);
  });

  it('ends every session when the password changes', async () => {
    const other = await signedInStaff(t.app, t.db);
    await setAdminPassword(t.db, 'a new password for staff');
    expect((await other.request('/leads')).status).toBe(401);
    staff = await signedInStaff(t.app, t.db);
  });
});

describe('sign-in rate limit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await setAdminPassword(t.db, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  const signIn = (password: string) =>
    t.app.request('/api/admin/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });

  it('answers 401 to a wrong password, then 429 with Retry-After once the attempts run out', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(`guess ${attempt}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: 'Wrong password', details: { password: 'Wrong password' } });
      expect(wrong.headers.get('set-cookie')).toBeNull();
    }
    const limited = await signIn('guess 6');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { details: { limit: string } }).details.limit).toBe('admin-sign-in');
    // The right password waits too: a guesser cannot tell it apart.
    expect((await signIn(TEST_PASSWORD)).status).toBe(429);
  });

  it('answers 400 to a sign-in without a password', async () => {
    const t2 = await createTestApp({ seed: false });
    try {
      const response = await t2.app.request('/api/admin/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Password is required', details: { password: 'Password is required' } });
    } finally {
      await t2.close();
    }
  });
});
