import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REBATE_DEFAULTS, REBATE_MESSAGES, rebateRequest } from './rebate';

const rebateSchema = rebateRequest.body;

const valid = {
  contactName: 'Dana Reyes',
  companyName: 'Green Valley Farms',
  workEmail: 'dana@greenvalley.com',
  phone: '805-555-0101',
  rebateCategory: 'LED',
  country: 'United States',
  state: 'California',
  subscribeNewsletter: true,
};

const errorsOf = (input: unknown) => {
  const result = v.safeParse(rebateSchema, input);
  if (result.success) return {};
  const details: Record<string, string> = {};
  for (const issue of result.issues) details[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return details;
};

describe('rebateSchema', () => {
  it('accepts a complete request and trims every value', () => {
    const result = v.parse(rebateSchema, { ...valid, contactName: '  Dana Reyes ', workEmail: ' dana@greenvalley.com ' });
    expect(result.contactName).toBe('Dana Reyes');
    expect(result.workEmail).toBe('dana@greenvalley.com');
    expect(result.subscribeNewsletter).toBe(true);
  });

  it('gives every required field its own message, all at once', () => {
    expect(errorsOf(REBATE_DEFAULTS)).toEqual({
      contactName: 'Contact name is required',
      companyName: 'Company name is required',
      workEmail: 'Work email is required',
      phone: 'Phone is required',
      rebateCategory: 'Please select a rebate category',
      state: 'State is required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(errorsOf({ ...valid, contactName: '   ', phone: ' ' })).toEqual({
      contactName: REBATE_MESSAGES.contactName,
      phone: REBATE_MESSAGES.phone,
    });
  });

  it('says Email is invalid for an address without text, @, text, dot, text', () => {
    for (const workEmail of ['dana', 'dana@greenvalley', '@greenvalley.com', 'dana@.com x']) {
      expect(errorsOf({ ...valid, workEmail })).toEqual({ workEmail: 'Email is invalid' });
    }
  });

  it('asks for a province in Canada', () => {
    expect(errorsOf({ ...valid, country: 'Canada', state: '' })).toEqual({ state: 'Province is required' });
    expect(errorsOf({ ...valid, country: 'Canada', state: 'Ontario' })).toEqual({});
  });

  it('refuses a state that is not in the chosen country', () => {
    expect(errorsOf({ ...valid, country: 'Canada', state: 'California' })).toEqual({ state: REBATE_MESSAGES.unknownRegion });
  });

  it('refuses a category outside the four offered', () => {
    expect(errorsOf({ ...valid, rebateCategory: 'Solar' })).toEqual({ rebateCategory: 'Please select a rebate category' });
  });

  it('defaults the newsletter choice to no', () => {
    const { subscribeNewsletter: _omitted, ...rest } = valid;
    expect(v.parse(rebateSchema, rest).subscribeNewsletter).toBe(false);
  });
});
