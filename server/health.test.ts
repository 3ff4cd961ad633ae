// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';
import { uploadsDirOf } from './rma/storage';
import { localUploadStore } from './rma/local-upload-store';
import { rmaRequest } from '../src/shared/schemas/rma';
import { encodeForm, rmaForm } from './testing/rma-form';

const PHOTO = { data: fs.readFileSync(new URL('../tests/fixtures/ballast.png', import.meta.url)), type: 'image/png', name: 'ballast.png' };

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

  it('stays ready, reporting storage without naming a path, when uploads cannot be written, and answers uploads 503', async () => {
    const { app, dataDir } = await start();
    // Where the uploads folder should be stands a file: nothing can be stored under it.
    fs.writeFileSync(uploadsDirOf(dataDir), 'not a folder');
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    const body = await ready.text();
    expect(JSON.parse(body)).toEqual({ status: 'degraded', checks: { database: 'ok', storage: 'failed' } });
    expect(body).not.toContain(dataDir);
    expect((await app.request('/healthz')).status).toBe(200);

    const { bytes, contentType } = await encodeForm(rmaForm([PHOTO]));
    const upload = await app.request(rmaRequest.path, { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() }, body: bytes });
    expect(upload.status).toBe(503);
    expect(Number(upload.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers an upload 503 with Retry-After when the store fails it after a good check', async () => {
    const { app, dataDir } = await start();
    expect((await app.request('/readyz')).status).toBe(200);
    // The store fails between the kept check and the upload: nothing is wrong with the file.
    const incoming = path.join(uploadsDirOf(dataDir), 'incoming');
    fs.rmSync(incoming, { recursive: true });
    fs.writeFileSync(incoming, 'not a folder');
    const { bytes, contentType } = await encodeForm(rmaForm([PHOTO]));
    const upload = await app.request(rmaRequest.path, { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() }, body: bytes });
    expect(upload.status).toBe(503);
    expect(Number(upload.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('probes storage once for checks close together, not once per check', async () => {
    const testApp = await createTestApp({ seed: false });
    close = testApp.close;
    const store = localUploadStore(uploadsDirOf(testApp.dataDir));
    let probes = 0;
    const counted = await createTestApp({ seed: false, uploadStore: { ...store, probe: () => ((probes += 1), store.probe()) } });
    const closeBoth = close;
    close = async () => {
      await counted.close();
      await closeBoth();
    };
    for (let n = 0; n < 10; n++) expect((await counted.app.request('/readyz')).status).toBe(200);
    expect(probes).toBe(1);
  });

  it('is not ready when the database does not answer', async () => {
    const { app, db } = await start();
    await db.destroy();
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body).toEqual({ status: 'not ready', checks: { database: 'failed', storage: 'ok' } });
  });

  it('leaves no probe file behind', async () => {
    const { app, dataDir } = await start();
    await app.request('/readyz');
    const left = fs.readdirSync(uploadsDirOf(dataDir), { recursive: true, encoding: 'utf8' });
    expect(left.filter((name) => name.includes('.ready-'))).toEqual([]);
  });
});
