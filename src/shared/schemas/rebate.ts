import * as v from 'valibot';
import { DEFAULT_COUNTRY, regionsOf } from '../content/regions';
import { contactLine, defineContract, leadAnswer } from './contract';
import { cappedText, choice, countryField, emailField, MAX, phoneField, REGION_MESSAGES, regionOfCountry, requiredText } from './fields';
import type { LeadContract } from './leads';

/** The rebate request: one schema for the form and the server, posted as it is typed. */

export const REBATE_CATEGORIES = ['LED', 'Controllers', 'Dehumidifiers', 'HVAC'] as const;

export const REBATE_MESSAGES = {
  contactName: 'Contact name is required',
  companyName: 'Company name is required',
  workEmail: 'Work email is required',
  emailInvalid: 'Email is invalid',
  phone: 'Phone is required',
  rebateCategory: 'Please select a rebate category',
  ...REGION_MESSAGES,
  unknownRegion: 'Choose a state or province of the selected country',
} as const;

const regionNamed = (country: string, state: string) => regionsOf(country).some((region) => region.name === state);

const schema = v.pipe(
  v.object({
    contactName: requiredText(REBATE_MESSAGES.contactName, MAX.name),
    companyName: requiredText(REBATE_MESSAGES.companyName),
    workEmail: emailField(REBATE_MESSAGES.workEmail, REBATE_MESSAGES.emailInvalid),
    phone: phoneField(REBATE_MESSAGES.phone),
    rebateCategory: choice(REBATE_CATEGORIES, REBATE_MESSAGES.rebateCategory),
    country: countryField(),
    state: cappedText(MAX.text),
    subscribeNewsletter: v.optional(v.boolean(), false),
  }),
  regionOfCountry(),
  // The rebate team looks programmes up by state, so the name must be one of the country's.
  v.forward(
    v.partialCheck([['country'], ['state']], ({ country, state }) => state === '' || regionNamed(country, state), REBATE_MESSAGES.unknownRegion),
    ['state'],
  ),
);

export type RebateInput = v.InferInput<typeof schema>;

export const rebateRequest = {
  ...defineContract({
    kind: 'rebate',
    // The address the separate rebate service has always answered on; this server answers it too.
    path: '/api/save-rebate-form.php',
    label: 'Rebate request',
    form: schema,
    body: schema,
    answer: leadAnswer,
    toBody: (request) => request,
    summary: ({ contactName, workEmail }) => contactLine(contactName, workEmail),
  }),
  contact: ({ contactName, workEmail }) => ({ name: contactName, email: workEmail }),
} satisfies LeadContract<'rebate', typeof schema, typeof schema>;

/** What the form starts with and returns to after a successful request. */
export const REBATE_DEFAULTS = {
  contactName: '',
  companyName: '',
  workEmail: '',
  phone: '',
  rebateCategory: '',
  country: DEFAULT_COUNTRY,
  state: '',
  subscribeNewsletter: false,
} satisfies RebateInput;
