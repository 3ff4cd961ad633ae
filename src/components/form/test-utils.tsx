import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { theme } from '../../app/theme';

/** The app's theme in Mantine's test mode: no transitions and no portals, so dropdowns render in place. */
export function renderWithMantine(ui: ReactElement) {
  const user = userEvent.setup({ delay: null });
  const view = render(ui, { wrapper: ({ children }) => <MantineProvider theme={theme} env="test">{children}</MantineProvider> });
  return { user, ...view };
}

/** Chooses the option with that text in the select with that label. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}
