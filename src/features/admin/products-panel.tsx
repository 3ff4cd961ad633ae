import { Button, Group, NumberInput, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { staffCall } from './api';
import { ProductImport } from './product-import';
import { StaffList, when } from './staff-list';
import { STAFF_TEXT } from './texts';
import type { StockRow } from '../../shared/schemas/admin';
import { useStaffAction } from './use-staff-action';

/** One product's stock: edit, save; a change from 0 sends the back-in-stock mails. */
function StockEditor({ product, onSaved }: { product: StockRow; onSaved: () => void }) {
  const [value, setValue] = useState<number | string>(product.stock);
  const { run, busy, error } = useStaffAction();
  const changed = String(value) !== String(product.stock);

  const save = () =>
    run(async () => {
      const { stock } = await staffCall<{ stock: number }>('PUT', `/products/${product.id}/stock`, { json: { stock: value } });
      notifications.show({ color: 'green', message: STAFF_TEXT.products.saved(product.sku, stock) });
      onSaved();
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <NumberInput
          aria-label={STAFF_TEXT.products.stockLabel(product.sku)}
          value={value}
          onChange={setValue}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          error={error}
        />
        <Button type="submit" size="xs" disabled={!changed} loading={busy}>
          {STAFF_TEXT.products.save}
        </Button>
      </Group>
    </form>
  );
}

const { columns } = STAFF_TEXT;

export function ProductsPanel() {
  return (
    <StaffList<StockRow>
      path="/products"
      above={(reload) => <ProductImport onImported={reload} />}
      columns={[columns.sku, columns.name, columns.stock, columns.updated]}
      row={(product, reload) => (
        <Table.Tr key={product.id}>
          <Table.Td>{product.sku}</Table.Td>
          <Table.Td>{product.item_name}</Table.Td>
          <Table.Td>
            {/* Keyed by the stored stock, so a reload after an import shows the new value. */}
            <StockEditor key={product.stock} product={product} onSaved={reload} />
          </Table.Td>
          <Table.Td>{when(product.updated_at)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
