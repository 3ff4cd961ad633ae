import type { Hono } from 'hono';
import type { Db } from '../db/connection';
import { setAdminPassword } from '../admin/password';

export const TEST_PASSWORD = 'correct horse battery staple';

/** Sends a request to a path of the server (`/api/...`): an in-process app or a real one over HTTP. */
export type RequestTo = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Signs in through the API with TEST_PASSWORD and returns a fetch for /api/admin that carries
 * the session cookie and, on writes, the CSRF token, as the /admin page does.
 */
export async function signInAsStaff(send: RequestTo) {
  const response = await send('/api/admin/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  /** The same session on another server sharing the database (`send` by default). */
  const requestVia = (to: RequestTo) => (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    if (init.method && init.method !== 'GET') headers.set('x-csrf-token', csrfToken);
    return to(`/api/admin${path}`, { ...init, headers });
  };
  const request = requestVia(send);
  return {
    cookie,
    csrfToken,
    request,
    requestVia,
    json: (path: string, method: string, body: unknown) =>
      request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}

/** Sets the staff password, then signs in to the in-process app (signInAsStaff). */
export async function signedInStaff(app: Hono, db: Db) {
  await setAdminPassword(db, TEST_PASSWORD);
  return signInAsStaff((path, init) => Promise.resolve(app.request(path, init)));
}
