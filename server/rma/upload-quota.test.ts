// @vitest-environment node
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { readConfig } from '../config';
import { encodeForm, ONE_MB_VIDEO, rmaForm } from '../testing/rma-form';
import { createTestApp } from '../testing/test-app';
import { uploadsDirOf } from './storage';

const MB = 1024 * 1024;

describe('upload bytes per client and the disk’s reserve', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let body: Awaited<ReturnType<typeof encodeForm>>;
  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A valid return with a 1MB video: about 1MB on the wire.
    body = await encodeForm(rmaForm([ONE_MB_VIDEO]));
  });
  afterAll(() => vi.restoreAllMocks());
  afterEach(() => t.close());

  const upload = (installId: string, bytes = body.bytes) =>
    t.app.request(rmaRequest.path, {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'content-length': String(bytes.length), 'idempotency-key': crypto.randomUUID(), 'x-install-id': installId },
      body: bytes,
    });
  const rmas = async () => Number((await t.db.selectFrom('rmas').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const filesOnDisk = () => fs.readdirSync(uploadsDirOf(t.dataDir), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  it('answers 429 with Retry-After to an install over its bytes for the hour, and still takes another install’s', async () => {
    t = await createTestApp({ seed: false, uploadLimits: { perInstallBytesPerHour: 2.5 * MB, now: () => 0 } });
    const tablet = crypto.randomUUID();
    expect((await upload(tablet)).status).toBe(201);
    expect((await upload(tablet)).status).toBe(201);
    const refused = await upload(tablet);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('Too many requests'), details: { limit: 'upload-bytes-per-install' } });
    expect(await rmas()).toBe(2);
    expect((await upload(crypto.randomUUID())).status).toBe(201);
  });

  it('counts the bytes of uploads it refused', async () => {
    t = await createTestApp({ seed: false, uploadLimits: { perInstallBytesPerHour: 2.5 * MB, now: () => 0 } });
    const tablet = crypto.randomUUID();
    const broken = Buffer.from(body.bytes.toString('latin1').replace('name="email"\r\n\r\ndana@example.com', 'name="email"\r\n\r\nnot-an-email'), 'latin1');
    expect((await upload(tablet, broken)).status).toBe(400);
    expect((await upload(tablet, broken)).status).toBe(400);
    expect((await upload(tablet)).status).toBe(429);
  });

  it('answers 429 to an address over its bytes for the hour, whatever install ids it invents', async () => {
    t = await createTestApp({ seed: false, uploadLimits: { perAddressBytesPerHour: 3.5 * MB, now: () => 0 } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await upload(crypto.randomUUID())).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('answers 507 with Retry-After, and writes nothing, when the upload would eat into the disk’s reserve', async () => {
    const { bavail, bsize } = await fs.promises.statfs(fs.realpathSync('/tmp'));
    // More than is free now, by a margin for what other processes free in the meantime.
    t = await createTestApp({ seed: false, uploadLimits: { diskReserveBytes: bavail * bsize + 256 * MB } });
    const refused = await upload(crypto.randomUUID());
    expect(refused.status).toBe(507);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'The server is short of storage space. Please try again later.', details: { storage: 'insufficient' } });
    expect(await rmas()).toBe(0);
    expect(filesOnDisk()).toBe(0);
  });

  it('keeps 2GB free unless DISK_RESERVE_MB says otherwise', () => {
    expect(readConfig({}).diskReserveBytes).toBe(2048 * MB);
    expect(readConfig({ DISK_RESERVE_MB: '500' }).diskReserveBytes).toBe(500 * MB);
  });
});
