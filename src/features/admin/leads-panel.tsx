import { Anchor, Image, Table, Text } from '@mantine/core';
import { LEAD_KINDS, type LeadRow } from '../../shared/schemas/admin';
import { staffUrl } from './api';
import { leadDetails } from './field-names';
import { HandledToggle } from './handled-toggle';
import { SenderCell } from './sender-cell';
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

/** A trade show's leads: booth leads carry the event and the rep of the tablet that took them. */
const EVENT_FILTER = { name: 'event', label: STAFF_TEXT.event, initial: '' };
const REP_FILTER = { name: 'rep', label: STAFF_TEXT.rep, initial: '' };

const { columns } = STAFF_TEXT;

export function LeadsPanel() {
  return (
    <StaffList<LeadRow>
      path="/leads"
      filters={[KIND_FILTER, HANDLED_FILTER, EVENT_FILTER, REP_FILTER]}
      columns={[columns.received, columns.kind, columns.from, columns.phone, columns.details, STAFF_TEXT.handled]}
      row={(lead, reload) => (
        <Table.Tr key={lead.id}>
          <Table.Td>{when(lead.created_at)}</Table.Td>
          <Table.Td>{lead.label}</Table.Td>
          <SenderCell name={lead.name} email={lead.email} />
          <Table.Td>{String(lead.payload.phone ?? '')}</Table.Td>
          <Table.Td>
            {leadDetails(lead, SHOWN).map(({ field, text }) => (
              <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {text}
              </Text>
            ))}
            {lead.files?.map((file) => {
              // Through the authorised endpoint, as an RMA's photo: shown in place, opened in a new tab.
              const shown = staffUrl(`/leads/${lead.id}/files/${file.id}`, { disposition: 'inline' });
              return (
                <Anchor key={file.id} href={shown} target="_blank" rel="noopener" size="sm" aria-label={STAFF_TEXT.openCardPhoto(file.original_name)}>
                  <Image src={shown} alt={file.original_name} maw={160} mah={120} fit="contain" radius="sm" />
                  {STAFF_TEXT.cardPhoto}
                </Anchor>
              );
            })}
          </Table.Td>
          <Table.Td>
            <HandledToggle path={`/leads/${lead.id}`} handledAt={lead.handled_at} label={lead.name || lead.email} onChange={reload} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
