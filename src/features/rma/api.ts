import * as v from 'valibot';
import { submit } from '../../lib/submit';
import { rmaRequest } from '../../schemas/rma';
import type { RmaFormValues } from './model';

/** Sends the whole request as one multipart upload. */
export function sendRma(values: RmaFormValues, idempotencyKey: string, onUploadProgress: (fraction: number) => void) {
  return submit(rmaRequest, v.parse(rmaRequest.payload, values), { idempotencyKey, onUploadProgress });
}
