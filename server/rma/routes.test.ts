// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';

const RMA_ENDPOINT = rmaRequest.path;
import { RMA_FIELDS } from '../testing/rma-form';
import { createTestApp } from '../testing/test-app';
import { uploadsDirOf } from './storage';
import { idempotency } from '../lib/idempotency';
import { writeGuard } from '../lib/write-guard';
import { rmaRoutes } from './routes';
import { DEFAULT_UPLOAD_LIMITS, uploadQuota } from './upload-quota';
import { localUploadStore } from './local-upload-store';

const fixture = (name: string): Buffer<ArrayBuffer> => fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures', name));
const PDF = fixture('invoice.pdf');
const PNG = fixture('ballast.png');
const JPEG = fixture('serial-plate.jpg');
const TEXT = fixture('notes.txt');

/** The shared valid request, with the checklist answers that carry extra fields. */
const FIELDS: Record<string, string> = {
  ...RMA_FIELDS,
  reflector_led: 'true',
  wieland_nema_cord: 'no',
  wieland_nema_not_included: 'true',
  original_packaging: 'other',
  original_packaging_other: 'Pallet wrap',
};

const LINES = [
  { product: 'iLogic MS Plus 1050W', voltage: '120-277V', serial_numbers: 'A1, A2', attached_files: [] },
  { product: 'HYPERMOL 720W', voltage: '480V', serial_numbers: '', attached_files: [] },
];

interface Part {
  field: string;
  data: Uint8Array<ArrayBuffer> | string;
  name: string;
  type: string;
}

function body({
  fields = FIELDS,
  products = LINES as unknown,
  invoice = { field: 'invoice', data: PDF, name: 'invoice.pdf', type: 'application/pdf' } as Part | null,
  evidence = [] as Part[],
  fileLines = undefined as number[] | undefined,
} = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('products', JSON.stringify(products));
  if (invoice) form.append(invoice.field, new Blob([invoice.data], { type: invoice.type }), invoice.name);
  for (const part of evidence) form.append(part.field, new Blob([part.data], { type: part.type }), part.name);
  form.append('file_lines', JSON.stringify(fileLines ?? evidence.map(() => 0)));
  return form;
}

/** Every file in the uploads folder, incoming/ included (by base name). */
const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name)
    : [];

const evidence = (name: string, data: Uint8Array<ArrayBuffer> | string, type: string): Part => ({ field: 'files', data, name, type });

