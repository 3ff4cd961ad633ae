import { DEFAULT_DOCUMENT_PRODUCT_NAME } from '../../src/shared/schemas/document-request';
import type { Catalogue } from '../catalogue/repository';
import { absoluteUrl } from '../lib/links';

/** What a document request is answered with: the product's name and its two documents. */
export interface RequestedDocuments {
  product_name: string;
  spec_sheet_url: string | null;
  manual_url: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The documents of the product a request names by SKU, from the server's own catalogue: its
 * name and its spec sheet and manual as absolute links from PUBLIC_URL. The name and links the
 * request itself carries are the page's and are never used: mail from the sales address to
 * whatever address was typed must not carry a link, or a product name, someone else chose.
 * An unknown SKU gets no links and the default product name.
 */
export async function requestedDocuments(catalogue: Catalogue, publicUrl: string, sku: string): Promise<RequestedDocuments> {
  const product = sku ? await catalogue.findBySku(sku) : undefined;
  if (!product) return { product_name: DEFAULT_DOCUMENT_PRODUCT_NAME, spec_sheet_url: null, manual_url: null };
  return {
    product_name: textOf(product.item_name) || DEFAULT_DOCUMENT_PRODUCT_NAME,
    spec_sheet_url: absoluteUrl(publicUrl, textOf(product.spec_sheet)),
    manual_url: absoluteUrl(publicUrl, textOf(product.manual)),
  };
}
