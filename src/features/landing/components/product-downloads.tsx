import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LANDING_COPY } from '../../../shared/content/landing';
import { downloadUrl, type DownloadKind, type LandingProduct } from '../model';
import classes from './landing.module.css';

// The dialog's code is fetched only when a visitor asks for a document.
const DownloadDialog = lazy(() => import('./download-dialog'));

const BUTTONS: readonly { kind: DownloadKind; label: string }[] = [
  { kind: 'Spec Sheet', label: LANDING_COPY.specSheet },
  { kind: 'Manual', label: LANDING_COPY.manual },
];

export function ProductDownloads({ product, productName }: { product: LandingProduct; productName: string }) {
  const [kind, setKind] = useState<DownloadKind | null>(null);

  return (
    <div className={classes.downloads}>
      {BUTTONS.map((button) => (
        <Button key={button.kind} variant="outline" size="md" onClick={() => setKind(button.kind)}>
          {button.label}
        </Button>
      ))}
      {kind && (
        <Suspense fallback={null}>
          <DownloadDialog
            opened
            onClose={() => setKind(null)}
            productName={productName}
            downloadType={kind}
            url={downloadUrl(product, kind)}
          />
        </Suspense>
      )}
    </div>
  );
}
