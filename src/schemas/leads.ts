import * as v from 'valibot';
import { COUNTRIES, CUSTOMER_TYPES } from '../content/regions';
import { emailField, MAX, optionalText, phoneField, requiredText } from './fields';

/**
 * The three lead forms (catalogue, free light layout, retailer inquiry): one schema per form
 * for the browser, and the schema of the payload each endpoint accepts, built from the same
 * field schemas so both sides speak with the spec's exact messages.
 */

export const LEAD_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  phone: 'Phone is required',
  role: 'Please select your role',
  state: 'State is required',
  province: 'Province is required',
  country: 'Country is required',
} as const;

/** The empty choice of the customer type list (catalogue, light layout and document forms). */
export const CUSTOMER_TYPE_PLACEHOLDER = 'Select user type';
/** The empty choice of the retailer role list. */
export const RETAILER_ROLE_PLACEHOLDER = 'Select role';

/** Roles a retailer picks in the inquiry form; the value is what is sent. */
export const RETAILER_ROLES = [
  { value: 'store_owner', label: 'Store Owner' },
  { value: 'store_manager', label: 'Store Manager' },
  { value: 'buyer', label: 'Buyer' },
  { value: 'sales_rep', label: 'Sales Representative' },
  { value: 'other', label: 'Other' },
] as const;

/** A string first, so a form can hold '' for "nothing chosen" before the picklist judges it. */
export const choice = <const T extends string>(options: readonly T[], message: string) =>
  v.pipe(v.string(message), v.picklist(options, message));

/** An absent field reads as a blank one, so a body missing it gets the field's own message. */
export const present = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

const customerType = present(choice(CUSTOMER_TYPES.map((type) => type.value), LEAD_MESSAGES.role));
const retailerRole = present(choice(RETAILER_ROLES.map((role) => role.value), LEAD_MESSAGES.role));
const fullName = present(requiredText(LEAD_MESSAGES.fullName, MAX.name));
const email = present(emailField(LEAD_MESSAGES.email, LEAD_MESSAGES.emailInvalid));
const phone = present(phoneField(LEAD_MESSAGES.phone));
const country = present(choice(COUNTRIES, LEAD_MESSAGES.country));
/** The catalogue form asks for a state whatever the country. */
const anyRegion = present(requiredText(LEAD_MESSAGES.state));
/** Checked against the country below, which alone knows whether a state or a province is missing. */
const regionOfCountry = optionalText();

/**
 * The light layout and retailer forms (and their payloads) need a state in the United States
 * and a province elsewhere. A partial check, so the message shows beside the other fields' ones.
 */
const hasRegion = (input: { state: string }) => input.state !== '';
const missingRegion = (issue: { input: { country: string } }) =>
  issue.input.country === 'United States' ? LEAD_MESSAGES.state : LEAD_MESSAGES.province;

/** Kept by the forms for the visitor's reference; never sent (01 §3). */
const unsentExtras = { retailerName: optionalText(), companyName: optionalText() };

export const catalogueRequestSchema = v.object({
  fullName,
  email,
  phone,
  role: customerType,
  country,
  state: anyRegion,
  ...unsentExtras,
});

export const lightLayoutRequestSchema = v.pipe(
  v.object({
    fullName,
    email,
    phone,
    role: customerType,
    country,
    state: regionOfCountry,
    ...unsentExtras,
  }),
  v.forward(v.partialCheck([['country'], ['state']], hasRegion, missingRegion), ['state']),
);

export const retailerInquirySchema = v.pipe(
  v.object({
    fullName,
    email,
    phone,
    role: retailerRole,
    country,
    state: regionOfCountry,
    ...unsentExtras,
  }),
  v.forward(v.partialCheck([['country'], ['state']], hasRegion, missingRegion), ['state']),
);

export const catalogueLeadSchema = v.object({
  name: fullName,
  email,
  phone,
  country,
  state: anyRegion,
  customer_type_website: customerType,
});

export const lightLayoutLeadSchema = v.pipe(
  v.object({
    name: fullName,
    email,
    phone,
    country,
    state: regionOfCountry,
    customer_type_website: customerType,
  }),
  v.forward(v.partialCheck([['country'], ['state']], hasRegion, missingRegion), ['state']),
);

export const retailerLeadSchema = v.pipe(
  v.object({
    name: fullName,
    email,
    phone,
    country,
    state: regionOfCountry,
    customer_type_website: retailerRole,
  }),
  v.forward(v.partialCheck([['country'], ['state']], hasRegion, missingRegion), ['state']),
);

export type LeadFormSchema = typeof catalogueRequestSchema | typeof lightLayoutRequestSchema | typeof retailerInquirySchema;
/** What every lead form holds, whichever role list it offers. */
export type LeadFormValues = Required<v.InferInput<LeadFormSchema>>;
/** The body of POST /api/catalog, /api/freelightlayout and /api/retailers (01 §7). */
export type LeadPayload = Required<v.InferInput<typeof catalogueLeadSchema>>;

/** What every contact form asks for, as the visitor typed it. */
export interface ContactValues {
  fullName: string;
  phone: string;
  email: string;
  country: string;
  state: string;
}

/** The contact part of every lead-style body (01 §7): fullName goes as name, trimmed. */
export const toContactPayload = (values: ContactValues, customerType: string) => ({
  name: values.fullName.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  country: values.country,
  state: values.state,
  customer_type_website: customerType,
});
