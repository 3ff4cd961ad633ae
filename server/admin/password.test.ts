// @vitest-environment node
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../tests/e2e/support/server';
import { createTestDatabase } from '../testing/test-database';
import { signInAsStaff, TEST_PASSWORD, type RequestTo } from '../testing/staff';
import { createSession, findSession } from './sessions';
import { AdminPasswordMismatch, ensureAdminPassword, setAdminPassword, storedPasswordHash, verifyPassword } from './password';

/** Runs the real server until it exits by itself, with what it wrote to stderr. */
const runUntilExit = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // A server that started would never exit: it is stopped, and the test sees a signal, not a code.
    const stop = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(stop);
      resolve({ code, stderr });
    });
  });

describe('ADMIN_PASSWORD against the password already stored', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses to start an instance whose ADMIN_PASSWORD differs, saying how to rotate, and signs no one out', async () => {
    t = await createTestDatabase();
    await setAdminPassword(t.db, TEST_PASSWORD);
    const { token } = await createSession(t.db);
    const stored = await storedPasswordHash(t.db);

    const { code, stderr } = await runUntilExit({ DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl ?? '', ADMIN_PASSWORD: 'an old password from another deploy' });
    expect(code).toBe(1);
    expect(stderr).toContain('ADMIN_PASSWORD is not the staff password stored in the database');
    expect(stderr).toContain('ADMIN_PASSWORD_ROTATE=1');
    expect(await storedPasswordHash(t.db)).toBe(stored);
    expect(await findSession(t.db, token)).toBeDefined();
  }, 90_000);

  it('replaces it when ADMIN_PASSWORD_ROTATE=1 says so, and the new password signs in', async () => {
    t = await createTestDatabase();
    await setAdminPassword(t.db, 'the previous password');
    const server = await startServer({ dataDir: t.dataDir, env: { DATABASE_URL: t.databaseUrl ?? '', ADMIN_PASSWORD: TEST_PASSWORD, ADMIN_PASSWORD_ROTATE: '1' } });
    try {
      const send: RequestTo = (path, init) => fetch(`${server.url}${path}`, init);
      await expect(signInAsStaff(send)).resolves.toBeDefined();
    } finally {
      await server.stop();
    }
  }, 90_000);

  it('keeps the stored password and its sessions when ADMIN_PASSWORD is the same', async () => {
    t = await createTestDatabase();
    await setAdminPassword(t.db, TEST_PASSWORD);
    const { token } = await createSession(t.db);
    expect(await ensureAdminPassword(t.db, TEST_PASSWORD)).toEqual({});
    expect(await findSession(t.db, token)).toBeDefined();
  });

  it('of two instances first started together with different passwords, keeps one and refuses the other', async () => {
    t = await createTestDatabase();
    const other = t.databaseUrl ? (await import('../db/connection')).openDatabase(t.dataDir, t.databaseUrl) : t.db;
    try {
      const outcomes = await Promise.allSettled([ensureAdminPassword(t.db, 'first password'), ensureAdminPassword(other, 'second password')]);
      expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(AdminPasswordMismatch);
      const kept = outcomes[0]!.status === 'fulfilled' ? 'first password' : 'second password';
      expect(await verifyPassword(kept, (await storedPasswordHash(t.db))!)).toBe(true);
    } finally {
      if (other !== t.db) await other.destroy();
    }
  });
});
