import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalogueRequest, lightLayoutRequest, retailerInquiry } from './leads';

const [catalogueRequestSchema, lightLayoutRequestSchema, retailerInquirySchema] = [catalogueRequest, lightLayoutRequest, retailerInquiry].map((contract) => contract.form);
const [catalogueLeadSchema, lightLayoutLeadSchema, retailerLeadSchema] = [catalogueRequest, lightLayoutRequest, retailerInquiry].map((contract) => contract.body);

/** The message shown per field: the first one, as the form resolver and the server both report. */
const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  const shown: Record<string, string> = {};
  for (const issue of result.issues ?? []) shown[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return shown;
};

const blankForm = { fullName: ' ', email: '', phone: '', role: '', country: 'United States', state: '', retailerName: '', companyName: '' };
const goodForm = { ...blankForm, fullName: 'Dana', email: 'dana@example.com', phone: '555 0100', role: 'cultivator', state: 'Ohio' };

describe('lead form schemas', () => {
  it.each([
    ['catalogue', catalogueRequestSchema],
    ['light layout', lightLayoutRequestSchema],
    ['retailer', retailerInquirySchema],
  ])('the %s form reports every blank field with the spec message', (_name, schema) => {
    expect(messagesOf(schema, blankForm)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      role: 'Please select your role',
      state: 'State is required',
    });
  });

  it('says Email is invalid for an address without a dot after the @', () => {
    expect(messagesOf(catalogueRequestSchema, { ...goodForm, email: 'dana@example' })).toEqual({ email: 'Email is invalid' });
  });

  it('asks for a province in Canada on the light layout and retailer forms, but a state on the catalogue form', () => {
    const inCanada = { ...goodForm, country: 'Canada', state: '' };
    expect(messagesOf(lightLayoutRequestSchema, inCanada)).toEqual({ state: 'Province is required' });
    expect(messagesOf(retailerInquirySchema, { ...inCanada, role: 'buyer' })).toEqual({ state: 'Province is required' });
    expect(messagesOf(catalogueRequestSchema, inCanada)).toEqual({ state: 'State is required' });
  });

  it('offers each form its own role list', () => {
    expect(messagesOf(retailerInquirySchema, { ...goodForm, role: 'store_manager' })).toEqual({});
    expect(messagesOf(retailerInquirySchema, goodForm)).toEqual({ role: 'Please select your role' });
    expect(messagesOf(lightLayoutRequestSchema, { ...goodForm, role: 'retail' })).toEqual({});
    expect(messagesOf(lightLayoutRequestSchema, { ...goodForm, role: 'buyer' })).toEqual({ role: 'Please select your role' });
  });

  it('accepts a form without the optional retailer and company names', () => {
    const { retailerName: _r, companyName: _c, ...rest } = goodForm;
    expect(messagesOf(catalogueRequestSchema, rest)).toEqual({});
  });
});

describe('lead payload schemas', () => {
  const payload = { name: 'Dana', phone: '555 0100', email: 'dana@example.com', country: 'Canada', state: 'BC', customer_type_website: 'hobbyist' };

  it('accept the mapped payload and trim it', () => {
    expect(v.parse(lightLayoutLeadSchema, { ...payload, name: '  Dana ' }).name).toBe('Dana');
    expect(v.parse(retailerLeadSchema, { ...payload, customer_type_website: 'sales_rep' })).toMatchObject({ state: 'BC' });
  });

  it('report absent fields with the same messages as blank ones', () => {
    expect(messagesOf(catalogueLeadSchema, {})).toEqual({
      name: 'Full name is required',
      country: 'Country is required',
      phone: 'Phone is required',
      email: 'Email is required',
      state: 'State is required',
      customer_type_website: 'Please select your role',
    });
    expect(messagesOf(retailerLeadSchema, { ...payload, state: undefined, customer_type_website: 'sales_rep' })).toEqual({
      state: 'Province is required',
    });
  });
});
