import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const stableUseId = fileURLToPath(new URL('../../src/app/mantine-use-id.ts', import.meta.url));

/**
 * Gives Mantine the app's `useId` (src/app/mantine-use-id.ts), which keeps the id React
 * hydrated with instead of replacing it after hydration (docs/decisions/201). Mantine's hooks
 * index is the one module that imports its `use-id`.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'verdant:stable-mantine-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMantineHooks = importer?.replaceAll('\\', '/').includes('/@mantine/hooks/esm/');
      return fromMantineHooks && source === './use-id/use-id.mjs' ? stableUseId : null;
    },
  };
}
