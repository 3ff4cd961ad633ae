import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, contractOf, labelOf } from './contracts';
import type { Contract } from './contract';

const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
const photo = new File(['png'], 'plate.png', { type: 'image/png' });
const contact = { email: 'dana@example.com', phone: '555 0100', country: 'Canada', state: 'British Columbia' };
const lead = { ...contact, fullName: ' Dana Reyes ', role: 'hobbyist', retailerName: 'Kept here', companyName: '' };

/** A form each contract's own form accepts, as a visitor would fill it in. */
const FILLED: Record<string, unknown> = {
  catalog: lead,
  freelightlayout: { ...lead, state: 'BC' },
  retailers: { ...lead, role: 'buyer' },
  document: { ...contact, fullName: 'Dana', customerType: 'retail', product_name: 'iLogic Plus 1050W', sku: 'IL-L1050MS', spec_sheet_url: null, manual_url: null },
  rebate: { contactName: 'Dana', companyName: 'Farm', workEmail: 'dana@farm.example', phone: '555', rebateCategory: 'LED', country: 'Canada', state: 'Yukon', subscribeNewsletter: true },
  booth: { name: 'Dana Reyes', email: '', phone: '555 0100', company: 'Farm', rating: 'warm', notes: 'Two rooms', interests: ['iLogic Plus 1050W (IL-L1050MS)'], event: 'Expo', booth: 'B1', rep: 'Sam' },
  notify: { email: 'dana@example.com', product_name: 'HYPERMOL 720W' },
  rma: {
    first_name: 'Dana',
    last_name: 'Reyes',
    phone_number: '',
    email: 'dana@example.com',
    shipping_address: '',
    order_id: '',
    invoice_number: '',
    invoice: pdf,
    ballast_led_driver: 'yes',
    reflector: 'no',
    reflector_led: false,
    lamp_led_bars: 'yes',
    lamp_led_bars_not_included: false,
    wieland_nema_cord: 'no',
    wieland_nema_not_included: true,
    original_packaging: 'yes',
    original_packaging_other: '',
    testing_functional: 'agree',
    accessories_included: 'agree',
    payment_agreement: 'agree',
    resolution_type: 'credit',
    issue_description: 'Flickers',
    products: [{ id: 'line-1', product: 'HYPERMOL 720W', voltage: '480V', serial_numbers: 'S1', files: [photo] }],
  },
};

describe('every contract', () => {
  it.each(CONTRACTS.map((contract) => [contract.kind, contract] as const))(
    '%s: what the form sends is exactly what the server accepts',
    (kind, contract: Contract) => {
      const { body } = v.parse(contract.payload, FILLED[kind]);
      const accepted = v.safeParse(contract.body, JSON.parse(JSON.stringify(body)));
      expect(accepted.issues).toBeUndefined();
      expect(accepted.output).toEqual(body);
      // A booth lead is listed on a tablet every visitor handles: by its rating, never its sender.
      expect(contract.summary(body)).toMatch(kind === 'booth' ? /^Rating: Warm$/ : /dana/i);
    },
  );

  it('has its own kind, path and label', () => {
    for (const key of ['kind', 'path', 'label'] as const) {
      expect(new Set(CONTRACTS.map((contract) => contract[key])).size).toBe(CONTRACTS.length);
    }
  });

  it('is found by kind, and by the endpoint tail older outbox entries were stored under', () => {
    expect(labelOf('freelightlayout')).toBe('Free light layout request');
    expect(contractOf('save-rebate-form.php')?.kind).toBe('rebate');
    expect(contractOf('create-rma-complete')?.kind).toBe('rma');
    expect(contractOf('requestproduct')?.kind).toBe('notify');
    expect(labelOf('something-else')).toBe('Submission');
  });
});
