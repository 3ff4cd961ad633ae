import * as v from 'valibot';
import { DEFAULT_COUNTRY, regionsOf } from '../content/regions';
import { cappedText, countryField, emailField, MAX, phoneField, requiredText } from './fields';

/** The rebate request (02 §3.5, §5.1): one schema for the form and the server. */

export const REBATE_CATEGORIES = ['LED', 'Controllers', 'Dehumidifiers', 'HVAC'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

export const REBATE_MESSAGES = {
  contactName: 'Contact name is required',
  companyName: 'Company name is required',
  workEmail: 'Work email is required',
  emailInvalid: 'Email is invalid',
  phone: 'Phone is required',
  rebateCategory: 'Please select a rebate category',
  state: 'State is required',
  province: 'Province is required',
  unknownRegion: 'Choose a state or province of the selected country',
} as const;

const COUNTRY_MESSAGE = 'Country is required';

const regionNamed = (country: string, state: string) => regionsOf(country).some((region) => region.name === state);

export const rebateSchema = v.pipe(
  v.object({
    contactName: requiredText(REBATE_MESSAGES.contactName, MAX.name),
    companyName: requiredText(REBATE_MESSAGES.companyName),
    workEmail: emailField(REBATE_MESSAGES.workEmail, REBATE_MESSAGES.emailInvalid),
    phone: phoneField(REBATE_MESSAGES.phone),
    // Strings in, so the form can hold '' for "nothing chosen yet"; the picklists narrow them.
    rebateCategory: v.pipe(v.string(REBATE_MESSAGES.rebateCategory), v.picklist(REBATE_CATEGORIES, REBATE_MESSAGES.rebateCategory)),
    country: v.pipe(v.string(COUNTRY_MESSAGE), countryField(COUNTRY_MESSAGE)),
    state: cappedText(MAX.text),
    subscribeNewsletter: v.optional(v.boolean(), false),
  }),
  // partialCheck runs even when other fields fail, so the state message shows with the rest.
  v.forward(
    v.partialCheck(
      [['country'], ['state']],
      ({ country, state }) => country !== 'United States' || state !== '',
      REBATE_MESSAGES.state,
    ),
    ['state'],
  ),
  v.forward(
    v.partialCheck([['country'], ['state']], ({ country, state }) => country !== 'Canada' || state !== '', REBATE_MESSAGES.province),
    ['state'],
  ),
  v.forward(
    v.partialCheck([['country'], ['state']], ({ country, state }) => state === '' || regionNamed(country, state), REBATE_MESSAGES.unknownRegion),
    ['state'],
  ),
);

export type RebateInput = v.InferInput<typeof rebateSchema>;
export type RebateRequest = v.InferOutput<typeof rebateSchema>;

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
