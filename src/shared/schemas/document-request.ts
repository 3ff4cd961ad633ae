import * as v from 'valibot';
import { CUSTOMER_TYPES } from '../content/regions';
import { contactLine, defineContract, leadAnswer } from './contract';
import { cappedText, choice, countryField, MAX, optionalText, present, requiredText } from './fields';
import { fullNameField, LEAD_MESSAGES, leadEmailField, leadPhoneField, type LeadContract } from './leads';

/**
 * The spec sheet and manual request: the modal's form and the body of POST /api/document.
 * The server mails the documents of the product the request names by SKU, from its own
 * catalogue; the links the body carries are the page's, kept for the record only.
 */

export const DOCUMENT_REQUEST_MESSAGES = {
  ...LEAD_MESSAGES,
  customerType: 'Customer type is required',
} as const;

/** The product name sent when the request names no product. */
export const DEFAULT_DOCUMENT_PRODUCT_NAME = 'Product Download Request';

const customerType = present(choice(CUSTOMER_TYPES.map((type) => type.value), DOCUMENT_REQUEST_MESSAGES.customerType));
const country = present(countryField());
/** Unlike the lead forms, this form names the region a state whichever country is chosen. */
const state = present(requiredText(DOCUMENT_REQUEST_MESSAGES.state));
const documentUrl = v.nullish(cappedText(MAX.url), null);

/** Which documents of which product: set by the page that opens the form, not typed. */
const requested = {
  product_name: v.optional(cappedText(MAX.text), ''),
  sku: optionalText(MAX.text),
  spec_sheet_url: documentUrl,
  manual_url: documentUrl,
};

const form = v.object({ fullName: fullNameField, email: leadEmailField, phone: leadPhoneField, customerType, country, state, ...requested });

const body = v.object({
  name: fullNameField,
  phone: leadPhoneField,
  email: leadEmailField,
  country,
  state,
  customer_type_website: customerType,
  ...requested,
  product_name: v.optional(cappedText(MAX.text), DEFAULT_DOCUMENT_PRODUCT_NAME),
});

export const documentRequest = {
  ...defineContract({
    kind: 'document',
    path: '/api/document',
    label: 'Document request',
    form,
    body,
    answer: leadAnswer,
    toBody: ({ fullName, customerType, product_name, ...rest }) => ({
      ...rest,
      name: fullName,
      customer_type_website: customerType,
      product_name: product_name || DEFAULT_DOCUMENT_PRODUCT_NAME,
    }),
    summary: ({ name, email }) => contactLine(name, email),
  }),
  contact: ({ name, email }) => ({ name, email }),
} satisfies LeadContract<'document', typeof form, typeof body>;

export type DocumentRequestFormValues = v.InferInput<typeof form>;
