import { Tabs, Title } from '@mantine/core';
import { LeadsPanel } from './leads-panel';
import { MailPanel } from './mail-panel';
import { ProductsPanel } from './products-panel';
import { RmasPanel } from './rmas-panel';
import { SubscriptionsPanel } from './subscriptions-panel';
import { STAFF_TEXT } from './texts';

const PANELS = [
  { value: 'leads', Panel: LeadsPanel },
  { value: 'rmas', Panel: RmasPanel },
  { value: 'subscriptions', Panel: SubscriptionsPanel },
  { value: 'mail', Panel: MailPanel },
  { value: 'products', Panel: ProductsPanel },
] as const;

export function Inbox() {
  return (
    <>
      <Title order={1}>{STAFF_TEXT.title}</Title>
      {/* Only the open tab's list is mounted and fetched. */}
      <Tabs defaultValue={PANELS[0].value} keepMounted={false} mt="md">
        <Tabs.List>
          {PANELS.map(({ value }) => (
            <Tabs.Tab key={value} value={value}>
              {STAFF_TEXT.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PANELS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
