import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../lib/product';
import { PRODUCT_TEXT } from './messages';
import { sanitizeDescription } from './sanitize';
import classes from './product.module.css';

// Only a buyer who asks for a document needs the request form.
const DocumentRequestModal = lazy(() => import('../documents/document-request-modal'));

export function OverviewSection({ product }: { product: Product }) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const html = product.long_description?.trim() ? sanitizeDescription(product.long_description) : '';
  const hasDocuments = !!(product.spec_sheet || product.manual);
  const open = () => {
    setRequested(true);
    setOpened(true);
  };

  return (
    <section className={classes.section} aria-labelledby="overview-heading">
      <h2 id="overview-heading">{PRODUCT_TEXT.overview}</h2>
      {html ? (
        // Sanitised above: only formatting tags and safe links remain.
        <div className={classes.richText} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>{PRODUCT_TEXT.overviewFallback}</p>
      )}
      {hasDocuments && (
        <div className={classes.documents}>
          <h3>{PRODUCT_TEXT.documents}</h3>
          <ul>
            {product.spec_sheet && (
              <li>
                <Anchor component="button" type="button" onClick={open}>
                  {PRODUCT_TEXT.specSheet}
                </Anchor>
              </li>
            )}
            {product.manual && (
              <li>
                <Anchor component="button" type="button" onClick={open}>
                  {PRODUCT_TEXT.manual}
                </Anchor>
              </li>
            )}
          </ul>
        </div>
      )}
      {requested && (
        <Suspense fallback={null}>
          <DocumentRequestModal
            opened={opened}
            onClose={() => setOpened(false)}
            request={{ productName: product.item_name, specSheetUrl: product.spec_sheet, manualUrl: product.manual }}
          />
        </Suspense>
      )}
    </section>
  );
}
