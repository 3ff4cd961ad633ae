// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueRequest } from '../../src/shared/schemas/leads';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { CATALOGUE_LEAD } from '../testing/lead';
import { backup } from '../backup';
import { encodeForm, rmaForm } from '../testing/rma-form';
import { startS3Server, type TestS3Server } from '../testing/s3';
import { signedInStaff } from '../testing/staff';
import { createTestApp } from '../testing/test-app';
import { s3ClientFor, s3UploadStore } from './s3-upload-store';
import { storedNameFor } from './storage';
import { sweepUploadsEvery } from './sweeper';

const MB = 1024 * 1024;
const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/ballast.png'));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A video the sniffer takes (ISO media's `ftyp` box first), of several multipart parts. */
const video = (bytes: number) => Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42'), randomBytes(bytes - 12)]);
/** A body as a network delivers it, a piece at a time (a Blob body arrives as one piece), cut off after `cutAt` bytes if given. */
const inChunks = (bytes: Buffer, cutAt = Infinity) => {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= cutAt) return controller.error(new Error('The connection dropped'));
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
};



describe('RMA uploads kept in an S3-compatible bucket', () => {
  let s3: TestS3Server;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  /** The S3 requests the app's store sent, by command, with the multipart upload each one names. */
  const sent: { command: string; uploadId?: string }[] = [];

  const objectNames = async () => {
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!.slice(s3.prefix.length)).sort();
  };
  const storedNames = async () => (await t.db.selectFrom('rma_files').select('stored_name').execute()).map((row) => row.stored_name).sort();
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request(rmaRequest.path, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID(), ...headers }, body, duplex: 'half' } as RequestInit);
  /**
   * Sends a return whose invoice and photo are stored while its video still streams: its last
   * megabyte waits for `release`, so nothing commits it until then.
   */
  const sendHeldBeforeItsLastMegabyte = async () => {
    const { bytes, contentType } = await encodeForm(rmaForm([{ data: PNG, type: 'image/png', name: 'ballast.png' }, { data: video(6 * MB), type: 'video/mp4', name: 'clip.mp4' }]));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const cut = bytes.length - MB;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, cut));
        await held;
        controller.enqueue(bytes.subarray(cut));
        controller.close();
      },
    });
    return { answer: post(body, { 'content-type': contentType }), release };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    s3.client.middlewareStack.add(
      (next, context) => async (args) => {
        // Noted before it is answered: s3rver refuses some (it does not implement AbortMultipartUpload).
        const request = { command: context.commandName ?? '', uploadId: (args.input as { UploadId?: string }).UploadId };
        sent.push(request);
        const result = await next(args);
        request.uploadId ??= (result.output as { UploadId?: string }).UploadId;
        return result;
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    t = await createTestApp({ seed: false, uploadStore: s3.store() });
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });
  beforeEach(() => {
    sent.length = 0;
  });

  it('streams a return to the bucket and gives staff back the very same bytes', async () => {
    const clip = video(12 * MB);
    const response = await post(rmaForm([{ data: PNG, type: 'image/png', name: 'ballast.png' }, { data: clip, type: 'video/mp4', name: 'clip.mp4' }]));
    expect(response.status).toBe(201);
    expect(sent.filter((request) => request.command === 'CompleteMultipartUploadCommand')).toHaveLength(1);

    const files = await t.db.selectFrom('rma_files').select(['id', 'rma_id', 'original_name', 'stored_name', 'mime_type']).orderBy('id').execute();
    expect(await objectNames()).toEqual(await storedNames());
    const staff = await signedInStaff(t.app, t.db);
    for (const [name, bytes] of [['ballast.png', PNG], ['clip.mp4', clip]] as const) {
      const file = files.find((row) => row.original_name === name)!;
      const download = await staff.request(`/rmas/${file.rma_id}/files/${file.id}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe(file.mime_type);
      expect(download.headers.get('content-length')).toBe(String(bytes.length));
      expect(download.headers.get('content-disposition')).toContain(`filename="${file.original_name}"`);
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
    }

    const photo = files.find((row) => row.original_name === 'ballast.png')!;
    await s3.store().remove([photo.stored_name]);
    expect((await staff.request(`/rmas/${photo.rma_id}/files/${photo.id}`)).status).toBe(404);
    await t.db.deleteFrom('rma_files').where('id', '=', photo.id).execute();
  }, 60_000);

  it('aborts the multipart upload of a file refused mid-stream, and keeps no object and no row', async () => {
    const before = await objectNames();
    const rows = await storedNames();
    // Two 5 MB parts are uploaded before the image passes its 10 MB limit.
    const tooBig = Buffer.concat([PNG, randomBytes(11 * MB)]);
    const { bytes, contentType } = await encodeForm(rmaForm([{ data: tooBig, type: 'image/png', name: 'huge.png' }]));
    const response = await post(inChunks(bytes), { 'content-type': contentType });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { files: expect.stringContaining('too large') } });

    // s3rver neither lists nor aborts multipart uploads: what is checked is that the store asked for each abort.
    const created = sent.filter((request) => request.command === 'CreateMultipartUploadCommand').map((request) => request.uploadId);
    expect(created).toHaveLength(1);
    expect(sent.filter((request) => request.command === 'AbortMultipartUploadCommand').map((request) => request.uploadId)).toEqual(created);
    expect(sent.some((request) => request.command === 'CompleteMultipartUploadCommand')).toBe(false);
    expect(await objectNames()).toEqual(before);
    expect(await storedNames()).toEqual(rows);
  }, 60_000);

  it('aborts the multipart upload of a body cut off mid-file', async () => {
    const before = await objectNames();
    const { bytes, contentType } = await encodeForm(rmaForm([{ data: video(12 * MB), type: 'video/mp4', name: 'clip.mp4' }]));
    expect((await post(inChunks(bytes, 8 * MB), { 'content-type': contentType })).status).toBe(400);
    const created = sent.filter((request) => request.command === 'CreateMultipartUploadCommand').map((request) => request.uploadId);
    expect(created).toHaveLength(1);
    expect(sent.filter((request) => request.command === 'AbortMultipartUploadCommand').map((request) => request.uploadId)).toEqual(created);
    expect(await objectNames()).toEqual(before);
  }, 60_000);

  it('sweeps objects no row names once old enough, and keeps those of an upload in flight', async () => {
    const orphan = storedNameFor('image/png');
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${s3.prefix}${orphan}`, Body: 'left by a crash' }));

    // A return whose invoice and photo are complete objects while its video still streams: nothing commits it yet.
    const committed = await storedNames();
    const { answer, release } = await sendHeldBeforeItsLastMegabyte();
    const inFlight = async () => (await objectNames()).filter((name) => name !== orphan && !committed.includes(name));
    await expect.poll(inFlight, { timeout: 10_000 }).toHaveLength(2);

    expect(await s3.store().sweep(t.db)).toEqual({ moved: 0, removed: 0 });
    expect(await inFlight()).toHaveLength(2);
    release();
    expect((await answer).status).toBe(201);

    // Past the age, the orphan goes and every object a row names stays.
    expect(await s3.store({ orphanAgeMs: 0 }).sweep(t.db)).toEqual({ moved: 0, removed: 1 });
    expect(await objectNames()).toEqual(await storedNames());
  }, 60_000);

  it('sweeps, while the server runs, objects no row names once past the claim window, leaving an upload in flight alone', async () => {
    const minAgeMs = 3000;
    const orphan = storedNameFor('image/png');
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `${s3.prefix}${orphan}`, Body: 'left by a killed upload' }));
    await new Promise((resolve) => setTimeout(resolve, minAgeMs));

    // Younger than the window: a return whose invoice and photo are stored while its video still streams.
    const committed = await storedNames();
    const { answer, release } = await sendHeldBeforeItsLastMegabyte();
    const inFlight = async () => (await objectNames()).filter((name) => name !== orphan && !committed.includes(name));
    await expect.poll(inFlight, { timeout: 10_000 }).toHaveLength(2);

    const stop = sweepUploadsEvery(t.db, s3.store(), { everyMs: 100, minAgeMs });
    try {
      await expect.poll(async () => (await objectNames()).includes(orphan), { timeout: 10_000 }).toBe(false);
      expect(await inFlight()).toHaveLength(2);
    } finally {
      release();
      await stop();
    }
    expect((await answer).status).toBe(201);
    expect(await objectNames()).toEqual(await storedNames());
    // It asked for unfinished multipart uploads too; s3rver does not list them, which stopped nothing.
    expect(sent.some((request) => request.command === 'ListMultipartUploadsCommand')).toBe(true);
  }, 60_000);

  it('answers a return 503 with Retry-After, keeping no row, when the bucket refuses files', async () => {
    const refusing = await createTestApp({ seed: false, uploadStore: s3UploadStore({ client: s3.client, bucket: 'no-such-bucket', prefix: '' }) });
    try {
      const { bytes, contentType } = await encodeForm(rmaForm([{ data: video(6 * MB), type: 'video/mp4', name: 'clip.mp4' }]));
      const response = await refusing.app.request(rmaRequest.path, { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() }, body: inChunks(bytes), duplex: 'half' } as RequestInit);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refusing.db.selectFrom('rma_files').select('id').execute()).toEqual([]);
    } finally {
      await refusing.close();
    }
  }, 30_000);

  it('is ready when a probe object can be written and deleted, and leaves none behind', async () => {
    const before = await objectNames();
    const ready = await t.app.request('/readyz');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect(await objectNames()).toEqual(before);
  });

  it('keeps the storefront and its leads up while the bucket cannot be reached, and answers uploads 503 with Retry-After', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const client = s3ClientFor({ ...s3.config, endpoint: `http://127.0.0.1:${closedPort}` }, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const unreachable = await createTestApp({ uploadStore: s3UploadStore({ client, bucket: s3.bucket, prefix: s3.prefix }) });
    try {
      const ready = await unreachable.app.request('/readyz');
      expect(ready.status).toBe(200);
      const body = await ready.text();
      expect(JSON.parse(body)).toEqual({ status: 'degraded', checks: { database: 'ok', storage: 'failed' } });
      // Nothing of the store's address or error reaches whoever can ask.
      expect(body).not.toContain(String(closedPort));
      expect(body).not.toContain(s3.bucket);

      expect((await unreachable.app.request('/api/products')).status).toBe(200);
      expect((await unreachable.postJson(catalogueRequest.path, CATALOGUE_LEAD)).status).toBe(201);

      const { bytes, contentType } = await encodeForm(rmaForm([{ data: PNG, type: 'image/png', name: 'ballast.png' }]));
      const upload = await unreachable.app.request(rmaRequest.path, { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() }, body: bytes });
      expect(upload.status).toBe(503);
      expect(Number(upload.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await unreachable.db.selectFrom('rmas').select('id').execute()).toEqual([]);
    } finally {
      client.destroy();
      await unreachable.close();
    }
  }, 30_000);

  it('backs up every object beside the database copy', async () => {
    const report = await backup({ dataDir: t.dataDir, databaseUrl: t.databaseUrl, uploadStore: s3.store() }, path.join(t.dataDir, 'backups'));
    const names = await storedNames();
    expect(report.uploads.files).toBe(names.length);
    for (const name of names) {
      const object = await s3.store().open(name);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(chunk as Buffer);
      expect(sha256(fs.readFileSync(path.join(report.folder, 'uploads', name)))).toBe(sha256(Buffer.concat(chunks)));
    }
  }, 60_000);
});
