import { useMounted } from '@mantine/hooks';

/**
 * The `opened` to give a Mantine Modal or Drawer that lives in a lazy chunk. Mantine remembers
 * which element to give the focus back to only when `opened` changes after mount; a dialog
 * whose chunk arrives after the click mounts already open and would leave the focus nowhere
 * when closed. Opening one render after mounting keeps the opener.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  return useMounted() && opened;
}
