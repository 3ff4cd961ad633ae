import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const componentStyles = fileURLToPath(new URL('../../src/app/mantine-component-styles.ts', import.meta.url));

/**
 * Makes every Mantine component module (and the carousel) import the app's list of Mantine
 * component stylesheets, src/app/mantine-component-styles.ts. The shell renders no Mantine
 * component, so those rules leave the render-blocking stylesheet of index.html and load as one
 * stylesheet, in the list's order, with the first chunk that renders a Mantine component
 * (docs/decisions/101).
 */
export function mantineStylesWithComponents(): Plugin {
  const importLine = `\nimport ${JSON.stringify(componentStyles)};\n`;
  return {
    name: 'verdant:mantine-styles-with-components',
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      const isComponent =
        /\/@mantine\/core\/esm\/components\/([A-Za-z]+)\/\1\.mjs$/.test(file) || /\/@mantine\/carousel\/esm\/Carousel\.mjs$/.test(file);
      return isComponent ? { code: code + importLine, map: null } : null;
    },
  };
}
