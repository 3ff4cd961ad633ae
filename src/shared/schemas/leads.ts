import * as v from 'valibot';
import { CUSTOMER_TYPES } from '../content/regions';
import { contactLine, defineContract, leadAnswer, type Contract } from './contract';
import { cappedText, choice, countryField, emailField, MAX, optionalText, phoneField, present, REGION_MESSAGES, regionOfCountry, requiredText } from './fields';

/**
 * The three lead forms (catalogue, free light layout, retailer inquiry) and the two lead-style
 * requests (documents, rebates) are stored alike: one row in `leads` under the contract's kind,
 * a reply to the visitor and a copy to sales. Each lead contract says who the lead is from.
 */
export interface LeadContract<
  Kind extends string = string,
  Form extends v.GenericSchema = v.GenericSchema,
  Body extends v.GenericSchema = v.GenericSchema,
> extends Contract<Kind, Form, Body, typeof leadAnswer> {
  /** Who sent it, for the mails and the staff inbox. (A method, so any lead contract fits a list of them.) */
  contact(body: v.InferOutput<Body>): { name: string; email: string };
  /** How the staff inbox names the body's fields (and a choice's values): the form's own labels. */
  fieldNames?: FieldNames;
  /** How many images a lead of this kind may carry as `files` parts (a booth lead's card photo); none unless said. */
  images?: number;
}

/** A body field as a person reads it: its form label and, for a choice, its options' labels. */
export type FieldNames = Record<string, { label: string; options?: readonly { value: string; label: string }[] }>;

export const LEAD_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  phone: 'Phone is required',
  role: 'Please select your role',
  ...REGION_MESSAGES,
} as const;

/**
 * The lead forms' field labels: the forms show them and the staff inbox names a lead's fields
 * by them, so staff read what the visitor read.
 */
export const LEAD_FIELD_LABELS = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  customerType: 'User type',
  retailerRole: 'Role',
  retailerName: 'Retailer name',
  companyName: 'Company name',
  plan: 'Plan',
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

export const fullNameField = present(requiredText(LEAD_MESSAGES.fullName, MAX.name));
export const leadEmailField = present(emailField(LEAD_MESSAGES.email, LEAD_MESSAGES.emailInvalid));
export const leadPhoneField = present(phoneField(LEAD_MESSAGES.phone));
const country = present(countryField());
const roleOf = (roles: readonly { value: string }[]) => present(choice(roles.map((role) => role.value), LEAD_MESSAGES.role));

/** Where a lead form's state rule differs: the catalogue form asks for a State whatever the country. */
type StateRule = 'always-state' | 'by-country';

/** Every lead form's values: the role list and the state rule differ, the fields do not. */
export interface LeadFormValues {
  fullName: string;
  email: string;
  phone: string;
  role: string;
  country: string;
  state: string;
  /** Which store or company the lead is from: optional, sent as retailer_name and company_name. */
  retailerName: string;
  companyName: string;
  /** A room plan from the planner, sent with a free light layout request as its message. */
  plan?: string;
}

/** A schema with `S`'s input and output, with or without checks piped after it. */
type SameAs<S extends v.GenericSchema> = v.GenericSchema<v.InferInput<S>, v.InferOutput<S>>;

/** A lead form's contract: the form's fields as the spec names them, sent under the API's names. */
function leadFormContract<const Kind extends string>({
  kind,
  path,
  label,
  roles,
  roleLabel,
  stateRule,
  takesPlan = false,
}: {
  kind: Kind;
  path: string;
  label: string;
  roles: readonly { value: string; label: string }[];
  roleLabel: string;
  stateRule: StateRule;
  /** Whether the form may carry a room plan (the free light layout request does). */
  takesPlan?: boolean;
}) {
  const role = roleOf(roles);
  const state = stateRule === 'always-state' ? present(requiredText(LEAD_MESSAGES.state)) : optionalText();
  const contactEntries = { email: leadEmailField, phone: leadPhoneField, country, state };
  const organisation = { retailerName: optionalText(), companyName: optionalText() };
  // A form that takes no plan accepts only an empty one: the field keeps one type for all forms.
  const plan = v.optional(cappedText(takesPlan ? MAX.longText : 0));
  const formObject = v.object({ fullName: fullNameField, ...contactEntries, role, ...organisation, plan });
  const bodyObject = v.object({
    name: fullNameField,
    ...contactEntries,
    customer_type_website: role,
    retailer_name: organisation.retailerName,
    company_name: organisation.companyName,
    plan,
  });
  // The state check of 'by-country' forms needs both fields, so it runs on the whole object.
  const form: SameAs<typeof formObject> = stateRule === 'by-country' ? v.pipe(formObject, regionOfCountry()) : formObject;
  const body: SameAs<typeof bodyObject> = stateRule === 'by-country' ? v.pipe(bodyObject, regionOfCountry()) : bodyObject;
  const contract = defineContract({
    kind,
    path,
    label,
    form,
    body,
    answer: leadAnswer,
    // The spec's mapping: fullName goes as name and role as customer_type_website; the store
    // and company names go too, in the same style, so staff learn which store asked.
    toBody: ({ fullName, email, phone, country, state, role, retailerName, companyName, plan }) => ({
      name: fullName,
      email,
      phone,
      country,
      state,
      customer_type_website: role,
      retailer_name: retailerName,
      company_name: companyName,
      // Sent only when there is one, so the other forms' bodies stay as they were.
      ...(plan ? { plan } : {}),
    }),
    summary: ({ name, email }) => contactLine(name, email),
  });
  const fieldNames: FieldNames = {
    name: { label: LEAD_FIELD_LABELS.fullName },
    email: { label: LEAD_FIELD_LABELS.email },
    phone: { label: LEAD_FIELD_LABELS.phone },
    customer_type_website: { label: roleLabel, options: roles },
    retailer_name: { label: LEAD_FIELD_LABELS.retailerName },
    company_name: { label: LEAD_FIELD_LABELS.companyName },
    ...(takesPlan ? { plan: { label: LEAD_FIELD_LABELS.plan } } : {}),
  };
  return { ...contract, fieldNames, contact: ({ name, email }) => ({ name, email }) } satisfies LeadContract<Kind, typeof form, typeof body>;
}

export const catalogueRequest = leadFormContract({
  kind: 'catalog',
  path: '/api/catalog',
  label: 'Catalogue request',
  roles: CUSTOMER_TYPES,
  roleLabel: LEAD_FIELD_LABELS.customerType,
  stateRule: 'always-state',
});

export const lightLayoutRequest = leadFormContract({
  kind: 'freelightlayout',
  path: '/api/freelightlayout',
  label: 'Free light layout request',
  roles: CUSTOMER_TYPES,
  roleLabel: LEAD_FIELD_LABELS.customerType,
  stateRule: 'by-country',
  takesPlan: true,
});

export const retailerInquiry = leadFormContract({
  kind: 'retailers',
  path: '/api/retailers',
  label: 'Retailer inquiry',
  roles: RETAILER_ROLES,
  roleLabel: LEAD_FIELD_LABELS.retailerRole,
  stateRule: 'by-country',
});

export type LeadFormContract = ReturnType<typeof leadFormContract<string>>;
