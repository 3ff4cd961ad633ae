import type { SubmissionState } from '../../lib/outbox/page/use-submission';
import { NOTIFY_TEXT } from './texts';

/**
 * What the modal shows under the email field after a send, or undefined when all went well. The
 * answer must be JSON whatever its status; a refusal shows the server's error or details, else
 * its status; a send that reached nobody, the fallback.
 */
export function notifyProblem(state: SubmissionState): string | undefined {
  if (state.status !== 'success' && state.status !== 'error') return undefined;
  const { reply } = state;
  if (!reply) return NOTIFY_TEXT.fallback;
  if (!reply.text.trim()) return NOTIFY_TEXT.emptyResponse;
  if (reply.json === undefined) {
    console.error('Notify request answered with invalid JSON', reply.text);
    return NOTIFY_TEXT.invalidJson;
  }
  if (reply.ok) return undefined;
  return reply.error ?? reply.details ?? NOTIFY_TEXT.serverError(reply.status);
}
