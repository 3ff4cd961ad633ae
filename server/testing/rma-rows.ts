import type { Db } from '../db/connection';

/** A committed request whose file records name these stored files, for tests of what the sweep keeps. */
export async function commitRmaFiles(db: Db, ...storedNames: string[]) {
  const { id } = await db
    .insertInto('rmas')
    .values({
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@example.com',
      phone_number: '555-0100',
      shipping_address: '12 Greenhouse Rd',
      order_id: 'SO-1',
      invoice_number: 'INV-1',
      resolution_type: 'credit',
      issue_description: 'Flickers',
      checklist: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('rma_files')
    .values(storedNames.map((name) => ({ rma_id: id, rma_product_id: null, kind: 'evidence' as const, original_name: name, stored_name: name, mime_type: 'image/png', size: 1 })))
    .execute();
}
