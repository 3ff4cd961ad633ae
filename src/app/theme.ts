import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  // The system font stack: no web font to download or wait for.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'sm',
});
