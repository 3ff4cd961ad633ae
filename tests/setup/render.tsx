import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import { CartProvider } from '../../src/lib/cart/cart-provider';
import { theme } from '../../src/app/theme';

/** Renders with the app's providers: Mantine (test env: no transitions) and a cart in memory-backed storage. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { storage?: Storage } = {}) {
  const { storage, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <CartProvider storage={storage}>{children}</CartProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}
