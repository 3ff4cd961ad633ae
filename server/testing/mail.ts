import type { Insertable } from 'kysely';
import type { MailOutboxTable } from '../db/schema';

/** A pending acknowledgement due since 2000, as its cause would queue it; `fields` override. */
export const queuedMail = (cause: string, fields: Partial<Insertable<MailOutboxTable>> = {}): Insertable<MailOutboxTable> => ({
  cause,
  kind: 'acknowledgement',
  recipient: 'visitor@example.com',
  reply_to: null,
  subject: 'We received your request',
  text_body: 'Hello,\n',
  html_body: '<p>Hello,</p>',
  status: 'pending',
  next_attempt_at: '2000-01-01T00:00:00.000Z',
  last_error: null,
  created_at: new Date().toISOString(),
  sent_at: null,
  priority: 0,
  ...fields,
});
