import { Alert, Button, FileButton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../lib/errors';
import type { ImportReport, RowProblem } from '../../shared/schemas/admin';
import { StaffApiError, staffCall } from './api';
import { STAFF_TEXT } from './texts';

/** A successful import's answer; a failed one arrives as a StaffApiError carrying its rows. */
type Imported = Extract<ImportReport, { ok: true }>;
type Outcome = { ok: true; report: Imported } | { ok: false; error: string; rows: RowProblem[] };

/** Upload a product list; the server checks every row and answers with what it did or why not. */
export function ProductImport({ onImported }: { onImported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const report = await staffCall<Imported>('POST', '/products/import', { form });
      setOutcome({ ok: true, report });
      onImported();
    } catch (reason) {
      const rows = reason instanceof StaffApiError && Array.isArray(reason.details.rows) ? (reason.details.rows as RowProblem[]) : [];
      setOutcome({ ok: false, error: messageOf(reason), rows });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3}>{STAFF_TEXT.products.importTitle}</Title>
      <Text size="sm" c="dimmed">
        {STAFF_TEXT.products.importHelp}
      </Text>
      <FileButton onChange={(file) => void upload(file)} accept=".json,.csv,application/json,text/csv">
        {(props) => (
          <Button {...props} loading={busy} w="fit-content">
            {STAFF_TEXT.products.chooseFile}
          </Button>
        )}
      </FileButton>
      {outcome?.ok && (
        <Alert color="green" role="status">
          <Text>{STAFF_TEXT.products.imported(outcome.report.created.length, outcome.report.updated.length)}</Text>
          {outcome.report.restocked.length > 0 && <Text>{STAFF_TEXT.products.restocked(outcome.report.restocked)}</Text>}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" role="alert" title={outcome.error}>
          {outcome.rows.length > 0 && (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{STAFF_TEXT.products.row}</Table.Th>
                  <Table.Th>{STAFF_TEXT.columns.sku}</Table.Th>
                  <Table.Th>{STAFF_TEXT.products.field}</Table.Th>
                  <Table.Th>{STAFF_TEXT.products.problem}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outcome.rows.flatMap(({ row, sku, problems }) =>
                  Object.entries(problems).map(([field, message]) => (
                    <Table.Tr key={`${row}-${field}`}>
                      <Table.Td>{row}</Table.Td>
                      <Table.Td>{sku}</Table.Td>
                      <Table.Td>{field}</Table.Td>
                      <Table.Td>{message}</Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          )}
        </Alert>
      )}
    </Stack>
  );
}
