import { Table } from '@mantine/core';
import { LEAD_KINDS, type LeadRow } from '../../schemas/admin';
import { HandledToggle } from './handled-toggle';
import { HANDLED_FILTER, StaffList, when } from './staff-list';
import { STAFF_TEXT } from './texts';

/** The fields every lead has, shown in their own columns; the rest go under Details. */
const SHOWN = new Set(['name', 'contactName', 'email', 'workEmail', 'phone']);

const KIND_FILTER = {
  name: 'kind',
  label: STAFF_TEXT.kind,
  initial: '',
  options: [{ value: '', label: STAFF_TEXT.allKinds }, ...Object.entries(LEAD_KINDS).map(([value, label]) => ({ value, label }))],
};

const { columns } = STAFF_TEXT;

export function LeadsPanel() {
  return (
    <StaffList<LeadRow>
      path="/leads"
      filters={[KIND_FILTER, HANDLED_FILTER]}
      columns={[columns.received, columns.kind, columns.name, columns.email, columns.phone, columns.details, STAFF_TEXT.handled]}
      row={(lead, reload) => (
        <Table.Tr key={lead.id}>
          <Table.Td>{when(lead.created_at)}</Table.Td>
          <Table.Td>{lead.label}</Table.Td>
          <Table.Td>{lead.name}</Table.Td>
          <Table.Td>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
          </Table.Td>
          <Table.Td>{String(lead.payload.phone ?? '')}</Table.Td>
          <Table.Td>
            {Object.entries(lead.payload)
              .filter(([field, value]) => !SHOWN.has(field) && value !== '' && value !== null)
              .map(([field, value]) => `${field}: ${String(value)}`)
              .join(' · ')}
          </Table.Td>
          <Table.Td>
            <HandledToggle path={`/leads/${lead.id}`} handledAt={lead.handled_at} label={lead.name || lead.email} onChange={reload} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
