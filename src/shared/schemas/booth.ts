import * as v from 'valibot';
import { defineContract, leadAnswer } from './contract';
import { cappedText, EMAIL_PATTERN, isValidEmailAddress, MAX, optionalText, present, requiredText, tooLong } from './fields';
import type { FieldNames, LeadContract } from './leads';

/**
 * A visitor met at a trade-show booth: the rep's quick capture, stored as a lead like the
 * storefront's forms (one row in `leads`, its mails, the outbox and its Idempotency-Key). The
 * event, booth and rep come from the tablet's booth set-up, so the inbox can sort a show's leads.
 */

export const BOOTH_RATINGS = [
  { value: 'hot', label: 'Hot' },
  { value: 'warm', label: 'Warm' },
  { value: 'cold', label: 'Cold' },
] as const;

export const BOOTH_MESSAGES = {
  name: 'Name is required',
  reach: 'An email or a phone is required',
  emailInvalid: 'Email is invalid',
  rating: 'Pick hot, warm or cold',
  event: 'Booth mode is not set up: the event is missing',
  rep: 'Booth mode is not set up: the rep is missing',
  interests: 'At most 20 products',
  cardPhoto: 'The card photo must be a JPEG, PNG, GIF or WebP image of at most 10MB',
} as const;

export const BOOTH_FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  rating: 'Rating',
  notes: 'Notes',
  interests: 'Product interest',
  event: 'Event',
  booth: 'Booth',
  rep: 'Rep',
} as const;

/** Image types a card photo may be, as the RMA form's evidence takes them, and its largest size. */
export const CARD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const CARD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Whether a file may ride with a booth lead as its card photo. */
export const isCardPhoto = ({ type, size }: { type: string; size: number }) =>
  (CARD_PHOTO_TYPES as readonly string[]).includes(type) && size <= CARD_PHOTO_MAX_BYTES;

const isFile = (value: unknown): value is File => typeof Blob !== 'undefined' && value instanceof Blob;

/** The most products one visitor is noted as interested in. */
export const MAX_INTERESTS = 20;

/** Empty, or an address the mailer reads as one recipient (the lead forms' own rule). */
const optionalEmail = present(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX.email, tooLong(MAX.email)),
    v.check((address) => address === '' || (EMAIL_PATTERN.test(address) && isValidEmailAddress(address)), BOOTH_MESSAGES.emailInvalid),
  ),
);

const entries = {
  name: present(requiredText(BOOTH_MESSAGES.name, MAX.name)),
  email: optionalEmail,
  phone: optionalText(MAX.phone),
  company: optionalText(),
  rating: present(v.pipe(v.string(BOOTH_MESSAGES.rating), v.picklist(BOOTH_RATINGS.map((rating) => rating.value), BOOTH_MESSAGES.rating))),
  notes: optionalText(MAX.longText),
  event: present(requiredText(BOOTH_MESSAGES.event)),
  booth: optionalText(),
  rep: present(requiredText(BOOTH_MESSAGES.rep, MAX.name)),
};

type Reach = { email: string; phone: string };

/** One way to reach the visitor is enough: an e-mail or a phone. The message shows under the e-mail. */
const reachCheck = v.forward(
  v.partialCheck<Reach, [['email'], ['phone']], Reach, string>([['email'], ['phone']], ({ email, phone }) => email !== '' || phone !== '', BOOTH_MESSAGES.reach),
  ['email'],
);
// Typed by the object it is piped after, as regionOfCountry() is (fields.ts).
const reachable = <T extends Reach>() => reachCheck as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<Reach>>;

/** The products picked, as the staff read them: "Name (SKU)". */
const interestList = v.optional(v.pipe(v.array(cappedText(MAX.text)), v.maxLength(MAX_INTERESTS, BOOTH_MESSAGES.interests)), []);

/** A photo of the visitor's business card, taken on the tablet: sent as the lead's one `files` part. */
const cardPhoto = v.optional(v.nullable(v.pipe(v.custom<File>(isFile, BOOTH_MESSAGES.cardPhoto), v.check((file: File) => isCardPhoto(file), BOOTH_MESSAGES.cardPhoto))), null);

const form = v.pipe(v.object({ ...entries, interests: interestList, cardPhoto }), reachable());

/** Interests travel as one line, so the export has one column and the mail one fact for them. */
const body = v.pipe(v.object({ ...entries, interests: optionalText(MAX.longText) }), reachable());

const ratingLabel = (rating: string) => BOOTH_RATINGS.find((known) => known.value === rating)?.label ?? rating;

export const boothLead = {
  ...defineContract({
    kind: 'booth',
    path: '/api/booth',
    label: 'Booth lead',
    form,
    body,
    answer: leadAnswer,
    toBody: ({ interests, cardPhoto: _photo, ...values }) => ({ ...values, interests: interests.join('; ') }),
    toFiles: ({ cardPhoto: photo }) => (photo ? [{ field: 'files', file: photo, filename: photo.name }] : []),
    // A booth tablet passes from visitor to visitor: the outbox names a booth lead by its rating only.
    summary: ({ rating }) => `${BOOTH_FIELD_LABELS.rating}: ${ratingLabel(rating ?? '')}`,
  }),
  contact: ({ name, email }) => ({ name, email }),
  images: 1,
  fieldNames: Object.fromEntries(
    Object.entries(BOOTH_FIELD_LABELS).map(([field, label]) => [field, field === 'rating' ? { label, options: BOOTH_RATINGS } : { label }]),
  ) as FieldNames,
} satisfies LeadContract<'booth', typeof form, typeof body>;
