import { Anchor, Button, Modal, Text } from '@mantine/core';
import { SITE } from '../../../shared/content/site';
import { useOpenedAfterMount } from '../../../lib/use-opened-after-mount';
import type { DownloadKind } from '../model';

export interface DownloadDialogProps {
  opened: boolean;
  onClose: () => void;
  productName: string;
  downloadType: DownloadKind;
  /** The document on the server (/docs/...), or null when the catalogue lists none. */
  url: string | null;
}

/** Offers one document of a product (the spec sheet or the manual): its name, its kind and a link to the file. */
export default function DownloadDialog({ opened, onClose, productName, downloadType, url }: DownloadDialogProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={`${downloadType}: ${productName}`}
      centered
    >
      {url ? (
        <>
          <Text mb="md">
            The {downloadType.toLowerCase()} for the {productName} is a PDF you can save or print.
          </Text>
          <Button component="a" href={url} download target="_blank" rel="noopener">
            Download {downloadType}
          </Button>
        </>
      ) : (
        <Text>
          This {downloadType.toLowerCase()} is sent on request: write to{' '}
          <Anchor href={`mailto:${SITE.supportEmail}?subject=${encodeURIComponent(`${downloadType}: ${productName}`)}`}>
            {SITE.supportEmail}
          </Anchor>{' '}
          and our technical support team will email it to you.
        </Text>
      )}
    </Modal>
  );
}
