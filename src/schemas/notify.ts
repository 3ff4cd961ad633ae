import * as v from 'valibot';
import { emailField, requiredText } from './fields';

/** Back-in-stock request (02 §3.6, §5.2): the modal and POST /api/requestproduct share it. */
export const NOTIFY_MESSAGES = {
  email: 'Please enter a valid email address',
  productName: 'Product name is required',
} as const;

export const notifySchema = v.object({
  email: emailField(NOTIFY_MESSAGES.email, NOTIFY_MESSAGES.email),
  product_name: requiredText(NOTIFY_MESSAGES.productName),
});

export type NotifyInput = v.InferInput<typeof notifySchema>;
export type NotifyRequest = v.InferOutput<typeof notifySchema>;
