import { Table, Title } from '@mantine/core';
import { LANDING_COPY } from '../../../shared/content/landing';
import { physicalSpecRows, productSpecRows, type LandingProduct, type SpecRow } from '../model';
import classes from './landing.module.css';

function SpecTable({ title, rows }: { title: string; rows: SpecRow[] }) {
  return (
    <div>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Table striped withTableBorder aria-label={title}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" w="40%">
                {row.label}
              </Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Product and physical specifications, each value falling back to the family figure when the catalogue leaves it out. */
export function SpecTables({ product }: { product: LandingProduct }) {
  return (
    <div className={classes.tables}>
      <SpecTable title={LANDING_COPY.productSpecsTitle} rows={productSpecRows(product)} />
      <SpecTable title={LANDING_COPY.physicalSpecsTitle} rows={physicalSpecRows(product)} />
    </div>
  );
}
