import { NOTIFY_WHEN_AVAILABLE } from '../../lib/stock';

/** The back-in-stock modal's words and timings. Validation messages live with the schema. */
export const NOTIFY_TEXT = {
  title: NOTIFY_WHEN_AVAILABLE,
  intro: (productName: string) => `Enter your email and we'll let you know when ${productName} is back in stock.`,
  email: 'Email address',
  submit: 'Notify Me',
  submitting: 'Sending...',
  success: "You're on the list!",
  emptyResponse: 'Server returned empty response',
  invalidJson: 'Server returned invalid JSON. Check console for details.',
  serverError: (status: number) => `Server error: ${status}`,
  fallback: 'Something went wrong. Please try again.',
} as const;

/** The modal closes this long after success, and empties this long after closing. */
export const NOTIFY_CLOSE_AFTER_MS = 2000;
export const NOTIFY_RESET_AFTER_MS = 300;
