import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/connection';

const SESSION_COOKIE = 'verdant_staff';
/** A working day; signing in again after it is a small price for a stolen cookie expiring. */
const SESSION_HOURS = 12;
/** The cookie goes only with requests to the staff API, never with storefront pages or assets. */
const COOKIE_PATH = '/api/admin';

export interface StaffSession {
  tokenHash: string;
  csrfToken: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: hashOf(token), csrf_token: csrfToken, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, csrfToken, expiresAt };
}

export async function findSession(db: Db, token: string): Promise<StaffSession | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .select(['token_hash', 'csrf_token'])
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row && { tokenHash: row.token_hash, csrfToken: row.csrf_token };
}

export async function endSession(db: Db, session: StaffSession) {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', session.tokenHash).execute();
}

export const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure over HTTPS. */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: COOKIE_PATH, expires: expiresAt });
}

export const sessionTokenOf = (c: Context) => getCookie(c, SESSION_COOKIE);

export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure });
}
