import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentRequest } from './document-request';

const { form: documentRequestFormSchema, body: documentRequestSchema } = documentRequest;

/** The message shown per field: the first one, as the form resolver and the server both report. */
const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  const shown: Record<string, string> = {};
  for (const issue of result.issues ?? []) shown[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return shown;
};

describe('document request schemas', () => {
  it('reports every blank field of the form with the spec message', () => {
    expect(messagesOf(documentRequestFormSchema, { fullName: '', email: '', phone: '', customerType: '', country: '', state: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      customerType: 'Customer type is required',
      country: 'Country is required',
      state: 'State is required',
    });
  });

  it('asks for a state, not a province, in Canada too', () => {
    const form = { fullName: 'Dana', email: 'dana@example.com', phone: '555', customerType: 'other', country: 'Canada', state: '' };
    expect(messagesOf(documentRequestFormSchema, form)).toEqual({ state: 'State is required' });
    expect(messagesOf(documentRequestFormSchema, { ...form, email: 'dana@', state: 'Yukon' })).toEqual({ email: 'Email is invalid' });
  });

  it('fills the default product name and null links in the payload', () => {
    const payload = v.parse(documentRequestSchema, {
      name: 'Dana',
      email: 'dana@example.com',
      phone: '555',
      customer_type_website: 'retail',
      country: 'United States',
      state: 'Ohio',
    });
    expect(payload).toMatchObject({ product_name: 'Product Download Request', spec_sheet_url: null, manual_url: null });
  });
});
