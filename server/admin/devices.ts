import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/connection';

/**
 * Browsers staff have signed in on. Each gets a device cookie at a successful sign-in; a
 * sign-in that brings a live one is limited by its own count of wrong passwords rather than by
 * the limits every stranger shares, so guessers elsewhere never keep staff out (decision 234).
 * The database keeps only the token's SHA-256, as it does for sessions.
 */

const DEVICE_COOKIE = 'verdant_device';
/** Long enough that a tablet used weekly stays known; each sign-in on it starts the time again. */
const DEVICE_DAYS = 180;
/** Sent only to the staff API, as the session cookie is. */
const COOKIE_PATH = '/api/admin';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The device's key for its own limit (its token's hash) if it brings a cookie the server gave and that is still live. */
export async function knownDevice(db: Db, c: Context): Promise<string | null> {
  const token = getCookie(c, DEVICE_COOKIE);
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom('staff_devices')
    .select('token_hash')
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row?.token_hash ?? null;
}

/** After a successful sign-in: a new device cookie (the old one, if any, is dropped), and expired ones swept. */
export async function rememberDevice(db: Db, c: Context, secure: boolean) {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DEVICE_DAYS * 24 * 3_600_000);
  const previous = getCookie(c, DEVICE_COOKIE);
  await db.deleteFrom('staff_devices').where('expires_at', '<=', now.toISOString()).execute();
  if (previous && previous.length <= 100) await db.deleteFrom('staff_devices').where('token_hash', '=', hashOf(previous)).execute();
  await db.insertInto('staff_devices').values({ token_hash: hashOf(token), created_at: now.toISOString(), expires_at: expiresAt.toISOString() }).execute();
  setCookie(c, DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: COOKIE_PATH, expires: expiresAt });
}
