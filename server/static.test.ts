// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { migrate, openDatabase, type Db } from './db/connection';

describe('serving the built app', () => {
  let dir: string;
  let db: Db;
  let app: ReturnType<typeof createApp>;
  const script = 'console.log("verdant");'.repeat(100);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-static-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(script));
    db = openDatabase(path.join(dir, 'data'));
    await migrate(db);
    app = createApp({ db, dataDir: path.join(dir, 'data'), distDir: dist });
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the precompressed variant the browser accepts, cached for a year', async () => {
    const br = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gzip = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates the shell and the worker on every load', async () => {
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/index.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with the shell and missing files with 404', async () => {
    const route = await app.request('/product/IL-L1050MS');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await app.request('/assets/missing-file.js')).status).toBe(404);
  });
});
