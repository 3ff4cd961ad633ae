import { submit } from '../../lib/submit';
import { RMA_ENDPOINT } from '../../schemas/rma';
import { buildRmaRequest, type RmaFormValues } from './model';

/** Sends the whole request as one multipart upload. */
export function sendRma(values: RmaFormValues, idempotencyKey: string, onUploadProgress: (fraction: number) => void) {
  const { payload, files } = buildRmaRequest(values);
  const summary = `${payload.first_name} ${payload.last_name} — ${payload.email}, ${files.length} file(s)`;
  return submit(RMA_ENDPOINT, payload, files, { idempotencyKey, onUploadProgress, summary });
}
