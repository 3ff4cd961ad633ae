import * as v from 'valibot';
import { contactLine, defineContract, type WireFile } from './contract';
import { MAX, emailField, optionalText, requiredText } from './fields';

/**
 * The warranty return (RMA) request, shared by the form and the server: the choices, the
 * field rules with their exact messages, the file rules, and the contract of the one multipart
 * request that carries it all. No React and no DOM here.
 */

export const RMA_PRODUCTS = [
  'iLogic MS Plus 1050W',
  'iLogic MS Plus 700W',
  'iLogic FS Plus 1030W',
  'iLogic FS Plus 630W',
  'iLogic FS Plus 340W',
  'HYPERMOL PRO 1450W',
  'HYPERMOL 1450W',
  'HYPERMOL 1000W',
  'HYPERMOL 720W',
  'UNDER CANOPY 160W FS',
  'UNDER CANOPY 160W R',
  'iLW Green',
  'iLW LED 60W',
  'LED Clone 18W',
  'iLogic6 LED Fixture Full Spectrum 330W',
  'iLogic6 LED UV & Far Red 330W',
  'iLogic8 LED Fixture Full Spectrum 630W',
  'iLogic8 LED UV & Far Red 630W',
  'iLogic9 LED Fixture Full Spectrum 1000W',
  'iLogic9 LED UV & Far Red 1000W',
  'DE Full Fixture 1000W',
  'CMH Full Fixture SE 315W',
  'CMH Full Fixture DE 630W',
  'CMH Full Fixture DE 1000W',
] as const;

export const RMA_VOLTAGES = ['120-277V', '120-240V', '208-277V', '347V', '480V'] as const;

export const YES_NO = ['yes', 'no'] as const;
export const PACKAGING_CHOICES = ['yes', 'no', 'other'] as const;
export const AGREE_DISAGREE = ['agree', 'disagree'] as const;
export const RESOLUTION_TYPES = ['replacement', 'credit'] as const;
export const DEFAULT_RESOLUTION_TYPE = 'replacement' satisfies (typeof RESOLUTION_TYPES)[number];

/** The form's field labels: the RMA page shows them, and the staff inbox names a return's answers by them. */
export const RMA_FIELD_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Phone number',
  email: 'Email',
  shipping_address: 'Shipping address',
  order_id: 'Order ID',
  invoice_number: 'Invoice number',
  invoice: 'Invoice (PDF)',
  ballast_led_driver: 'Ballast / LED driver included',
  reflector: 'Reflector included',
  reflector_led: 'LED (Not applicable)',
  lamp_led_bars: 'Lamp / LED bars included',
  lamp_led_bars_not_included: 'Not included with this product',
  wieland_nema_cord: 'Wieland / NEMA cord included',
  wieland_nema_not_included: 'Not included with this product',
  original_packaging: 'Returned in the original packaging',
  original_packaging_other: 'Describe the packaging',
  testing_functional: 'Testing of functional products',
  accessories_included: 'Accessories included',
  payment_agreement: 'Payment agreement',
  resolution_type: 'Preferred resolution',
  issue_description: 'Describe the issue',
  products: 'Products',
  product: 'Product',
  voltage: 'Voltage',
  serial_numbers: 'Serial numbers',
} as const;

/** How the form words each choice value. */
export const RMA_CHOICE_LABELS = {
  yes: 'Yes',
  no: 'No',
  other: 'Other',
  agree: 'I agree',
  disagree: 'I disagree',
  replacement: 'Equipment Replacement',
  credit: 'Credit',
} as const;

/** More lines than any return has held; it keeps one request's size and parts bounded. */
export const MAX_PRODUCT_LINES = 20;

export const RMA_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailFormat: 'Invalid email format',
  issue: 'Issue description is required',
  invoice: 'Invoice is required',
  required: 'Required',
  products: 'Must add at least one product',
  product: 'Product is required',
  voltage: 'Voltage is required',
  tooManyProducts: `At most ${MAX_PRODUCT_LINES} products per request`,
} as const;

/** A line as it travels: the files ride as separate parts, so attached_files is always empty. */
export const rmaProductLineSchema = v.object({
  product: v.picklist(RMA_PRODUCTS, RMA_MESSAGES.product),
  voltage: v.picklist(RMA_VOLTAGES, RMA_MESSAGES.voltage),
  serial_numbers: optionalText(MAX.longText),
});

const choice = <T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, RMA_MESSAGES.required);
const flag = () => v.optional(v.boolean(), false);

/** The product lines of a return: one at least, MAX_PRODUCT_LINES at most, each checked by `line`. */
export const productLines = <T extends v.GenericSchema>(line: T) =>
  v.pipe(v.array(line), v.minLength(1, RMA_MESSAGES.products), v.maxLength(MAX_PRODUCT_LINES, RMA_MESSAGES.tooManyProducts));

/** Every text field of the request: what the form checks and what the server re-checks. */
export const rmaFieldsSchema = v.object({
  first_name: requiredText(RMA_MESSAGES.firstName, MAX.name),
  last_name: requiredText(RMA_MESSAGES.lastName, MAX.name),
  phone_number: optionalText(MAX.phone),
  email: emailField(RMA_MESSAGES.email, RMA_MESSAGES.emailFormat),
  shipping_address: optionalText(MAX.text * 2),
  order_id: optionalText(),
  invoice_number: optionalText(),
  ballast_led_driver: choice(YES_NO),
  reflector: choice(YES_NO),
  reflector_led: flag(),
  lamp_led_bars: choice(YES_NO),
  lamp_led_bars_not_included: flag(),
  wieland_nema_cord: choice(YES_NO),
  wieland_nema_not_included: flag(),
  original_packaging: choice(PACKAGING_CHOICES),
  original_packaging_other: optionalText(),
  testing_functional: choice(AGREE_DISAGREE),
  accessories_included: choice(AGREE_DISAGREE),
  payment_agreement: choice(AGREE_DISAGREE),
  resolution_type: choice(RESOLUTION_TYPES),
  issue_description: requiredText(RMA_MESSAGES.issue, MAX.longText),
  products: productLines(rmaProductLineSchema),
});

