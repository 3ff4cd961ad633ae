import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, with the id React gives the same element on the server and in the browser.
 * Mantine's own starts from that id and swaps it for a random one in a layout effect, so every
 * field of a rendered page re-rendered synchronously right after hydration and rewrote its
 * `id`, `for` and `aria-describedby`: a long task on a slow phone, for ids nobody needed
 * changed (docs/decisions/201). The first value is Mantine's, so the server's markup, rendered
 * with Mantine's own hook, hydrates unchanged.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
