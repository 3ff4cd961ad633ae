import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../lib/errors';
import { signInSchema } from '../../shared/schemas/admin';
import { signIn } from './api';
import { STAFF_TEXT } from './texts';

export function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: valibotResolver(signInSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await signIn(password);
    } catch (reason) {
      setError(messageOf(reason));
      form.resetField('password');
    }
  });

  return (
    <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate aria-label={STAFF_TEXT.signInTitle}>
        <Stack>
          <Title order={1} size="h2">
            {STAFF_TEXT.signInTitle}
          </Title>
          {/* A plain password field: the browser's own password manager fills it. */}
          <TextInput
            label={STAFF_TEXT.password}
            type="password"
            autoComplete="current-password"
            data-autofocus
            error={errors.password?.message}
            {...form.register('password')}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={isSubmitting}>
            {STAFF_TEXT.signIn}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
