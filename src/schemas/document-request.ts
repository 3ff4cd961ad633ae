import * as v from 'valibot';
import { COUNTRIES, CUSTOMER_TYPES } from '../content/regions';
import { cappedText, emailField, MAX, phoneField, requiredText } from './fields';
import { choice, LEAD_MESSAGES, present } from './leads';

/** The spec sheet and manual request (02 §3.7, §5.3): the modal's form and the body of POST /api/document. */

/** The lead forms' messages, but for the customer type's own. */
export const DOCUMENT_REQUEST_MESSAGES = {
  fullName: LEAD_MESSAGES.fullName,
  email: LEAD_MESSAGES.email,
  emailInvalid: LEAD_MESSAGES.emailInvalid,
  phone: LEAD_MESSAGES.phone,
  customerType: 'Customer type is required',
  country: LEAD_MESSAGES.country,
  state: LEAD_MESSAGES.state,
} as const;

/** The product name sent when the request names no product. */
export const DEFAULT_DOCUMENT_PRODUCT_NAME = 'Product Download Request';

const customerType = choice(CUSTOMER_TYPES.map((type) => type.value), DOCUMENT_REQUEST_MESSAGES.customerType);
const fullName = requiredText(DOCUMENT_REQUEST_MESSAGES.fullName, MAX.name);
const email = emailField(DOCUMENT_REQUEST_MESSAGES.email, DOCUMENT_REQUEST_MESSAGES.emailInvalid);
const phone = phoneField(DOCUMENT_REQUEST_MESSAGES.phone);
const country = choice(COUNTRIES, DOCUMENT_REQUEST_MESSAGES.country);
/** Unlike the lead forms, this form names the region a state whichever country is chosen (02 §5.3). */
const state = requiredText(DOCUMENT_REQUEST_MESSAGES.state);
const documentUrl = v.nullish(cappedText(MAX.url), null);

export const documentRequestFormSchema = v.object({ fullName, email, phone, customerType, country, state });

export const documentRequestSchema = v.object({
  name: present(fullName),
  phone: present(phone),
  email: present(email),
  country: present(country),
  state: present(state),
  customer_type_website: present(customerType),
  product_name: v.optional(
    cappedText(MAX.text),
    DEFAULT_DOCUMENT_PRODUCT_NAME,
  ),
  spec_sheet_url: documentUrl,
  manual_url: documentUrl,
});

export type DocumentRequestFormValues = v.InferInput<typeof documentRequestFormSchema>;
export type DocumentRequestPayload = v.InferInput<typeof documentRequestSchema>;
