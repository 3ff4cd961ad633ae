import * as v from 'valibot';

/**
 * Field schemas shared by the forms and the server, each carrying the spec's exact message.
 * No React and no DOM here: server/ imports these too.
 */

/** text, @, text, dot, text — the "simple pattern" of the specs. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length caps keep a hostile body from filling the database; generous for real people. */
export const MAX = { name: 120, email: 254, phone: 40, text: 200, longText: 5000, url: 2000 } as const;

/** The one wording of every length cap, shown by the forms and answered by the server. */
export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A trimmed string of at most `max` characters. */
export const cappedText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(max)));

export const requiredText = (message: string, max: number = MAX.text) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong(max)));

export const optionalText = (max: number = MAX.text) =>
  v.optional(cappedText(max), '');

export const emailField = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(MAX.email, tooLong(MAX.email)),
    v.regex(EMAIL_PATTERN, invalidMessage),
  );

export const phoneField = (message = 'Phone is required') => requiredText(message, MAX.phone);

export const countryField = (message = 'Country is required') =>
  v.picklist(['United States', 'Canada'], message);
