// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitRmaFiles } from '../testing/rma-rows';
import { startS3Server } from '../testing/s3';
import { createTestDatabase } from '../testing/test-database';
import { localUploadStore } from './local-upload-store';
import { storedNameFor, UPLOAD_CLAIM_MS, uploadsDirOf } from './storage';
import { sweepUploadsEvery } from './sweeper';
import type { UploadStore } from './upload-store';

type Opened = { store: UploadStore; close(): Promise<void> };

/** Each store the server can keep uploads in; the bucket's sweep takes any orphan, however young. */
const STORES: [string, (dataDir: string) => Promise<Opened>][] = [
  ['the uploads folder', async (dataDir) => ({ store: localUploadStore(uploadsDirOf(dataDir)), close: async () => {} })],
  [
    'an S3-compatible bucket',
    async () => {
      const s3 = await startS3Server();
      return { store: s3.store({ orphanAgeMs: 0 }), close: s3.close };
    },
  ],
];

describe.each(STORES)('the upload store: %s', (_name, open) => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: Opened;
  let store: UploadStore;

  const write = async (bytes: Buffer) => {
    const storedName = storedNameFor('image/png');
    const sink = store.write(storedName, 'image/png');
    await pipeline(Readable.from([bytes]), sink.stream);
    await sink.stored;
    return storedName;
  };
  const read = async (storedName: string) => {
    const file = await store.open(storedName);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks), size: file.size };
  };
  const backedUp = async () => {
    const folder = fs.mkdtempSync(path.join(t.dataDir, 'copy-'));
    const report = await store.copyInto(path.join(folder, 'uploads'));
    return { report, names: fs.readdirSync(path.join(folder, 'uploads'), { recursive: true, encoding: 'utf8' }) };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    opened = await open(t.dataDir);
    store = opened.store;
  });
  afterAll(async () => {
    await opened?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('rma_files').execute();
    await t.db.deleteFrom('rmas').execute();
    // Every file is an orphan now: each test starts from an empty store.
    await store.sweep(t.db);
  });

  it('gives back a placed file byte for byte, and copies it for a backup', async () => {
    const bytes = Buffer.from('bytes of a committed photo');
    const storedName = await write(bytes);
    await commitRmaFiles(t.db, storedName);
    await store.place([storedName]);
    expect(await read(storedName)).toEqual({ bytes, size: bytes.length });
    expect((await backedUp()).names).toContain(storedName);
  });

  it('keeps nothing of an aborted write, and nothing a removal names', async () => {
    const aborted = storedNameFor('image/png');
    const sink = store.write(aborted, 'image/png');
    sink.stream.write(Buffer.from('half a photo'));
    sink.abort();
    await expect(sink.stored).rejects.toThrow();
    const removed = await write(Buffer.from('a photo of a request that failed'));
    await store.remove([removed, storedNameFor('image/png')]);
    expect((await backedUp()).report.files).toBe(0);
  });

  it('sweeps a file no row names and keeps the ones rows name', async () => {
    const kept = await write(Buffer.from('committed'));
    await commitRmaFiles(t.db, kept);
    await store.place([kept]);
    const orphan = await write(Buffer.from('left by a crash before the commit'));
    expect((await store.sweep(t.db)).removed).toBe(1);
    expect(await read(orphan)).toBeNull();
    expect(await read(kept)).not.toBeNull();
  });

  it('writes and deletes a probe, leaving nothing behind', async () => {
    await store.probe();
    expect((await backedUp()).names.filter((name) => name.includes('.ready-'))).toEqual([]);
  });
});

describe('the sweep while the server runs: the uploads folder', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes what a killed upload left once past the claim window, and leaves an upload in flight alone', async () => {
    const uploadsDir = uploadsDirOf(t.dataDir);
    const store = localUploadStore(uploadsDir);
    const incomingFile = (name: string) => path.join(uploadsDir, 'incoming', name);
    const writeIncoming = async (bytes: string) => {
      const storedName = storedNameFor('image/png');
      const sink = store.write(storedName, 'image/png');
      await pipeline(Readable.from([Buffer.from(bytes)]), sink.stream);
      await sink.stored;
      return storedName;
    };
    // Written before the claim window: one a killed request left, one whose request committed just before the kill.
    const longAgo = (Date.now() - UPLOAD_CLAIM_MS - 60_000) / 1000;
    const orphan = await writeIncoming('left by a killed upload');
    const committed = await writeIncoming('committed, then killed before the rename');
    await commitRmaFiles(t.db, committed);
    for (const name of [orphan, committed]) fs.utimesSync(incomingFile(name), longAgo, longAgo);
    // A file of a request still streaming: written now, no row yet.
    const inFlight = await writeIncoming('the first file of a request in flight');

    const stop = sweepUploadsEvery(t.db, store, { everyMs: 50 });
    try {
      await expect.poll(() => fs.existsSync(incomingFile(orphan)), { timeout: 10_000 }).toBe(false);
    } finally {
      await stop();
    }
    expect(fs.existsSync(path.join(uploadsDir, committed))).toBe(true);
    expect(fs.existsSync(incomingFile(inFlight))).toBe(true);
  });
});
