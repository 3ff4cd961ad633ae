// What every page needs before anything renders: Mantine's baseline, its CSS variables and
// global rules, then the styles of the components the app uses.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './mantine-component-styles';
