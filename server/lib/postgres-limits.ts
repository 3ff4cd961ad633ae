import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { KNOWN_FOR_MS, MAX_KNOWN_PER_ADDRESS, type BucketSize, type Buckets, type KnownInstalls, type LimitStore } from './limit-store';

/** How often a limit deletes its rows that carry no information any more, at most; it rides on a take. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** Slack for floating-point rounding, in milliseconds: a take that exactly empties a bucket must succeed. */
const ROUNDING_MS = 0.001;

const float = (value: number) => sql<number>`${value}::float8`;

/**
 * The time as the statement sees it, in milliseconds: the clock a test passes, or the database's
 * own, so servers whose clocks drift apart still agree. statement_timestamp() holds still for the
 * whole statement, which uses it several times.
 */
const clockOf = (now?: () => number): (() => RawBuilder<number>) =>
  now ? () => float(now()) : () => sql<number>`(extract(epoch from statement_timestamp()) * 1000)`;

/** Runs `sweep` when a sweep is due by `now` (or Date.now), at most every SWEEP_EVERY_MS. */
function sweeper(sweep: () => Promise<unknown>, now: () => number = Date.now) {
  let lastSweep = -Infinity;
  return async () => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    await sweep();
  };
}

/**
 * Token buckets in the rate_buckets table, each answer one statement, so that several servers
 * limit as one. A row holds the time its bucket is full again (full_at): taking n tokens moves it
 * n / rate later, giving them back moves it earlier (never before now), and a take is allowed
 * while full_at stays within (burst - n) / rate of now. The take is an upsert whose condition
 * PostgreSQL checks on the row it has locked, so concurrent takes never spend more than there is.
 */
function postgresBuckets(db: Db, name: string, { burst, refillPerMinute }: BucketSize, now?: () => number): Buckets {
  const msPerToken = 60_000 / refillPerMinute;
  const clock = clockOf(now);
  const keyOf = (key: string) => `${name} ${key}`;
  /** How far ahead of now full_at may be for `amount` tokens to be there. */
  const slackFor = (amount: number) => (burst - amount) * msPerToken;
  const sweepIfDue = sweeper(() => sql`delete from rate_buckets where key like ${`${name} %`} and full_at <= ${clock()}`.execute(db), now);

  return {
    async take(key, amount = 1) {
      await sweepIfDue();
      const t = clock();
      const cost = float(amount * msPerToken);
      // A missing row is a full bucket: inserted only if the bucket can hold `amount` at all.
      const { rows } = await sql`
        insert into rate_buckets (key, full_at)
        select ${keyOf(key)}, ${t} + ${cost} where ${float(amount)} <= ${float(burst)}
        on conflict (key) do update set full_at = greatest(rate_buckets.full_at, ${t}) + ${cost}
        where rate_buckets.full_at - ${t} <= ${float(slackFor(amount) + ROUNDING_MS)}
        returning 1`.execute(db);
      return rows.length === 1;
    },

    async give(key, amount = 1) {
      const t = clock();
      await sql`update rate_buckets set full_at = greatest(full_at - ${float(amount * msPerToken)}, ${t}) where key = ${keyOf(key)}`.execute(db);
    },

    async retryAfterSeconds(key, amount = 1) {
      const { rows } = await sql<{ wait_ms: number }>`select greatest(full_at - ${clock()}, 0) as wait_ms from rate_buckets where key = ${keyOf(key)}`.execute(db);
      const missingMs = (rows[0]?.wait_ms ?? 0) - slackFor(amount);
      return Math.max(1, Math.ceil(missingMs / 1000));
    },
  };
}

/** Known installs in the known_installs table, each answer one statement, at most MAX_KNOWN_PER_ADDRESS per address. */
function postgresKnownInstalls(db: Db, now?: () => number): KnownInstalls {
  const clock = clockOf(now);
  const sweepIfDue = sweeper(() => sql`delete from known_installs where known_until <= ${clock()}`.execute(db), now);
  return {
    async has(address, installId) {
      const { rows } = await sql`
        select 1 from known_installs where address = ${address} and install_id = ${installId} and known_until > ${clock()}`.execute(db);
      return rows.length === 1;
    },

    async add(address, installId) {
      await sweepIfDue();
      const t = clock();
      // Full: the installs known first keep their places, so a newcomer cannot push them out.
      await sql`
        insert into known_installs (address, install_id, known_until)
        select ${address}, ${installId}, ${t} + ${float(KNOWN_FOR_MS)}
        where exists (select 1 from known_installs where address = ${address} and install_id = ${installId} and known_until > ${t})
           or (select count(*) from known_installs where address = ${address} and known_until > ${t}) < ${MAX_KNOWN_PER_ADDRESS}
        on conflict (address, install_id) do update set known_until = excluded.known_until`.execute(db);
    },
  };
}

/** Every limit in the database, for several servers on one PostgreSQL. */
export const postgresLimits = (db: Db): LimitStore => ({
  buckets: (name, size, now) => postgresBuckets(db, name, size, now),
  knownInstalls: (now) => postgresKnownInstalls(db, now),
});
