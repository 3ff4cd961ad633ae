import { Box, Button, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SITE } from '../../shared/content/site';
import { signOut } from './api';
import { STAFF_TEXT } from './texts';

/**
 * The inbox's own plain frame: a title bar with the store's name, and Sign out once signed in.
 * None of the shop's header, search, cart or footer, which only take room on a tablet.
 */
export function StaffFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <>
      <Box component="header" bg="green.9" c="white" py="xs">
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap" mih={44}>
            <Text fw={700}>{SITE.name}</Text>
            {signedIn && (
              <Button variant="white" color="green.9" onClick={() => void signOut()}>
                {STAFF_TEXT.signOut}
              </Button>
            )}
          </Group>
        </Container>
      </Box>
      <main id="main">
        <Container size="xl" py="md">
          {children}
        </Container>
      </main>
    </>
  );
}
