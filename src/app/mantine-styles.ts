// What every page needs before anything renders: Mantine's baseline, its CSS variables and
// global rules. Each component's own stylesheet travels with the component's chunk instead,
// attached at build time by scripts/vite/mantine-styles-with-components.ts (docs/decisions/101).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
