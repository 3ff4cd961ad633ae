import { Table, Title } from '@mantine/core';
import { DE_ERROR_TABLES } from '../../content/tech-support';

export function ErrorCodesPanel() {
  return (
    <>
      <Title order={2} mb="md">
        DE Error Codes
      </Title>
      {DE_ERROR_TABLES.map((table) => (
        <Table.ScrollContainer key={table.caption} minWidth={520} mb="xl">
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{table.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map(([state, meaning, action]) => (
                <Table.Tr key={state}>
                  <Table.Th scope="row">{state}</Table.Th>
                  <Table.Td>{meaning}</Table.Td>
                  <Table.Td>{action}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </>
  );
}
