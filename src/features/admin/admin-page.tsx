import { Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { checkSession, useStaffSession } from './api';
import { Inbox } from './inbox';
import { SignInForm } from './sign-in-form';
import { StaffFrame } from './staff-frame';
import { STAFF_TEXT } from './texts';

/** /admin: the staff inbox, behind the staff password. */
export function AdminPage() {
  const status = useStaffSession((session) => session.status);
  useEffect(() => {
    void checkSession();
  }, []);

  return (
    <StaffFrame signedIn={status === 'signed-in'}>
      {status === 'checking' && (
        <Group role="status" gap="xs">
          <Loader size="xs" />
          <Text>{STAFF_TEXT.checking}</Text>
        </Group>
      )}
      {status === 'signed-out' && <SignInForm />}
      {status === 'signed-in' && <Inbox />}
    </StaffFrame>
  );
}
