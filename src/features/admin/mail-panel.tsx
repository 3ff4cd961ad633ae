import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { MAIL_STATUSES } from '../../shared/schemas/admin';
import { staffCall } from './api';
import { StaffList, when } from './staff-list';
import { STAFF_TEXT } from './texts';
import { useStaffAction } from './use-staff-action';
import type { MailRow } from '../../shared/schemas/admin';

const STATUS_COLOURS: Record<MailRow['status'], string> = { pending: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };

const STATUS_FILTER = {
  name: 'status',
  label: STAFF_TEXT.status,
  initial: '',
  options: [{ value: '', label: STAFF_TEXT.allStatuses }, ...MAIL_STATUSES.map((value) => ({ value, label: value }))],
};

const { columns } = STAFF_TEXT;

/** Puts a failed message back in the queue; the list reloads to show it pending. */
function SendAgain({ message, onSent }: { message: MailRow; onSent: () => void }) {
  const { run, busy, error } = useStaffAction();
  const send = () =>
    run(async () => {
      await staffCall('POST', '/mail/resend', { json: { cause: message.cause } });
      onSent();
    });
  return (
    <>
      <Button size="xs" variant="light" loading={busy} onClick={() => void send()} aria-label={`${STAFF_TEXT.sendAgain}: ${message.subject}`}>
        {STAFF_TEXT.sendAgain}
      </Button>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </>
  );
}

export function MailPanel() {
  return (
    <StaffList<MailRow>
      path="/mail"
      filters={[STATUS_FILTER]}
      columns={[columns.received, columns.kind, columns.to, columns.subject, STAFF_TEXT.status, columns.attempts, columns.lastError, columns.sent]}
      row={(message, reload) => (
        <Table.Tr key={message.cause}>
          <Table.Td>{when(message.created_at)}</Table.Td>
          <Table.Td>{message.kind}</Table.Td>
          <Table.Td>{message.recipient}</Table.Td>
          <Table.Td>{message.subject}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Badge color={STATUS_COLOURS[message.status]} variant="light">
                {message.status}
              </Badge>
              {message.status === 'failed' && <SendAgain message={message} onSent={reload} />}
            </Group>
          </Table.Td>
          <Table.Td>{message.attempts}</Table.Td>
          <Table.Td>{message.last_error ?? ''}</Table.Td>
          <Table.Td>{when(message.sent_at)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
