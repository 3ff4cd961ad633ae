import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isWaiting, type OutboxEntry } from '../../lib/outbox/entry';
import { useOutboxStore } from '../../lib/outbox/page/view-store';
import { STATE_LABELS } from '../../lib/outbox/texts';
import { boothLead } from '../../shared/schemas/booth';
import { BOOTH_TEXT } from './texts';

/** Midnight of `now`'s day on this tablet's clock: "today" as the rep lives it. */
const startOfDay = (now: number) => new Date(now).setHours(0, 0, 0, 0);

/** The booth leads this tablet captured today, newest first, from the outbox it sends them with. */
export function todaysLeads(entries: readonly OutboxEntry[], now = Date.now()) {
  const since = startOfDay(now);
  return entries.filter((entry) => entry.kind === boothLead.kind && entry.createdAt >= since);
}

export function dayCounts(leads: readonly OutboxEntry[]) {
  return {
    waiting: leads.filter(isWaiting).length,
    sent: leads.filter((entry) => entry.state === 'sent').length,
    attention: leads.filter((entry) => entry.state === 'needs-attention').length,
  };
}

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The rep's day at a glance: how many leads wait, went and need a person, and each lead by its
 * time, rating and state. Never a name, an e-mail or a note: the visitor at the booth sees it too.
 */
export function BoothDay() {
  const { entries, refresh } = useOutboxStore();
  useEffect(() => void refresh(), [refresh]);
  const leads = todaysLeads(entries);
  const counts = dayCounts(leads);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="booth-day-title">
      <Stack gap="sm">
        <Title order={2} id="booth-day-title">
          {BOOTH_TEXT.todayTitle}
        </Title>
        <Group gap="xl">
          {(
            [
              [BOOTH_TEXT.waiting, counts.waiting],
              [BOOTH_TEXT.sentToday, counts.sent],
              [BOOTH_TEXT.attention, counts.attention],
            ] as const
          ).map(([label, count]) => (
            <Text key={label} data-count={label}>
              {label}: <strong>{count}</strong>
            </Text>
          ))}
        </Group>
        {leads.length === 0 ? (
          <Text c="dimmed">{BOOTH_TEXT.noneToday}</Text>
        ) : (
          <Table aria-label={BOOTH_TEXT.recentTitle} verticalSpacing={4}>
            <Table.Tbody>
              {leads.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{timeOf(entry.createdAt)}</Table.Td>
                  {/* A booth lead's summary is its rating alone (the booth lead contract). */}
                  <Table.Td>{entry.summary}</Table.Td>
                  <Table.Td>
                    <Badge color={entry.state === 'sent' ? 'green' : entry.state === 'needs-attention' ? 'red' : 'yellow'} variant="light">
                      {STATE_LABELS[entry.state]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
