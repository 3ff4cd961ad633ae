import { Alert, Anchor, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/errors';
import { formatBytes } from '../../lib/format';
import { staffCall, staffUrl } from './api';
import { STAFF_TEXT } from './texts';
import type { RmaDetail as Detail, RmaFileRow as RmaFile } from '../../schemas/admin';

/** Files go through the authorised endpoint as downloads; there is no other path to them. */
function FileLink({ rmaId, file }: { rmaId: number; file: RmaFile }) {
  return (
    <Anchor href={staffUrl(`/rmas/${rmaId}/files/${file.id}`)} download={file.original_name} aria-label={STAFF_TEXT.rma.download(file.original_name)}>
      {file.original_name} ({formatBytes(file.size)})
    </Anchor>
  );
}

export function RmaDetailModal({ rmaId, onClose }: { rmaId: number | null; onClose: () => void }) {
  const [rma, setRma] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (rmaId === null) return;
    const controller = new AbortController();
    setRma(null);
    setError(null);
    staffCall<Detail>('GET', `/rmas/${rmaId}`, { signal: controller.signal })
      .then(setRma)
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(reason));
      });
    return () => controller.abort();
  }, [rmaId]);

  const invoices = rma?.files.filter((file) => file.kind === 'invoice') ?? [];
  return (
    <Modal opened={rmaId !== null} onClose={onClose} title={rma?.rma_number ?? ''} size="xl">
      {error && <Alert color="red">{error}</Alert>}
      {!rma && !error && <Loader aria-label={STAFF_TEXT.loading} />}
      {rma && (
        <Stack gap="md">
          <section>
            <Title order={4}>{STAFF_TEXT.rma.contact}</Title>
            <Text>
              {rma.first_name} {rma.last_name} · <Anchor href={`mailto:${rma.email}`}>{rma.email}</Anchor> · {rma.phone_number}
            </Text>
            <Text size="sm">
              {STAFF_TEXT.columns.order}: {rma.order_id} / {rma.invoice_number} · {STAFF_TEXT.columns.resolution}: {rma.resolution_type}
            </Text>
            <Text size="sm">
              {STAFF_TEXT.rma.shipping}: {rma.shipping_address}
            </Text>
          </section>
          <section>
            <Title order={4}>{STAFF_TEXT.rma.issue}</Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{rma.issue_description}</Text>
          </section>
          <section>
            <Title order={4}>{STAFF_TEXT.rma.invoice}</Title>
            {invoices.length ? invoices.map((file) => <FileLink key={file.id} rmaId={rma.id} file={file} />) : <Text>{STAFF_TEXT.rma.noFiles}</Text>}
          </section>
          <section>
            <Title order={4}>{STAFF_TEXT.rma.lines}</Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{STAFF_TEXT.columns.product}</Table.Th>
                  <Table.Th>{STAFF_TEXT.rma.voltage}</Table.Th>
                  <Table.Th>{STAFF_TEXT.rma.serials}</Table.Th>
                  <Table.Th>{STAFF_TEXT.rma.evidence}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rma.products.map((line) => {
                  const files = rma.files.filter((file) => file.rma_product_id === line.id);
                  return (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.product}</Table.Td>
                      <Table.Td>{line.voltage}</Table.Td>
                      <Table.Td>{line.serial_numbers}</Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          {files.length ? files.map((file) => <FileLink key={file.id} rmaId={rma.id} file={file} />) : STAFF_TEXT.rma.noFiles}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </section>
          <section>
            <Title order={4}>{STAFF_TEXT.rma.checklist}</Title>
            <Text size="sm">
              {Object.entries(rma.checklist)
                .filter(([, value]) => value !== '')
                .map(([field, value]) => `${field}: ${String(value)}`)
                .join(' · ')}
            </Text>
          </section>
        </Stack>
      )}
    </Modal>
  );
}
