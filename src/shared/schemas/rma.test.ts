import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RMA_PRODUCTS,
  RMA_VOLTAGES,
  evidenceFileProblem,
  invoiceFileProblem,
  rmaFieldsSchema,
} from './rma';

const MB = 1024 * 1024;

const valid = {
  first_name: 'Dana',
  last_name: 'Reyes',
  email: 'dana@example.com',
  ballast_led_driver: 'yes',
  reflector: 'no',
  lamp_led_bars: 'yes',
  wieland_nema_cord: 'no',
  original_packaging: 'yes',
  testing_functional: 'agree',
  accessories_included: 'disagree',
  payment_agreement: 'agree',
  resolution_type: 'replacement',
  issue_description: 'Flickers.',
  products: [{ product: 'HYPERMOL 720W', voltage: '480V', serial_numbers: '' }],
};

const messagesOf = (input: unknown) => {
  const result = v.safeParse(rmaFieldsSchema, input);
  const first: Record<string, string> = {};
  // A field shows its first problem, as the form and the server do.
  if (!result.success) for (const issue of result.issues) first[v.getDotPath(issue) ?? ''] ??= issue.message;
  return first;
};

describe('RMA fields', () => {
  it('offers the 24 products and 5 voltages of the spec', () => {
    expect(RMA_PRODUCTS).toHaveLength(24);
    expect(RMA_PRODUCTS).toContain('iLogic6 LED UV & Far Red 330W');
    expect(RMA_VOLTAGES).toEqual(['120-277V', '120-240V', '208-277V', '347V', '480V']);
  });

  it('accepts a complete request and leaves the optional fields empty', () => {
    const result = v.parse(rmaFieldsSchema, valid);
    expect(result).toMatchObject({ phone_number: '', shipping_address: '', order_id: '', invoice_number: '', reflector_led: false });
  });

  it('names every missing field with its own message', () => {
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(messagesOf({ ...blank, products: [{ product: '', voltage: '' }] })).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      issue_description: 'Issue description is required',
      ballast_led_driver: 'Required',
      reflector: 'Required',
      lamp_led_bars: 'Required',
      wieland_nema_cord: 'Required',
      original_packaging: 'Required',
      testing_functional: 'Required',
      accessories_included: 'Required',
      payment_agreement: 'Required',
      resolution_type: 'Required',
      'products.0.product': 'Product is required',
      'products.0.voltage': 'Voltage is required',
    });
  });

  it('checks the e-mail shape and asks for at least one product', () => {
    expect(messagesOf({ ...valid, email: 'dana@example', products: [] })).toEqual({
      email: 'Invalid email format',
      products: 'Must add at least one product',
    });
  });

  it('takes only the listed products and voltages', () => {
    expect(messagesOf({ ...valid, products: [{ product: 'Mystery lamp', voltage: '12V' }] })).toEqual({
      'products.0.product': 'Product is required',
      'products.0.voltage': 'Voltage is required',
    });
  });
});

describe('file rules', () => {
  it('takes a PDF invoice under 5MB only', () => {
    expect(invoiceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 * MB - 1 })).toBeNull();
    expect(invoiceFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBe('Only PDF files are allowed for invoices');
    expect(invoiceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 5 * MB })).toBe('Invoice file must be smaller than 5MB');
  });

  it('refuses evidence of another type by name', () => {
    expect(evidenceFileProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe('File type not allowed: setup.exe');
    expect(evidenceFileProblem({ name: 'noext', type: '', size: 10 })).toBe('File type not allowed: noext');
  });

  it.each([
    ['clip.mov', 'video/quicktime', 20, 'The file clip.mov is too large. Maximum 20MB for videos.'],
    ['photo.webp', 'image/webp', 10, 'The file photo.webp is too large. Maximum 10MB for images.'],
    ['manual.pdf', 'application/pdf', 5, 'The file manual.pdf is too large. Maximum 5MB for this file type.'],
    ['log.txt', 'text/plain', 5, 'The file log.txt is too large. Maximum 5MB for this file type.'],
  ])('limits %s to %sMB', (name, type, limit, message) => {
    expect(evidenceFileProblem({ name, type, size: (limit as number) * MB })).toBeNull();
    expect(evidenceFileProblem({ name, type, size: (limit as number) * MB + 1 })).toBe(message);
  });

  it('accepts every allowed evidence type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'application/pdf', 'text/plain']) {
      expect(evidenceFileProblem({ name: 'f', type, size: 1 })).toBeNull();
    }
  });
});
