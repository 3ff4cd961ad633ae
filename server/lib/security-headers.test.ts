// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD as LEAD } from '../testing/lead';
import { createTestApp } from '../testing/test-app';

describe('security headers and origins', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let proxied: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, allowedOrigins: ['https://partner.example'] });
    proxied = await createTestApp({ seed: false, trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const postLead = (app: typeof t.app, url: string, headers: Record<string, string>) =>
    app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
      body: JSON.stringify(LEAD),
    });

  it.each(['/api/products', '/api/nowhere', '/shop/some-page', '/missing.js'])('sends the policy and the other headers on %s', async (url) => {
    const response = await t.app.request(`http://shop.test${url}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS only over TLS: the URL scheme, or a trusted proxy saying so', async () => {
    expect((await t.app.request('https://shop.test/api/products')).headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect((await t.app.request('http://shop.test/api/products', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await proxied.app.request('http://shop.test/api/products', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  });

  it('takes writes from its own pages and from clients that send no Origin', async () => {
    expect((await postLead(t.app, 'http://shop.test/api/catalog', { origin: 'http://shop.test', host: 'shop.test' })).status).toBe(201);
    expect((await postLead(t.app, 'http://shop.test/api/catalog', {})).status).toBe(201);
  });

  it('refuses a write from another site with 403 JSON and stores nothing', async () => {
    const before = await t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const origin of ['https://evil.example', 'null', 'http://shop.test.evil.example']) {
      const response = await postLead(t.app, 'http://shop.test/api/catalog', { origin, host: 'shop.test' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Requests from other sites are not accepted', details: { origin } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const after = await t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('shares the API with the ALLOWED_ORIGINS only', async () => {
    const preflight = (origin: string) =>
      t.app.request('http://shop.test/api/catalog', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key, x-install-id' },
      });
    const allowed = await preflight('https://partner.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

    const write = await postLead(t.app, 'http://shop.test/api/catalog', { origin: 'https://partner.example', host: 'shop.test' });
    expect(write.status).toBe(201);
    expect(write.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('trusts the browser calling a write same-origin, even when a proxy rewrote the Host', async () => {
    const headers = { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:8080' };
    expect((await postLead(t.app, 'http://127.0.0.1:8080/api/catalog', { ...headers, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await postLead(t.app, 'http://127.0.0.1:8080/api/catalog', { ...headers, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('behind a trusted proxy, knows its public host from X-Forwarded-Host', async () => {
    const response = await postLead(proxied.app, 'http://127.0.0.1:8080/api/catalog', {
      origin: 'https://shop.example.com',
      host: '127.0.0.1:8080',
      'x-forwarded-host': 'shop.example.com',
    });
    expect(response.status).toBe(201);
  });
});
