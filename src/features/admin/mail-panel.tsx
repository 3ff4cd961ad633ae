import { Badge, Table } from '@mantine/core';
import { MAIL_STATUSES } from '../../schemas/admin';
import { StaffList, when } from './staff-list';
import { STAFF_TEXT } from './texts';
import type { MailRow } from '../../schemas/admin';

const STATUS_COLOURS: Record<MailRow['status'], string> = { pending: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };

const STATUS_FILTER = {
  name: 'status',
  label: STAFF_TEXT.status,
  initial: '',
  options: [{ value: '', label: STAFF_TEXT.allStatuses }, ...MAIL_STATUSES.map((value) => ({ value, label: value }))],
};

const { columns } = STAFF_TEXT;

export function MailPanel() {
  return (
    <StaffList<MailRow>
      path="/mail"
      filters={[STATUS_FILTER]}
      columns={[columns.received, columns.kind, columns.to, columns.subject, STAFF_TEXT.status, columns.attempts, columns.lastError, columns.sent]}
      row={(message) => (
        <Table.Tr key={message.cause}>
          <Table.Td>{when(message.created_at)}</Table.Td>
          <Table.Td>{message.kind}</Table.Td>
          <Table.Td>{message.recipient}</Table.Td>
          <Table.Td>{message.subject}</Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLOURS[message.status]} variant="light">
              {message.status}
            </Badge>
          </Table.Td>
          <Table.Td>{message.attempts}</Table.Td>
          <Table.Td>{message.last_error ?? ''}</Table.Td>
          <Table.Td>{when(message.sent_at)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
