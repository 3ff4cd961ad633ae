// @vitest-environment node
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';
import { uploadsDirOf } from './rma/storage';

describe('health and readiness, for a load balancer', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });
  const start = async () => {
    const testApp = await createTestApp({ seed: false });
    close = testApp.close;
    return testApp;
  };

  it('says the process is alive and ready when the database answers and uploads can be written', async () => {
    const { app } = await start();
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });

    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('is not ready, and says why, when uploads cannot be written', async () => {
    const { app, dataDir } = await start();
    // Where the uploads folder should be stands a file: nothing can be stored under it.
    fs.writeFileSync(uploadsDirOf(dataDir), 'not a folder');
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body).toMatchObject({ status: 'not ready', checks: { database: 'ok' } });
    expect(body.checks.storage).toMatch(/EEXIST|ENOTDIR/);
    // Alive all the same: restarting it would not help.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const { app, db } = await start();
    await db.destroy();
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body).toMatchObject({ status: 'not ready', checks: { storage: 'ok' } });
    expect(body.checks.database).not.toBe('ok');
  });

  it('leaves no probe file behind', async () => {
    const { app, dataDir } = await start();
    await app.request('/readyz');
    const left = fs.readdirSync(uploadsDirOf(dataDir), { recursive: true, encoding: 'utf8' });
    expect(left.filter((name) => name.includes('.ready-'))).toEqual([]);
  });
});
