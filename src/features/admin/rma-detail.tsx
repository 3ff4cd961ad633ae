import { Alert, Anchor, Group, Image, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/errors';
import { formatBytes } from '../../lib/format';
import { VIEWABLE_IMAGE_TYPES, VIEWABLE_TYPES, type RmaDetail as Detail, type RmaFileRow as RmaFile } from '../../shared/schemas/admin';
import { staffCall, staffUrl } from './api';
import { rmaChecklist, rmaChoice } from './field-names';
import { STAFF_TEXT } from './texts';

const isImage = (file: RmaFile) => (VIEWABLE_IMAGE_TYPES as readonly string[]).includes(file.mime_type);

/**
 * One file, through the authorised endpoint (there is no other path to it): a photo shows in
 * place, a photo or PDF opens in the browser's own viewer in a new tab, and every file downloads.
 */
function RmaFileView({ rmaId, file }: { rmaId: number; file: RmaFile }) {
  const path = `/rmas/${rmaId}/files/${file.id}`;
  const shown = staffUrl(path, { disposition: 'inline' });
  return (
    <Stack gap={4}>
      {isImage(file) && (
        <a href={shown} target="_blank" rel="noopener">
          <Image src={shown} alt={file.original_name} maw={240} mah={240} fit="contain" radius="sm" />
        </a>
      )}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file.original_name} ({formatBytes(file.size)})
      </Text>
      <Group gap="md">
        {VIEWABLE_TYPES.includes(file.mime_type) && (
          <Anchor href={shown} target="_blank" rel="noopener" size="sm" aria-label={STAFF_TEXT.rma.open(file.original_name)}>
            {STAFF_TEXT.rma.openShort}
          </Anchor>
        )}
        <Anchor href={staffUrl(path)} download={file.original_name} size="sm" aria-label={STAFF_TEXT.rma.download(file.original_name)}>
          {STAFF_TEXT.rma.downloadShort}
        </Anchor>
      </Group>
    </Stack>
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
              {STAFF_TEXT.columns.order}: {rma.order_id} / {rma.invoice_number} · {STAFF_TEXT.columns.resolution}: {rmaChoice(rma.resolution_type)}
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
            {invoices.length ? invoices.map((file) => <RmaFileView key={file.id} rmaId={rma.id} file={file} />) : <Text>{STAFF_TEXT.rma.noFiles}</Text>}
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
                          {files.length ? files.map((file) => <RmaFileView key={file.id} rmaId={rma.id} file={file} />) : STAFF_TEXT.rma.noFiles}
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
            {rmaChecklist(rma.checklist).map(({ field, text }) => (
              <Text key={field} size="sm">
                {text}
              </Text>
            ))}
          </section>
        </Stack>
      )}
    </Modal>
  );
}
