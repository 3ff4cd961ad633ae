// @vitest-environment node
import { Migrator, NO_MIGRATIONS } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue/repository';
import { seedCatalogue } from '../catalogue/seed';
import { createTestDatabase } from '../testing/test-database';
import { migrations } from './migrations/index';

/** What must hold the same on SQLite and, with TEST_DATABASE_URL set, on PostgreSQL. */
describe(`the database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.close());

  it('runs every migration down and up again', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.status)).toEqual(Object.keys(migrations).map(() => 'Success'));
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual(Object.keys(migrations));
  });

  it('numbers a product added after the seeded ones, which bring their own ids, past the largest', async () => {
    await seedCatalogue(t.db);
    const { largest } = await t.db.selectFrom('products').select((eb) => eb.fn.max('id').as('largest')).executeTakeFirstOrThrow();
    const catalogue = createCatalogue(t.db);
    await catalogue.upsertProducts([{ sku: 'IMPORT-WITH-ID', id: Number(largest) + 1, name: 'Imported with its id' }]);
    const [added] = await catalogue.upsertProducts([{ sku: 'IMPORT-NO-ID', name: 'Imported without an id' }]);
    expect(added.id).toBe(Number(largest) + 2);
  });

  it('answers counts and ids as numbers and fills created_at as UTC text', async () => {
    await t.db.insertInto('subscriptions').values({ email: 'ari@example.com', product_name: 'iLW Green' }).execute();
    const { n } = await t.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const row = await t.db.selectFrom('subscriptions').select(['id', 'created_at']).executeTakeFirstOrThrow();
    expect(n).toBe(1);
    expect(row.id).toBe(1);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Math.abs(Date.parse(`${row.created_at}Z`) - Date.now())).toBeLessThan(60_000);
  });
});
