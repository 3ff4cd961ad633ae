import * as v from 'valibot';
import { contactLine, defineContract } from './contract';
import { emailField, requiredText } from './fields';

/** The back-in-stock request: the modal and POST /api/requestproduct share it. */
export const NOTIFY_MESSAGES = {
  email: 'Please enter a valid email address',
  productName: 'Product name is required',
} as const;

/** What the server says once the visitor is on the list. */
export const SUBSCRIBED_MESSAGE = "You're on the list! We'll email you when it is back in stock.";

const schema = v.object({
  email: emailField(NOTIFY_MESSAGES.email, NOTIFY_MESSAGES.email),
  product_name: requiredText(NOTIFY_MESSAGES.productName),
});

export type NotifyInput = v.InferInput<typeof schema>;

export const backInStockRequest = defineContract({
  kind: 'notify',
  path: '/api/requestproduct',
  label: 'Back-in-stock alert',
  form: schema,
  body: schema,
  answer: v.object({ message: v.string() }),
  toBody: (request) => request,
  summary: ({ product_name, email }) => contactLine(product_name, email),
});
