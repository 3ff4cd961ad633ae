import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { rmaChoice } from './field-names';
import { HandledToggle } from './handled-toggle';
import { RmaDetailModal } from './rma-detail';
import { SenderCell } from './sender-cell';
import { HANDLED_FILTER, StaffList, when } from './staff-list';
import { STAFF_TEXT } from './texts';
import type { RmaRow } from '../../shared/schemas/admin';

const { columns } = STAFF_TEXT;

export function RmasPanel() {
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <>
      <StaffList<RmaRow>
        path="/rmas"
        filters={[HANDLED_FILTER]}
        columns={[columns.rmaNumber, columns.received, columns.from, columns.order, columns.resolution, columns.products, STAFF_TEXT.handled]}
        row={(rma, reload) => (
          <Table.Tr key={rma.id}>
            <Table.Td>
              <Anchor component="button" type="button" onClick={() => setOpened(rma.id)}>
                {rma.rma_number}
              </Anchor>
            </Table.Td>
            <Table.Td>{when(rma.created_at)}</Table.Td>
            <SenderCell name={`${rma.first_name} ${rma.last_name}`} email={rma.email} />
            <Table.Td>
              {rma.order_id} / {rma.invoice_number}
            </Table.Td>
            <Table.Td>{rmaChoice(rma.resolution_type)}</Table.Td>
            <Table.Td>{rma.product_count}</Table.Td>
            <Table.Td>
              <HandledToggle path={`/rmas/${rma.id}`} handledAt={rma.handled_at} label={rma.rma_number} onChange={reload} />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <RmaDetailModal rmaId={opened} onClose={() => setOpened(null)} />
    </>
  );
}
