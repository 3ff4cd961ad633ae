// @vitest-environment node
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { encodeForm, rmaForm } from '../testing/rma-form';
import { startS3Server, type TestS3Server } from '../testing/s3';
import { serverProcess } from '../testing/server-process';

/** A video of several 5 MB parts: the kill lands while its multipart upload is under way. */
const VIDEO = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(12 * 1024 * 1024)]);

/**
 * The real server as a child process keeping uploads in a bucket (UPLOADS_URL), killed with
 * SIGKILL while an RMA streams in (decision 196): no row may name a missing object, and the
 * objects the kill left without a row go with the sweep once past their age.
 */
describe('an RMA server on S3 killed with SIGKILL mid-upload', () => {
  let s3: TestS3Server;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(env, s3.env);
  });
  afterAll(() => s3?.close());
  const run = serverProcess(env);

  const objectNames = async () => {
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!.slice(s3.prefix.length)).sort();
  };
  const storedNames = async () => (await run.t.db.selectFrom('rma_files').select('stored_name').execute()).map((row) => row.stored_name).sort();

  it('leaves no row, its debris is swept once old, and the retry stores the RMA with every object', async () => {
    const body = await encodeForm(rmaForm([{ data: VIDEO, type: 'video/mp4', name: 'flicker.mp4' }]));
    const key = randomUUID();
    const request = http.request(`${run.server.url}${rmaRequest.path}`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'content-length': body.bytes.length, 'idempotency-key': key },
    });
    request.on('error', () => {});
    // All but the last megabyte: the invoice is a complete object and the video half uploaded when the kill comes.
    request.write(body.bytes.subarray(0, body.bytes.length - 1024 * 1024));
    await expect.poll(objectNames, { timeout: 15_000 }).toHaveLength(1);
    await run.server.stop();
    request.destroy();

    await run.server.restart();
    expect(await storedNames()).toEqual([]);
    // The invoice is younger than a day: it keeps the claim of an upload that might still be in flight.
    expect(await objectNames()).toHaveLength(1);
    expect(await s3.store({ orphanAgeMs: 0 }).sweep(run.t.db)).toEqual({ moved: 0, removed: 1 });

    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    // The killed request's claim on its key, as a shared PostgreSQL keeps it until it goes stale.
    await run.t.db.updateTable('idempotency_keys').set({ created_at: anHourAgo, alive_at: anHourAgo }).where('key', 'like', `% ${key}`).execute();
    const retry = await fetch(`${run.server.url}${rmaRequest.path}`, { method: 'POST', headers: { 'content-type': body.contentType, 'idempotency-key': key }, body: body.bytes });
    expect(retry.status).toBe(201);
    expect(await objectNames()).toEqual(await storedNames());
    expect(await storedNames()).toHaveLength(2);
  }, 120_000);
});
