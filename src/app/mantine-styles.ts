// Mantine's per-component styles, instead of its full stylesheet: only what the app renders.
// One line per component used anywhere in the app, kept sorted.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
