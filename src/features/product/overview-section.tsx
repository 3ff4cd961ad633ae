import { Anchor } from '@mantine/core';
import type { Product } from '../../shared/product';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { useDocumentRequest } from '../../components/document-request/use-document-request';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

export function OverviewSection({ product }: { product: Product }) {
  const documents = useDocumentRequest();
  const html = product.long_description?.trim() ? sanitizeHtml(product.long_description) : '';
  const hasDocuments = !!(product.spec_sheet || product.manual);
  const open = () => documents.open({ productName: product.item_name, sku: product.sku, specSheetUrl: product.spec_sheet, manualUrl: product.manual });

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
      {documents.modal}
    </section>
  );
}
