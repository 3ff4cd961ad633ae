// @vitest-environment node
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { isPostgres } from '../db/dialect';
import { incomingDirOf, uploadsDirOf } from '../rma/storage';
import { encodeForm, rmaForm } from '../testing/rma-form';
import { serverProcess } from '../testing/server-process';

const RMA_ENDPOINT = rmaRequest.path;

/**
 * The real server as a child process, killed with SIGKILL while an RMA streams in and right
 * after one commits, then started again on the same data (decision 121).
 */

// Each round costs a server start (about 2.5 s), so the suite kills a few times per run;
// run this file in a loop for more: `for i in $(seq 10); do npm run test:faults -- rma-crash || break; done`.
const ROUNDS_MID_UPLOAD = 3;
const ROUNDS_AFTER_COMMIT = 2;

/** A 3MB video: big enough that the kill lands while it is being written. */
const VIDEO = Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(3 * 1024 * 1024)]);

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('an RMA server killed with SIGKILL', () => {
  const run = serverProcess();
  let body: Awaited<ReturnType<typeof encodeForm>>;

  const uploadsDir = () => uploadsDirOf(run.t.dataDir);
  const filesIn = (dir: string) =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name).sort() : [];
  const count = async (table: 'rmas' | 'rma_products' | 'rma_files') =>
    Number((await run.t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => ({ rmas: await count('rmas'), products: await count('rma_products'), files: await count('rma_files') });
  const storedNames = async () => (await run.t.db.selectFrom('rma_files').select('stored_name').execute()).map((row) => row.stored_name).sort();

  /** Starts sending the whole RMA but writes only the first `sendBytes`; the request dies with the server. */
  function startUpload(key: string, sendBytes = body.bytes.length) {
    const request = http.request(`${run.server.url}${RMA_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'content-length': body.bytes.length, 'idempotency-key': key },
    });
    request.on('error', () => {});
    request.write(body.bytes.subarray(0, sendBytes));
    if (sendBytes === body.bytes.length) request.end();
    return request;
  }

  const retry = (key: string) =>
    fetch(`${run.server.url}${RMA_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'idempotency-key': key },
      body: body.bytes,
    });

  /** Every stored file is named by a committed row, every row's file is in place, nothing waits in incoming/. */
  async function expectNoOrphansAndNoDanglingRows() {
    expect(filesIn(uploadsDir())).toEqual(await storedNames());
    expect(filesIn(incomingDirOf(uploadsDir()))).toEqual([]);
  }

  beforeAll(async () => {
    body = await encodeForm(rmaForm([{ data: VIDEO, type: 'video/mp4', name: 'flicker.mp4' }]));
  });

  it(`mid-upload leaves no partial RMA and no orphan file, and the retry succeeds once (${ROUNDS_MID_UPLOAD} kills)`, async () => {
    for (let round = 1; round <= ROUNDS_MID_UPLOAD; round++) {
      const key = randomUUID();
      const before = await counts();
      // All but the last megabyte: the video is half written when the kill comes.
      const request = startUpload(key, body.bytes.length - 1024 * 1024);
      const videoStarted = () =>
        filesIn(incomingDirOf(uploadsDir())).some((name) => name.endsWith('.mp4') && fs.statSync(path.join(incomingDirOf(uploadsDir()), name)).size > 0);
      await until(videoStarted, 'the video is being written');
      await run.server.stop();
      request.destroy();
      // The kill left debris: the invoice and half a video, and a claim on the key.
      expect(filesIn(incomingDirOf(uploadsDir())).length).toBe(2);

      await run.server.restart();
      expect(await counts()).toEqual(before);
      await expectNoOrphansAndNoDanglingRows();

      let response = await retry(key);
      if (isPostgres(run.t.db)) {
        // On a shared PostgreSQL the claim may be another server's live request: it is only
        // taken over once its request has not beaten for a minute; here, for an hour.
        expect(response.status).toBe(409);
        const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
        await run.t.db.updateTable('idempotency_keys').set({ created_at: anHourAgo, alive_at: anHourAgo }).where('key', 'like', `% ${key}`).execute();
        response = await retry(key);
      }
      expect(response.status, `round ${round}`).toBe(201);
      expect((await response.json()).rma.rma_number).toMatch(/^RMA-\d{4}-\d{6}$/);
      expect(await counts()).toEqual({ rmas: before.rmas + 1, products: before.products + 1, files: before.files + 2 });
      await expectNoOrphansAndNoDanglingRows();
    }
  }, 120_000);

  it(`right after the commit keeps the RMA with its files, and the retry replays its number (${ROUNDS_AFTER_COMMIT} kills)`, async () => {
    for (let round = 1; round <= ROUNDS_AFTER_COMMIT; round++) {
      const key = randomUUID();
      const before = await counts();
      // Files reach uploads/ only after the commit: the first one there is the signal to kill.
      const committed = new Promise<void>((resolve) => {
        const watcher = fs.watch(uploadsDir(), (_event, name) => {
          if (name && name !== 'incoming') {
            watcher.close();
            resolve();
          }
        });
      });
      const request = startUpload(key);
      await committed;
      await run.server.stop();
      request.destroy();

      await run.server.restart();
      expect(await counts()).toEqual({ rmas: before.rmas + 1, products: before.products + 1, files: before.files + 2 });
      await expectNoOrphansAndNoDanglingRows();

      const { rma_number: stored } = await run.t.db.selectFrom('rmas').select('rma_number').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const response = await retry(key);
      expect(response.status, `round ${round}`).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBe('true');
      expect((await response.json()).rma.rma_number).toBe(stored);
      expect((await counts()).rmas).toBe(before.rmas + 1);
    }
  }, 60_000);
});