export type RmaFields = v.InferOutput<typeof rmaFieldsSchema>;

/** The flags travel as 'true'/'false' text parts; the choices as their own words. */
export const RMA_FLAG_FIELDS = ['reflector_led', 'lamp_led_bars_not_included', 'wieland_nema_not_included'] as const;

// ---- Files ---------------------------------------------------------------------------------

const MB = 1024 * 1024;

export const INVOICE_TYPE = 'application/pdf';
export const INVOICE_MAX_BYTES = 5 * MB;

export const EVIDENCE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
  'application/pdf',
  'text/plain',
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export type FileKind = 'video' | 'image' | 'other';

export const FILE_LIMITS_MB: Record<FileKind, number> = { video: 20, image: 10, other: 5 };

const KIND_PHRASE: Record<FileKind, string> = { video: 'for videos', image: 'for images', other: 'for this file type' };

export const FILE_MESSAGES = {
  invoiceType: 'Only PDF files are allowed for invoices',
  invoiceSize: 'Invoice file must be smaller than 5MB',
  evidenceType: (name: string) => `File type not allowed: ${name}`,
  evidenceSize: (name: string, kind: FileKind) =>
    `The file ${name} is too large. Maximum ${FILE_LIMITS_MB[kind]}MB ${KIND_PHRASE[kind]}.`,
} as const;

export const fileKindOf = (type: string): FileKind =>
  type.startsWith('video/') ? 'video' : type.startsWith('image/') ? 'image' : 'other';

export const evidenceLimitBytes = (type: string) => FILE_LIMITS_MB[fileKindOf(type)] * MB;

export const isEvidenceType = (type: string): type is EvidenceType => (EVIDENCE_TYPES as readonly string[]).includes(type);

interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** null when the file may be the invoice, else the message to show; "under 5MB" means strictly. */
export function invoiceFileProblem({ type, size }: FileFacts): string | null {
  if (type !== INVOICE_TYPE) return FILE_MESSAGES.invoiceType;
  if (size >= INVOICE_MAX_BYTES) return FILE_MESSAGES.invoiceSize;
  return null;
}

/** null when the file may be evidence, else the message to show. */
export function evidenceFileProblem({ name, type, size }: FileFacts): string | null {
  if (!isEvidenceType(type)) return FILE_MESSAGES.evidenceType(name);
  if (size > evidenceLimitBytes(type)) return FILE_MESSAGES.evidenceSize(name, fileKindOf(type));
  return null;
}

// ---- The request ---------------------------------------------------------------------------

const isFile = (value: unknown): value is File => typeof Blob !== 'undefined' && value instanceof Blob;

/** The server's field rules plus what only the browser holds: the files themselves. */
const rmaFormSchema = v.object({
  ...rmaFieldsSchema.entries,
  invoice: v.custom<File | null>(isFile, RMA_MESSAGES.invoice),
  products: productLines(
    v.object({
      ...rmaProductLineSchema.entries,
      /** Local identifier: errors and React keys follow the line, not its position. */
      id: v.string(),
      files: v.array(v.custom<File>(isFile)),
    }),
  ),
});

/**
 * What the server reads from the text parts: every field (choices as their own words, flags as
 * 'true'/'false'), `products` as one JSON part whose lines carry an empty `attached_files`, and
 * `file_lines` naming the product line of each evidence file, in the order the files travel.
 */
const rmaBodySchema = v.object({
  ...rmaFieldsSchema.entries,
  // The files of a line travel as parts of their own, so each line's list stays empty.
  products: productLines(v.object({ ...rmaProductLineSchema.entries, attached_files: v.optional(v.tuple([]), []) })),
  file_lines: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), []),
});

export const rmaRequest = defineContract({
  kind: 'rma',
  path: '/api/uploadrma/create-rma-complete',
  label: 'Return (RMA) request',
  form: rmaFormSchema,
  body: rmaBodySchema,
  answer: v.object({ rma: v.object({ rma_number: v.string() }) }),
  toBody: ({ invoice: _invoice, products, ...fields }) => ({
    ...fields,
    products: products.map(({ product, voltage, serial_numbers }) => ({ product, voltage, serial_numbers, attached_files: [] as [] })),
    file_lines: products.flatMap((line, index) => line.files.map(() => index)),
  }),
  // The invoice first, then every evidence file under `files`, in file_lines' order.
  toFiles: ({ invoice, products }): WireFile[] => [
    ...(invoice ? [{ field: 'invoice', file: invoice }] : []),
    ...products.flatMap((line) => line.files.map((file) => ({ field: 'files', file }))),
  ],
  summary: ({ first_name, last_name, email, file_lines = [] }) =>
    `${contactLine(`${first_name} ${last_name}`, email)}, ${file_lines.length + 1} file(s)`,
});

/** The RMA number of an answer, which older servers gave at the top level. */
export function rmaNumberOf(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { rma, rma_number } = answer as { rma?: { rma_number?: unknown }; rma_number?: unknown };
  const number = rma?.rma_number ?? rma_number;
  return typeof number === 'string' || typeof number === 'number' ? String(number) : undefined;
}
