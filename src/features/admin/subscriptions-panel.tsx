import { Table } from '@mantine/core';
import { SUBSCRIPTION_FILTERS } from '../../shared/schemas/admin';
import { StaffList, when } from './staff-list';
import { STAFF_TEXT } from './texts';
import type { SubscriptionRow } from '../../shared/schemas/admin';

const STATUS_FILTER = {
  name: 'status',
  label: STAFF_TEXT.status,
  initial: 'waiting',
  options: SUBSCRIPTION_FILTERS.map((value) => ({ value, label: STAFF_TEXT.subscriptionFilters[value] })),
};

const { columns } = STAFF_TEXT;

export function SubscriptionsPanel() {
  return (
    <StaffList<SubscriptionRow>
      path="/subscriptions"
      filters={[STATUS_FILTER]}
      columns={[columns.subscribed, columns.email, columns.product, columns.notified]}
      row={(subscription) => (
        <Table.Tr key={subscription.id}>
          <Table.Td>{when(subscription.created_at)}</Table.Td>
          <Table.Td>{subscription.email}</Table.Td>
          <Table.Td>{subscription.product_name}</Table.Td>
          <Table.Td>{when(subscription.notified_at)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
