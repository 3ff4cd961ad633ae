import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Db } from '../db/connection';

const KEY_LENGTH = 64;
const COST: ScryptOptions = { N: 16384, r: 8, p: 1 };

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt$N$r$p$salt$key, so a later change of cost still verifies older hashes. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function storedPasswordHash(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('admin_password').select('hash').where('id', '=', 1).executeTakeFirst();
  return row?.hash;
}

/** Replaces the staff password; every session signed in with the old one ends. */
export async function setAdminPassword(db: Db, password: string) {
  const hash = await hashPassword(password);
  const updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_password')
      .values({ id: 1, hash, updated_at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ hash, updated_at }))
      .execute();
    await trx.deleteFrom('admin_sessions').execute();
  });
}

/** ADMIN_PASSWORD names another password than the stored one, and no rotation was asked for. */
export class AdminPasswordMismatch extends Error {
  constructor() {
    super(
      'ADMIN_PASSWORD is not the staff password stored in the database (set by another instance or an earlier start). ' +
        'Replacing it would sign every staff member out, so this instance does not start. Give it the same ADMIN_PASSWORD as the others, ' +
        'or, to change the password on purpose, start it once with ADMIN_PASSWORD_ROTATE=1 and then give every instance the new one.',
    );
  }
}

/**
 * At start. ADMIN_PASSWORD, when set and nothing is stored yet, becomes the password (stored
 * hashed). When one is stored and ADMIN_PASSWORD names another, the start is refused with
 * AdminPasswordMismatch, unless `rotate` (ADMIN_PASSWORD_ROTATE=1) says to replace it: with
 * several instances on one database, one started with an old or mistyped setting would
 * otherwise take the password over and sign every staff member out (decision 213). When
 * ADMIN_PASSWORD is unset and no password was ever stored, one is generated, stored hashed and
 * returned so the caller prints it once; it cannot be shown again, only replaced.
 */
export async function ensureAdminPassword(
  db: Db,
  configured: string | undefined,
  { rotate = false }: { rotate?: boolean } = {},
): Promise<{ generated?: string; rotated?: boolean }> {
  const stored = await storedPasswordHash(db);
  if (configured) {
    if (stored && (await verifyPassword(configured, stored))) return {};
    if (stored) {
      if (!rotate) throw new AdminPasswordMismatch();
      await setAdminPassword(db, configured);
      return { rotated: true };
    }
    // Only if still none is stored: of two servers starting together, the second checks its
    // setting against the first's rather than replace it.
    const inserted = await insertIfNone(db, configured);
    if (!inserted) return ensureAdminPassword(db, configured, { rotate });
    return {};
  }
  if (stored) return {};
  const generated = randomBytes(15).toString('base64url');
  // Only if still none is stored: of two servers starting together on one PostgreSQL, the one
  // whose password is kept prints it, and the other prints none rather than one that fails.
  return (await insertIfNone(db, generated)) ? { generated } : {};
}

async function insertIfNone(db: Db, password: string) {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('admin_password')
    .values({ id: 1, hash: await hashPassword(password), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(numInsertedOrUpdatedRows) > 0;
}
