import { Anchor, Table, Text } from '@mantine/core';

/** Who sent it: the name over the address, which breaks anywhere so a long one never widens the table. */
export function SenderCell({ name, email }: { name: string; email: string }) {
  return (
    <Table.Td>
      <Text size="sm">{name}</Text>
      <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Anchor>
    </Table.Td>
  );
}
