import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { FRAME_TEXT } from '../content/navigation';

/**
 * Mantine's light shades with darker 6–9, so every text and filled control in these colours
 * reaches WCAG AA (4.5:1) on white and on the colour's own light tint (decision 130).
 */
const accessible = (name: 'green' | 'orange' | 'red' | 'gray', dark: [string, string, string, string]) =>
  [...DEFAULT_THEME.colors[name].slice(0, 6), ...dark] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'green',
  colors: {
    // Shade 6 is the brand green of the manifest and theme-color.
    green: accessible('green', ['#2f7d32', '#276e2c', '#215f26', '#1b5020']),
    orange: accessible('orange', ['#c2410c', '#b03b0b', '#9c340a', '#882d08']),
    // Shade 6 is Mantine's error colour.
    red: accessible('red', ['#c92a2a', '#b42525', '#a02020', '#8b1c1c']),
    // Shade 6 is Mantine's dimmed text.
    gray: accessible('gray', ['#677079', '#495057', '#343a40', '#212529']),
  },
  // The system font stack: no web font to download or wait for.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'sm',
  // Plain objects rather than Modal.extend(): importing the components here would pull them into
  // the first load, and both are lazy chunks.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': FRAME_TEXT.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': FRAME_TEXT.close } } },
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
  },
});
