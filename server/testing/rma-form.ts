import fs from 'node:fs';
import path from 'node:path';

/** A complete, valid RMA request as the form sends it, for tests that need one to succeed. */

export const RMA_FIELDS: Record<string, string> = {
  first_name: 'Dana',
  last_name: 'Reyes',
  phone_number: '555-0100',
  email: 'dana@example.com',
  shipping_address: '12 Greenhouse Rd, Salinas, CA',
  order_id: 'SO-1001',
  invoice_number: 'INV-77',
  ballast_led_driver: 'yes',
  reflector: 'no',
  reflector_led: 'false',
  lamp_led_bars: 'yes',
  lamp_led_bars_not_included: 'false',
  wieland_nema_cord: 'yes',
  wieland_nema_not_included: 'false',
  original_packaging: 'yes',
  original_packaging_other: '',
  testing_functional: 'agree',
  accessories_included: 'agree',
  payment_agreement: 'agree',
  resolution_type: 'credit',
  issue_description: 'Driver fails after warm-up.',
};

export const RMA_LINES = [{ product: 'iLogic MS Plus 1050W', voltage: '120-277V', serial_numbers: 'A1, A2', attached_files: [] }];

export const INVOICE_PDF = fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/invoice.pdf'));

/** The form with its invoice and, on the first product line, the given evidence files; `fields` override RMA_FIELDS. */
/** A valid video of a little over 1MB, for tests of upload allowances. */
export const ONE_MB_VIDEO = {
  data: Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), Buffer.alloc(1024 * 1024)]),
  type: 'video/mp4',
  name: 'flicker.mp4',
};

export function rmaForm(evidence: { data: Buffer; type: string; name: string }[] = [], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...RMA_FIELDS, ...fields })) form.append(name, value);
  form.append('products', JSON.stringify(RMA_LINES));
  form.append('invoice', new Blob([new Uint8Array(INVOICE_PDF)], { type: 'application/pdf' }), 'invoice.pdf');
  for (const file of evidence) form.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  form.append('file_lines', JSON.stringify(evidence.map(() => 0)));
  return form;
}

/** The form as the bytes a browser sends, with its boundary. */
export async function encodeForm(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
