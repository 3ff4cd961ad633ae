import { Alert, Button, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { HANDLED_FILTERS } from '../../shared/schemas/admin';
import { staffUrl } from './api';
import { STAFF_TEXT } from './texts';
import { useStaffList } from './use-staff-list';

export interface ListFilter {
  /** The query parameter it sets. */
  name: string;
  label: string;
  initial: string;
  /** The choices of a list; without them the filter is typed (an event's or a rep's name). */
  options?: { value: string; label: string }[];
}

interface StaffListProps<T> {
  /** The list's path under /api/admin; its CSV export is the same path with .csv. */
  path: string;
  filters?: ListFilter[];
  columns: string[];
  /** One table row; `reload` fetches the list again after the row changed something. */
  row: (item: T, reload: () => void) => ReactNode;
  /** Drawn above the list, e.g. an import that should refresh it. */
  above?: (reload: () => void) => ReactNode;
}

/**
 * One list of the inbox: its filters, a search box and the CSV export of what they select,
 * above a table with its count, loading and error states. Fetched again whenever a filter or
 * the (debounced) search changes. A list that pages ends with a button that adds its older rows.
 */
export function StaffList<T>({ path, filters = [], columns, row, above }: StaffListProps<T>) {
  const [chosen, setChosen] = useState(() => Object.fromEntries(filters.map((filter) => [filter.name, filter.initial])));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  // Typed filters wait for a pause in typing, as the search does.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [typedSettled] = useDebouncedValue(typed, 300);
  const query = { ...chosen, ...typedSettled, q };
  const { answer, error, loading, reload, loadMore } = useStaffList<T>(path, query);

  return (
    <Stack gap="sm" mt="md">
      {above?.(reload)}
      <Group align="end" wrap="wrap">
        {filters.map((filter) =>
          filter.options ? (
            <Select
              key={filter.name}
              label={filter.label}
              data={filter.options}
              value={chosen[filter.name]}
              onChange={(value) => setChosen((current) => ({ ...current, [filter.name]: value ?? '' }))}
              allowDeselect={false}
              w={200}
            />
          ) : (
            <TextInput
              key={filter.name}
              label={filter.label}
              value={typed[filter.name] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTyped((current) => ({ ...current, [filter.name]: value }));
              }}
              w={200}
            />
          ),
        )}
        <TextInput label={STAFF_TEXT.search} type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={260} />
        <Button component="a" href={staffUrl(`${path}.csv`, query)} download variant="light">
          {STAFF_TEXT.exportCsv}
        </Button>
        {loading && <Loader size="sm" aria-label={STAFF_TEXT.loading} />}
      </Group>
      {error && (
        <Alert color="red" title={STAFF_TEXT.loadFailed}>
          <Group justify="space-between">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="white" onClick={reload}>
              {STAFF_TEXT.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {answer && (
        <Text size="sm" c="dimmed" role="status">
          {answer.total === 0 ? STAFF_TEXT.nothing : STAFF_TEXT.showing(answer.items.length, answer.total)}
        </Text>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{answer?.items.map((item) => row(item, reload))}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {loadMore && (
        <Group justify="center">
          <Button variant="light" onClick={loadMore} loading={loading}>
            {STAFF_TEXT.showOlder}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The open / handled / all filter of leads and RMAs. */
export const HANDLED_FILTER: ListFilter = {
  name: 'status',
  label: STAFF_TEXT.status,
  initial: 'open',
  options: HANDLED_FILTERS.map((value) => ({ value, label: STAFF_TEXT.handledFilters[value] })),
};

/** A timestamp as staff read it: local date and time. */
export const when = (iso: string | null) => (iso ? new Date(iso.includes('T') ? iso : `${iso.replace(' ', 'T')}Z`).toLocaleString() : STAFF_TEXT.never);
