// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../db/dialect';
import { CATALOGUE_LEAD } from '../testing/lead';
import { serverProcess } from '../testing/server-process';

/**
 * The real server as a child process, killed with SIGKILL in the middle of bursts of leads and
 * started again on the same data; then every lead is retried under its Idempotency-Key, as the
 * app's outbox does. Whatever instant the kill hits, a lead the client was told is stored must
 * be there, and no lead may be stored twice. The kill comes the moment the test sees a lead of
 * the burst committed: the instant where a lead stored apart from its answer would be stored
 * again by its retry.
 */

const ROUNDS = 10;
const LEADS_PER_ROUND = 40;

interface Sent {
  key: string;
  email: string;
  installId: string;
  /** The id the first answer gave, if one came before the kill. */
  acknowledged?: number;
}

describe('a server killed with SIGKILL during bursts of leads', () => {
  const run = serverProcess();

  const post = (lead: Sent) =>
    fetch(`${run.server.url}/api/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': lead.key, 'x-install-id': lead.installId },
      body: JSON.stringify({ ...CATALOGUE_LEAD, email: lead.email }),
    });

  const storedLeads = async () => Number((await run.t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);


  it(`loses no acknowledged lead and stores none twice (${ROUNDS} kills)`, async () => {
    const everything: Sent[] = [];
    let retried = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const burst: Sent[] = Array.from({ length: LEADS_PER_ROUND }, (_, i) => ({
        key: crypto.randomUUID(),
        email: `round${round}-lead${i}@example.com`,
        installId: crypto.randomUUID(),
      }));
      everything.push(...burst);
      const killAt = (await storedLeads()) + 1 + Math.floor(Math.random() * 8);
      const answers = Promise.all(
        burst.map(async (lead) => {
          try {
            const response = await post(lead);
            if (response.status === 201) lead.acknowledged = ((await response.json()) as { id: number }).id;
          } catch {
            // Cut off by the kill: the client never learns whether it was stored.
          }
        }),
      );
      const deadline = Date.now() + 60_000;
      // setImmediate lets this process send the burst between two looks.
      while ((await storedLeads()) < killAt && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      await run.server.stop();
      await answers;
      await run.server.restart();
      if (isPostgres(run.t.db)) {
        // Claims of the killed process stay on a shared PostgreSQL until they have not beaten
        // for a minute; here they are made that old rather than waited for.
        const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
        await run.t.db.updateTable('idempotency_keys').set({ created_at: anHourAgo, alive_at: anHourAgo }).where('status', 'is', null).execute();
      }

      // The outbox retries every entry it has no answer for, and a replay changes nothing for the others.
      await Promise.all(
        burst.map(async (lead) => {
          const response = await post(lead);
          retried += 1;
          expect(response.status, lead.email).toBe(201);
          const { id } = (await response.json()) as { id: number };
          if (lead.acknowledged !== undefined) expect(id, `${lead.email}: the retry names the lead first acknowledged`).toBe(lead.acknowledged);
          lead.acknowledged ??= id;
        }),
      );
    }

    const rows = await run.t.db.selectFrom('leads').select(['id', 'email']).execute();
    const byEmail = new Map<string, number[]>();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), Number(row.id)]);
    const lost = everything.filter((lead) => !byEmail.get(lead.email)?.includes(lead.acknowledged!));
    const duplicated = [...byEmail].filter(([, ids]) => ids.length > 1);
    const mails = await run.t.db.selectFrom('mail_outbox').select('cause').where('cause', 'like', 'lead:%').execute();
    process.stdout.write(`lead crash: ${ROUNDS} kills, ${everything.length} leads, ${retried} retried → ${lost.length} lost, ${duplicated.length} stored twice\n`);
    expect(lost.map((lead) => lead.email)).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(rows).toHaveLength(everything.length);
    // Each lead with its reply and its sales copy, no more.
    expect(mails).toHaveLength(2 * everything.length);
  });
});
