import type { Trx } from '../lib/keyed-write';
import type { RmaSubmission } from './submission';

/** RMA-{year}-{6-digit sequence}: the row id, so it is unique without a second counter. */
export const rmaNumberOf = (id: number, year: number) => `RMA-${year}-${String(id).padStart(6, '0')}`;

/**
 * The request, its product lines and its file records, inside the caller's transaction (with
 * its confirmation mail and its Idempotency-Key answer): all or nothing.
 */
export async function storeRma(trx: Trx, { fields, invoice, evidence }: RmaSubmission, { now = new Date() }: { now?: Date } = {}) {
  const checklist = {
    ballast_led_driver: fields.ballast_led_driver,
    reflector: fields.reflector,
    reflector_led: fields.reflector_led,
    lamp_led_bars: fields.lamp_led_bars,
    lamp_led_bars_not_included: fields.lamp_led_bars_not_included,
    wieland_nema_cord: fields.wieland_nema_cord,
    wieland_nema_not_included: fields.wieland_nema_not_included,
    original_packaging: fields.original_packaging,
    original_packaging_other: fields.original_packaging === 'other' ? fields.original_packaging_other : '',
    testing_functional: fields.testing_functional,
    accessories_included: fields.accessories_included,
    payment_agreement: fields.payment_agreement,
  };
  const { id } = await trx
    .insertInto('rmas')
    .values({
      first_name: fields.first_name,
      last_name: fields.last_name,
      email: fields.email,
      phone_number: fields.phone_number,
      shipping_address: fields.shipping_address,
      order_id: fields.order_id,
      invoice_number: fields.invoice_number,
      resolution_type: fields.resolution_type,
      issue_description: fields.issue_description,
      checklist: JSON.stringify(checklist),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rmaNumber = rmaNumberOf(id, now.getUTCFullYear());
  await trx.updateTable('rmas').set({ rma_number: rmaNumber }).where('id', '=', id).execute();

  const lineIds: number[] = [];
  for (const [index, line] of fields.products.entries()) {
    const row = await trx
      .insertInto('rma_products')
      .values({ rma_id: id, line_index: index, product: line.product, voltage: line.voltage, serial_numbers: line.serial_numbers })
      .returning('id')
      .executeTakeFirstOrThrow();
    lineIds.push(row.id);
  }

  const records = [
    { file: invoice, kind: 'invoice' as const, rma_product_id: null },
    ...evidence.map(({ file, line }) => ({ file, kind: 'evidence' as const, rma_product_id: lineIds[line] })),
  ];
  await trx
    .insertInto('rma_files')
    .values(
      records.map(({ file, kind, rma_product_id }) => ({
        rma_id: id,
        rma_product_id,
        kind,
        original_name: file.originalName,
        stored_name: file.storedName,
        mime_type: file.type,
        size: file.size,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return { id: Number(id), rmaNumber };
}
