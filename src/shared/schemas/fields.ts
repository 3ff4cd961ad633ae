import * as v from 'valibot';
import { COUNTRIES } from '../content/regions';

/**
 * Field schemas shared by the forms and the server, each carrying the spec's exact message.
 * No React and no DOM here: server/ and the service worker import these too.
 */

/** text, @, text, dot, text: the "simple pattern" the specs describe. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length caps keep a hostile body from filling the database; generous for real people. */
export const MAX = { name: 120, email: 254, phone: 40, text: 200, longText: 5000, url: 2000 } as const;

/** The one wording of every length cap, shown by the forms and answered by the server. */
export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A trimmed string of at most `max` characters. */
export const cappedText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong(max)));

export const requiredText = (message: string, max: number = MAX.text) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong(max)));

export const optionalText = (max: number = MAX.text) => v.optional(cappedText(max), '');

/**
 * The HTML standard's valid e-mail address (what `<input type="email">` accepts), with its
 * local part held to RFC 5321 and 5322's dot-atom: at most 64 characters, no dot first, last or
 * twice in a row, which mail servers refuse and the HTML rule lets through.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN = new RegExp(`^${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*$`);
const MAX_LOCAL_PART = 64;

export const isValidEmailAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  return at > 0 && local.length <= MAX_LOCAL_PART && LOCAL_PART.test(local) && DOMAIN.test(address.slice(at + 1));
};

/**
 * An address the mailer reads as exactly one recipient. The specs' simple pattern alone lets
 * through `<`, `>`, `,`, `;`, quotes and control characters, which a mailer splits into other
 * recipients or drops; RFC 5322's unquoted form, which every real address uses, has none of them.
 */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(MAX.email, tooLong(MAX.email)),
    v.regex(EMAIL_PATTERN, invalidMessage),
    v.rfcEmail(invalidMessage),
    v.check(isValidEmailAddress, invalidMessage),
  );

/** Whether a string is an address `emailField` accepts: for code that checks one outside a form. */
export const isDeliverableEmail = (address: string) => v.is(emailField('', ''), address);

export const phoneField = (message = 'Phone is required') => requiredText(message, MAX.phone);

/** A string first, so a form can hold '' for "nothing chosen" before the picklist judges it. */
export const choice = <const T extends string>(options: readonly T[], message: string) =>
  v.pipe(v.string(message), v.picklist(options, message));

/** An absent field reads as a blank one, so a body missing it gets the field's own message. */
export const present = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

export const REGION_MESSAGES = {
  country: 'Country is required',
  state: 'State is required',
  province: 'Province is required',
} as const;

export const countryField = (message: string = REGION_MESSAGES.country) => choice(COUNTRIES, message);

/** What a state-or-province check reads: the two fields, whatever else the form holds. */
// A type rather than an interface: valibot's checks want a record type.
type RegionInput = { country: string; state: string };

const missingRegion = (country: string) => (country === 'United States' ? REGION_MESSAGES.state : REGION_MESSAGES.province);

const regionCheck = v.forward(
  v.partialCheck<RegionInput, [['country'], ['state']], RegionInput, (issue: v.PartialCheckIssue<RegionInput>) => string>(
    [['country'], ['state']],
    (input) => input.state !== '',
    (issue) => missingRegion(issue.input.country),
  ),
  ['state'],
);

/**
 * The state or province a form needs when the region's name depends on the country: the
 * United States asks for a State, anywhere else for a Province. A partial check, so the message
 * shows beside the other fields' ones rather than after they all pass. Piped after an object
 * schema that holds `country` and `state`, whatever else it holds.
 */
export const regionOfCountry = <T extends RegionInput>() => regionCheck as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<RegionInput>>;
