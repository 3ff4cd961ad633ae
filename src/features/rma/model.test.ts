import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import * as v from 'valibot';
import type { SubmissionState } from '../../lib/outbox/page/use-submission';
import { readReply } from '../../lib/outbox/delivery';
import { QUEUED_OFFLINE, QUEUED_UNREACHABLE } from '../../lib/outbox/texts';
import { describeFile, requestBody } from '../../lib/outbox/delivery';
import { rmaRequest } from '../../shared/schemas/rma';
import { collectErrors, emptyRmaForm, newProductLine, rmaStatusLine, type RmaFormValues } from './model';

const file = (name: string, type: string, text = 'x') => new File([text], name, { type });

function filledForm(): RmaFormValues {
  const first = { ...newProductLine(), product: 'HYPERMOL 720W', voltage: '480V', serial_numbers: 'S1, S2', files: [file('a.png', 'image/png')] };
  const second = { ...newProductLine(), product: 'iLW Green', voltage: '347V', files: [file('b.jpg', 'image/jpeg'), file('c.txt', 'text/plain')] };
  return {
    ...emptyRmaForm(),
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@example.com',
    invoice: file('invoice.pdf', 'application/pdf'),
    ballast_led_driver: 'yes',
    reflector: 'no',
    reflector_led: true,
    lamp_led_bars: 'yes',
    wieland_nema_cord: 'no',
    original_packaging: 'other',
    original_packaging_other: 'Crate',
    testing_functional: 'agree',
    accessories_included: 'agree',
    payment_agreement: 'disagree',
    issue_description: 'Dead on arrival',
    products: [first, second],
  };
}

const sent = (body: unknown): SubmissionState => ({ status: 'success', reply: readReply(201, JSON.stringify(body)) });
const refused = (status: number, text: string): SubmissionState => ({ status: 'error', reply: readReply(status, text) });
const line = (state: SubmissionState, online = true) => rmaStatusLine(state, online)?.text;
const tone = (state: SubmissionState) => rmaStatusLine(state, true)?.tone;

/** The multipart body the outbox sends for a filled form. */
async function wireOf(values: RmaFormValues) {
  const { body, files } = v.parse(rmaRequest.payload, values);
  const data = await Promise.all(files.map(({ file }) => file.arrayBuffer()));
  return requestBody({ payload: body, files: files.map(describeFile) }, data).body as FormData;
}

describe('the RMA request on the wire', () => {
  it('writes every field as text, the choices as words and the flags as true/false', async () => {
    const form = await wireOf(filledForm());
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      first_name: 'Dana',
      phone_number: '',
      ballast_led_driver: 'yes',
      original_packaging: 'other',
      original_packaging_other: 'Crate',
      payment_agreement: 'disagree',
      resolution_type: 'replacement',
      reflector_led: 'true',
      lamp_led_bars_not_included: 'false',
      wieland_nema_not_included: 'false',
    });
  });

  it('sends the lines as one JSON part with empty attached_files and no local ids', async () => {
    const form = await wireOf(filledForm());
    expect(JSON.parse(form.get('products') as string)).toEqual([
      { product: 'HYPERMOL 720W', voltage: '480V', serial_numbers: 'S1, S2', attached_files: [] },
      { product: 'iLW Green', voltage: '347V', serial_numbers: '', attached_files: [] },
    ]);
  });

  it('sends the invoice, then every evidence file under `files` with the line of each in file_lines', async () => {
    const form = await wireOf(filledForm());
    expect([...form.entries()].filter(([, value]) => typeof value !== 'string').map(([field, part]) => [field, (part as File).name])).toEqual([
      ['invoice', 'invoice.pdf'],
      ['files', 'a.png'],
      ['files', 'b.jpg'],
      ['files', 'c.txt'],
    ]);
    expect(JSON.parse(form.get('file_lines') as string)).toEqual([0, 1, 1]);
  });
});

describe('the status line after a send', () => {
  it('says why the request waits while the outbox holds it, in blue', () => {
    expect(line({ status: 'queued', id: 'key' }, false)).toBe(QUEUED_OFFLINE);
    expect(line({ status: 'queued', id: 'key' }, true)).toBe(QUEUED_UNREACHABLE);
    expect(tone({ status: 'queued', id: 'key' })).toBe('queued');
  });

  it('reads rma.rma_number, then rma_number, else says Generated', () => {
    expect(line(sent({ rma: { rma_number: 'RMA-2026-000123' } }))).toBe('RMA created successfully! RMA Number: RMA-2026-000123');
    expect(line(sent({ rma_number: 'R-9' }))).toBe('RMA created successfully! RMA Number: R-9');
    expect(line(sent({}))).toBe('RMA created successfully! RMA Number: Generated');
  });

  it("uses the server's error, else the status with the raw text", () => {
    expect(line(refused(400, '{"error":"Invoice is required"}'))).toBe('Error creating RMA: Invoice is required. Please try again.');
    expect(line(refused(502, 'Bad Gateway'))).toBe('Error creating RMA: HTTP Error 502: Bad Gateway. Please try again.');
    expect(line(refused(500, '{}'))).toBe('Error creating RMA: HTTP Error 500. Please try again.');
    expect(line({ status: 'error', error: 'Network error' })).toBe(
      'Error creating RMA: The server could not be reached. Check your connection. Please try again.',
    );
  });

  it('is green for a created RMA only, whatever a refusal says', () => {
    expect(tone(sent({}))).toBe('success');
    expect(tone(refused(500, 'x'))).toBe('error');
    const refusalSayingSuccessfully = refused(422, '{"error":"The invoice was not uploaded successfully"}');
    expect(line(refusalSayingSuccessfully)).toContain('successfully');
    expect(tone(refusalSayingSuccessfully)).toBe('error');
  });

  it('says nothing before a send or while sending', () => {
    expect(rmaStatusLine({ status: 'idle' }, true)).toBeNull();
    expect(rmaStatusLine({ status: 'sending', progress: 0.5 }, true)).toBeNull();
  });
});

describe('collectErrors', () => {
  it('lists the errors in form order, product lines keyed by their id', () => {
    const lines = [newProductLine(), newProductLine()];
    const errors = {
      issue_description: { type: 'x', message: 'Issue description is required' },
      first_name: { type: 'x', message: 'First name is required' },
      products: [undefined, { voltage: { type: 'x', message: 'Voltage is required' } }],
    } as unknown as FieldErrors<RmaFormValues>;
    expect(collectErrors(errors, lines)).toEqual([
      { key: 'first_name', label: 'First name', message: 'First name is required' },
      { key: `products.${lines[1].id}.voltage`, label: 'Product 2: Voltage', message: 'Voltage is required' },
      { key: 'issue_description', label: 'Describe the issue', message: 'Issue description is required' },
    ]);
  });
});
