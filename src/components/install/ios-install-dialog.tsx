import { Modal } from '@mantine/core';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { IosInstallGuide } from './ios-install-guide';
import { INSTALL_TEXT } from './texts';

/** The iOS guide in a dialog, for the header's and the menu's Install entry. Loaded on first use. */
export default function IosInstallDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onClose} title={INSTALL_TEXT.iosTitle} centered>
      <IosInstallGuide />
    </Modal>
  );
}
