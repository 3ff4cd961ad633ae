import type { Hono } from 'hono';
import type { Db } from '../db/connection';
import { setAdminPassword } from '../admin/password';

export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * Sets the staff password, signs in through the API and returns a fetch for /api/admin that
 * carries the session cookie and, on writes, the CSRF token, as the /admin page does.
 */
export async function signedInStaff(app: Hono, db: Db) {
  await setAdminPassword(db, TEST_PASSWORD);
  const response = await app.request('/api/admin/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    if (init.method && init.method !== 'GET') headers.set('x-csrf-token', csrfToken);
    return app.request(`/api/admin${path}`, { ...init, headers });
  };
  return {
    cookie,
    csrfToken,
    request,
    json: (path: string, method: string, body: unknown) =>
      request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