describe('POST /api/uploadrma/create-rma-complete', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const post = (form: FormData, key: string = crypto.randomUUID()) =>
    t.app.request(RMA_ENDPOINT, { method: 'POST', headers: { 'idempotency-key': key }, body: form });
  const uploads = () => filesUnder(uploadsDirOf(t.dataDir));
  const count = async (table: 'rmas' | 'rma_products' | 'rma_files') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  /** The RMA route alone, with its own uploads folder and a cap on the whole request. */
  const cappedRoute = (uploadsDir: string, maxBodyBytes: number) =>
    new Hono().route(
      '/api/uploadrma',
      rmaRoutes(t.db, {
        store: localUploadStore(uploadsDir),
        guard: writeGuard((_c, next) => next(), idempotency(t.db)),
        quota: uploadQuota({ ...DEFAULT_UPLOAD_LIMITS, diskReserveBytes: 0 }, { uploadsDir: t.dataDir }),
        maxBodyBytes,
      }),
    );

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('rma_files').execute();
    await t.db.deleteFrom('rma_products').execute();
    await t.db.deleteFrom('rmas').execute();
    fs.rmSync(uploadsDirOf(t.dataDir), { recursive: true, force: true });
  });

  it('stores a good request with its lines and files under random names', async () => {
    const form = body({
      evidence: [evidence('ballast photo.png', PNG, 'image/png'), evidence('plate.jpg', JPEG, 'image/jpeg'), evidence('notes.txt', TEXT, 'text/plain')],
      fileLines: [0, 1, 1],
    });
    const response = await post(form);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { rma: { rma_number: string } };
    expect(answer.rma.rma_number).toMatch(new RegExp(`^RMA-${new Date().getUTCFullYear()}-\\d{6}$`));

    const rma = await t.db.selectFrom('rmas').selectAll().executeTakeFirstOrThrow();
    expect(rma).toMatchObject({ rma_number: answer.rma.rma_number, first_name: 'Dana', email: 'dana@example.com', resolution_type: 'credit' });
    expect(answer.rma.rma_number.endsWith(String(rma.id).padStart(6, '0'))).toBe(true);
    expect(JSON.parse(rma.checklist)).toMatchObject({ reflector_led: true, lamp_led_bars_not_included: false, original_packaging_other: 'Pallet wrap' });

    const lines = await t.db.selectFrom('rma_products').selectAll().orderBy('line_index').execute();
    expect(lines.map((line) => [line.product, line.voltage, line.serial_numbers])).toEqual([
      ['iLogic MS Plus 1050W', '120-277V', 'A1, A2'],
      ['HYPERMOL 720W', '480V', ''],
    ]);

    const files = await t.db.selectFrom('rma_files').selectAll().orderBy('id').execute();
    expect(files.map((file) => [file.kind, file.original_name, file.rma_product_id])).toEqual([
      ['invoice', 'invoice.pdf', null],
      ['evidence', 'ballast photo.png', lines[0].id],
      ['evidence', 'plate.jpg', lines[1].id],
      ['evidence', 'notes.txt', lines[1].id],
    ]);
    const originals = [PDF, PNG, JPEG, TEXT];
    for (const [i, file] of files.entries()) {
      expect(file.stored_name).toMatch(/^[0-9a-f-]{36}\.(pdf|png|jpg|txt)$/);
      const onDisk = fs.readFileSync(path.join(uploadsDirOf(t.dataDir), file.stored_name));
      expect(file.size).toBe(originals[i].length);
      expect(onDisk.equals(originals[i])).toBe(true);
    }
    expect(uploads().sort()).toEqual(files.map((file) => file.stored_name).sort());

    // Uploads live beside the database, never under the served folder.
    for (const url of [`/uploads/${files[1].stored_name}`, `/data/uploads/${files[1].stored_name}`]) {
      const response = await t.app.request(url);
      expect(response.status).toBe(404);
    }
  });

  it('keeps each file with its own line when a large file precedes a small one', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const form = body({ evidence: [evidence('big.png', big, 'image/png'), evidence('small.jpg', JPEG, 'image/jpeg')], fileLines: [0, 1] });
    expect((await post(form)).status).toBe(201);
    const lines = await t.db.selectFrom('rma_products').select(['id', 'line_index']).orderBy('line_index').execute();
    const files = await t.db.selectFrom('rma_files').select(['original_name', 'rma_product_id', 'size']).where('kind', '=', 'evidence').execute();
    expect(files.sort((a, b) => a.original_name.localeCompare(b.original_name))).toEqual([
      { original_name: 'big.png', rma_product_id: lines[0].id, size: big.length },
      { original_name: 'small.jpg', rma_product_id: lines[1].id, size: JPEG.length },
    ]);
  });

  it('gives each request its own number', async () => {
    const first = (await (await post(body())).json()) as { rma: { rma_number: string } };
    const second = (await (await post(body())).json()) as { rma: { rma_number: string } };
    expect(first.rma.rma_number).not.toBe(second.rma.rma_number);
  });

  it('answers a repeated Idempotency-Key with the first answer and stores nothing new', async () => {
    const key = crypto.randomUUID();
    const first = await post(body(), key);
    const again = await post(body(), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await count('rmas')).toBe(1);
    expect(await count('rma_files')).toBe(1);
    expect(uploads()).toHaveLength(1);
  });

  it('lets a refused request be corrected and sent again under the same key', async () => {
    const key = crypto.randomUUID();
    const refused = await post(body({ invoice: { field: 'invoice', data: PNG, name: 'invoice.pdf', type: 'application/pdf' } }), key);
    expect(refused.status).toBe(400);
    const corrected = await post(body(), key);
    expect(corrected.status).toBe(201);
    expect(await count('rmas')).toBe(1);
  });

  it.each([
    ['a PNG sent as the PDF invoice', { invoice: { field: 'invoice', data: PNG, name: 'invoice.pdf', type: 'application/pdf' } }, 'Only PDF files are allowed for invoices'],
    ['an invoice declared as an image', { invoice: { field: 'invoice', data: PNG, name: 'scan.png', type: 'image/png' } }, 'Only PDF files are allowed for invoices'],
    ['an invoice of 5MB', { invoice: { field: 'invoice', data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.pdf', type: 'application/pdf' } }, 'Invoice file must be smaller than 5MB'],
    ['evidence of a type not allowed', { evidence: [evidence('setup.zip', Buffer.from('PK\u0003\u0004zip'), 'application/zip')] }, 'File type not allowed: setup.zip'],
    ['a PDF posing as a JPEG', { evidence: [evidence('photo.jpg', PDF, 'image/jpeg')] }, 'File type not allowed: photo.jpg'],
    ['a binary file posing as text', { evidence: [evidence('log.txt', Buffer.from([0x68, 0x69, 0x00, 0xff]), 'text/plain')] }, 'File type not allowed: log.txt'],
    ['a PDF over 5MB as evidence', { evidence: [evidence('manual.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'application/pdf')] }, 'The file manual.pdf is too large. Maximum 5MB for this file type.'],
    ['an image over 10MB', { evidence: [evidence('huge.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'image/png')] }, 'The file huge.png is too large. Maximum 10MB for images.'],
    ['a PDF invoice that is really a PNG', { invoice: { field: 'invoice', data: PNG, name: 'receipt.pdf', type: 'application/pdf' } }, 'Only PDF files are allowed for invoices'],
    ['HTML inside a .jpg', { evidence: [evidence('photo.jpg', '<!doctype html><script>alert(1)</script>', 'image/jpeg')] }, 'File type not allowed: photo.jpg'],
    ['an executable renamed .mp4', { evidence: [evidence('clip.mp4', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]), 'video/mp4')] }, 'File type not allowed: clip.mp4'],
    ['an ELF binary sent as text', { evidence: [evidence('notes.txt', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(57)]), 'text/plain')] }, 'File type not allowed: notes.txt'],
    ['a 0-byte text file', { evidence: [evidence('empty.txt', '', 'text/plain')] }, 'File type not allowed: empty.txt'],
    ['a 0-byte image', { evidence: [evidence('empty.png', '', 'image/png')] }, 'File type not allowed: empty.png'],
    ['a 0-byte invoice', { invoice: { field: 'invoice', data: '', name: 'invoice.pdf', type: 'application/pdf' } }, 'Only PDF files are allowed for invoices'],
  ])('refuses %s and keeps nothing', async (_label, parts, message) => {
    const response = await post(body(parts as Parameters<typeof body>[0]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await count('rmas')).toBe(0);
    expect(uploads()).toEqual([]);
  });

  it('answers 400 with every message when fields are missing', async () => {
    const response = await post(body({ fields: { resolution_type: 'replacement' }, products: [{ product: '', voltage: '' }], invoice: null }));
    expect(response.status).toBe(400);
    const { details } = (await response.json()) as { details: Record<string, string> };
    expect(details).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      issue_description: 'Issue description is required',
      invoice: 'Invoice is required',
      ballast_led_driver: 'Required',
      payment_agreement: 'Required',
      'products.0.product': 'Product is required',
      'products.0.voltage': 'Voltage is required',
    });
  });

  it('refuses an empty product list and a malformed e-mail', async () => {
    const response = await post(body({ fields: { ...FIELDS, email: 'dana@example' }, products: [] }));
    const { details } = (await response.json()) as { details: Record<string, string> };
    expect(response.status).toBe(400);
    expect(details).toMatchObject({ email: 'Invalid email format', products: 'Must add at least one product' });
    expect(uploads()).toEqual([]);
  });

  it('leaves no row and no file when the second evidence file is invalid', async () => {
    const form = body({ evidence: [evidence('good.png', PNG, 'image/png'), evidence('fake.png', TEXT, 'image/png')], fileLines: [0, 0] });
    const response = await post(form);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('File type not allowed: fake.png');
    expect(await count('rmas')).toBe(0);
    expect(await count('rma_files')).toBe(0);
    expect(uploads()).toEqual([]);
  });

  it('refuses files that name a product line that does not exist', async () => {
    const response = await post(body({ evidence: [evidence('good.png', PNG, 'image/png')], fileLines: [5] }));
    expect(response.status).toBe(400);
    expect(uploads()).toEqual([]);
  });

  it('answers 400 to a body that ends inside a file part, and keeps nothing', async () => {
    const response = await t.app.request(RMA_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz', 'idempotency-key': crypto.randomUUID() },
      body: '--zz\r\nContent-Disposition: form-data; name="invoice"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 aaaa',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The multipart body could not be read', details: { form: 'The multipart body could not be read' } });
    expect(uploads()).toEqual([]);
    expect(await count('rmas')).toBe(0);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.postJson(RMA_ENDPOINT, { first_name: 'Dana' });
    expect(response.status).toBe(415);
  });

  it('answers 413 when the body passes the cap, removing what was written', async () => {
    const uploadsDir = path.join(t.dataDir, 'capped-uploads');
    const app = cappedRoute(uploadsDir, 64 * 1024);
    const form = body({ evidence: [evidence('clip.png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)]), 'image/png')] });
    const response = await app.request(RMA_ENDPOINT, { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('The request is too large');
    expect(filesUnder(uploadsDir)).toEqual([]);
    expect(await count('rmas')).toBe(0);
  });

  it('stops reading a chunked body of no declared length soon after the cap, without buffering it', async () => {
    const uploadsDir = path.join(t.dataDir, 'streamed-uploads');
    const app = cappedRoute(uploadsDir, 256 * 1024);
    const boundary = 'endless';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const chunk = new Uint8Array(64 * 1024);
    const offered = 1024 * 1024 * 1024;
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = pulled === 0 ? Buffer.concat([Buffer.from(head), Buffer.from('\0\0\0\x18ftypmp42'), chunk]) : chunk;
        pulled += next.length;
        if (pulled > offered) controller.close();
        else controller.enqueue(next);
      },
    });
    const response = await app.request(RMA_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
    expect(filesUnder(uploadsDir)).toEqual([]);
  });
});
