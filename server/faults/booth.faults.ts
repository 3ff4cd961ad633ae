// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD } from '../testing/lead';
import { serverProcess } from '../testing/server-process';

/**
 * A trade-show booth: 20 tablets and one misbehaving device behind one router (one address, as
 * every request from this test is), against the real server with its real limits. The device
 * sends junk all along: to endpoints that do not exist, and bodies no endpoint accepts, under
 * its own install id, none, or a new one each time. Every tablet must get every lead through.
 */

const TABLETS = 20;
const LEADS_PER_TABLET = 10;
const JUNK_TO_NOWHERE = 2000;
const JUNK_TO_ENDPOINTS = 900;

describe('a booth with one device sending junk', () => {
  const run = serverProcess();

  it(`takes every lead of ${TABLETS} tablets while the junk goes on`, async () => {
    const junkIds = [() => 'junk-device-0001', () => '', () => crypto.randomUUID()];
    const junk = Array.from({ length: JUNK_TO_NOWHERE + JUNK_TO_ENDPOINTS }, (_, i) => {
      const url = i < JUNK_TO_NOWHERE ? `/api/${['nowhere', 'wp-login.php', 'catalog/x', 'v2/leads'][i % 4]}` : ['/api/catalog', '/api/document', '/api/requestproduct'][i % 3]!;
      // To nowhere, a new install id each time, as a script would invent; to the endpoints, all three ways.
      const installId = i < JUNK_TO_NOWHERE ? crypto.randomUUID() : junkIds[i % 3]!();
      return () =>
        fetch(`${run.server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(installId ? { 'x-install-id': installId } : {}) },
          body: `{"name":"${'x'.repeat(i % 200)}"`,
        }).then((response) => response.status);
    });
    let junkSent = 0;
    const junkStatuses: number[] = [];
    // One device: six connections, as a browser keeps to one host.
    const junkDevice = Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let send = junk.shift(); send; send = junk.shift()) {
          junkSent += 1;
          junkStatuses.push(await send());
        }
      }),
    );

    // The tablets come online once the device has sent its junk to nowhere, and carries on.
    while (junkSent < JUNK_TO_NOWHERE) await new Promise((resolve) => setTimeout(resolve, 20));
    const tablets = Array.from({ length: TABLETS }, () => crypto.randomUUID());
    const leadStatuses = await Promise.all(
      tablets.map(async (tablet, n) => {
        const statuses: number[] = [];
        for (let i = 0; i < LEADS_PER_TABLET; i++) {
          const response = await fetch(`${run.server.url}/api/catalog`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-install-id': tablet },
            body: JSON.stringify({ ...CATALOGUE_LEAD, email: `tablet${n}-lead${i}@example.com` }),
          });
          statuses.push(response.status);
        }
        return statuses;
      }),
    );
    await junkDevice;

    expect(new Set(junkStatuses.slice(0, 100))).toEqual(new Set([404]));
    expect(leadStatuses.flat()).toEqual(Array(TABLETS * LEADS_PER_TABLET).fill(201));
    const stored = await run.t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(TABLETS * LEADS_PER_TABLET);
  });
});
