import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The inbox's leads at any size: indexes that walk them newest first (all, one kind, the open
 * ones), so a page is an index range rather than a sort, and a word index over what each lead
 * says (its address and every value of its form), so a search looks words up instead of reading
 * every row.
 *
 * SQLite: an FTS5 table holding only the index (contentless: the text is already in `leads`),
 * kept in step by triggers and filled from the rows already there. PostgreSQL: a GIN index over
 * the same words as a tsvector, computed by an immutable function so the index needs no column
 * or trigger. Both see a lead's text with every run of characters that are neither letters nor
 * digits as a space, lower-cased and without stemming, so `dana@example.com` is the words dana,
 * example and com on either database.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex('leads_newest').on('leads').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('leads_kind_newest').on('leads').columns(['kind', 'created_at', 'id']).execute();
  // Open leads are the few staff work through; the handled ones are most of the table.
  await db.schema.createIndex('leads_open_newest').on('leads').columns(['created_at', 'id']).where(sql.ref('handled_at'), 'is', null).execute();
  await db.schema.dropIndex('leads_kind').execute();

  if (isPostgres(db)) {
    await sql`
      create function leads_search_document(email text, payload text) returns tsvector
      language sql immutable parallel safe
      as $$
        select to_tsvector('simple', regexp_replace(
          email || ' ' || coalesce((
            select string_agg(value #>> '{}', ' ')
            from json_each(payload::json)
            where json_typeof(value) not in ('boolean', 'null')
          ), ''),
          '[^[:alnum:]]+', ' ', 'g'))
      $$`.execute(db);
    await sql`create index leads_search on leads using gin (leads_search_document(email, payload))`.execute(db);
    return;
  }

  // The words of a lead: its address and its form's values (not true/false/null, which say
  // nothing to search by). A payload that is not JSON still leaves its address findable.
  const document = (row: 'new' | 'leads') =>
    sql.raw(`${row}.email || ' ' || coalesce(
      (select group_concat(value, ' ') from json_each(case when json_valid(${row}.payload) then ${row}.payload else '{}' end) where type not in ('true', 'false', 'null')),
      '')`);
  // prefix='2 3': a search of two or three letters, typed first, reads a prefix index instead of
  // every word that begins with them.
  await sql`create virtual table leads_search using fts5(body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  await sql`create trigger leads_search_insert after insert on leads begin
      insert into leads_search(rowid, body) values (new.id, ${document('new')});
    end`.execute(db);
  await sql`create trigger leads_search_update after update of email, payload on leads begin
      delete from leads_search where rowid = old.id;
      insert into leads_search(rowid, body) values (new.id, ${document('new')});
    end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
      delete from leads_search where rowid = old.id;
    end`.execute(db);
  await sql`insert into leads_search(rowid, body) select id, ${document('leads')} from leads`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`drop index leads_search`.execute(db);
    await sql`drop function leads_search_document(text, text)`.execute(db);
  } else {
    for (const trigger of ['leads_search_insert', 'leads_search_update', 'leads_search_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    await sql`drop table leads_search`.execute(db);
  }
  await db.schema.createIndex('leads_kind').on('leads').columns(['kind', 'created_at']).execute();
  await db.schema.dropIndex('leads_open_newest').execute();
  await db.schema.dropIndex('leads_kind_newest').execute();
  await db.schema.dropIndex('leads_newest').execute();
}
