import type { FieldErrors } from 'react-hook-form';
import type { SubmissionState } from '../../lib/outbox/page/use-submission';
import { queuedMessage } from '../../lib/outbox/texts';
import { DEFAULT_RESOLUTION_TYPE, rmaNumberOf } from '../../shared/schemas/rma';
import { LABELS, STATUS, productLineTitle } from './texts';

export interface RmaProductLine {
  /** Local identifier: errors and React keys follow the line, not its position. */
  id: string;
  product: string;
  voltage: string;
  serial_numbers: string;
  files: File[];
}

export interface RmaFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  shipping_address: string;
  order_id: string;
  invoice_number: string;
  invoice: File | null;
  ballast_led_driver: string;
  reflector: string;
  reflector_led: boolean;
  lamp_led_bars: string;
  lamp_led_bars_not_included: boolean;
  wieland_nema_cord: string;
  wieland_nema_not_included: boolean;
  original_packaging: string;
  original_packaging_other: string;
  testing_functional: string;
  accessories_included: string;
  payment_agreement: string;
  resolution_type: string;
  products: RmaProductLine[];
  issue_description: string;
}

export const newProductLine = (): RmaProductLine => ({
  id: crypto.randomUUID(),
  product: '',
  voltage: '',
  serial_numbers: '',
  files: [],
});

/** A blank form: replacement preselected and one empty product line. */
export const emptyRmaForm = (): RmaFormValues => ({
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  shipping_address: '',
  order_id: '',
  invoice_number: '',
  invoice: null,
  ballast_led_driver: '',
  reflector: '',
  reflector_led: false,
  lamp_led_bars: '',
  lamp_led_bars_not_included: false,
  wieland_nema_cord: '',
  wieland_nema_not_included: false,
  original_packaging: '',
  original_packaging_other: '',
  testing_functional: '',
  accessories_included: '',
  payment_agreement: '',
  resolution_type: DEFAULT_RESOLUTION_TYPE,
  products: [newProductLine()],
  issue_description: '',
});

/** How the status line reads: green for a created RMA, blue while the outbox holds it, red otherwise. */
export type StatusTone = 'success' | 'queued' | 'error';

export interface StatusLine {
  text: string;
  tone: StatusTone;
}

/**
 * The status line after a send. Its colour follows what happened, not its wording; the success
 * text is the only one that says "successfully".
 */
export function rmaStatusLine(state: SubmissionState, online: boolean): StatusLine | null {
  switch (state.status) {
    case 'idle':
    case 'sending':
      return null;
    case 'success':
      return { text: STATUS.success(rmaNumberOf(state.reply.json) ?? STATUS.noNumber), tone: 'success' };
    case 'queued':
      return { text: queuedMessage(online), tone: 'queued' };
    case 'error':
      return { text: STATUS.failure(failureOf(state)), tone: 'error' };
  }
}

/** The server's error, else its status with the answer's text when it is not JSON. */
function failureOf({ reply }: Extract<SubmissionState, { status: 'error' }>): string {
  if (!reply) return STATUS.offline;
  if (reply.error) return reply.error;
  const raw = reply.json === undefined ? reply.text.trim().slice(0, 300) : '';
  return raw ? `HTTP Error ${reply.status}: ${raw}` : `HTTP Error ${reply.status}`;
}

export interface ErrorEntry {
  /** The field name, or `products.{line id}.{field}` for a product line. */
  key: string;
  label: string;
  message: string;
}

const LINE_FIELDS = ['product', 'voltage', 'serial_numbers'] as const;

/** Every current error in form order, product-line errors keyed by the line's id. */
export function collectErrors(errors: FieldErrors<RmaFormValues>, lines: readonly RmaProductLine[]): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  for (const key of Object.keys(emptyRmaForm()) as (keyof RmaFormValues)[]) {
    if (key === 'products') {
      const productErrors = errors.products;
      const listMessage = productErrors?.message ?? productErrors?.root?.message;
      if (listMessage) entries.push({ key: 'products', label: LABELS.products, message: listMessage });
      lines.forEach((line, index) => {
        for (const field of LINE_FIELDS) {
          const message = productErrors?.[index]?.[field]?.message;
          if (message) {
            entries.push({ key: `products.${line.id}.${field}`, label: `${productLineTitle(index + 1)}: ${LABELS[field]}`, message });
          }
        }
      });
      continue;
    }
    const message = errors[key]?.message;
    if (typeof message === 'string' && message) entries.push({ key, label: LABELS[key], message });
  }
  return entries;
}
