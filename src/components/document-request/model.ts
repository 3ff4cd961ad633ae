import { DEFAULT_COUNTRY } from '../../shared/content/regions';
import type { DocumentRequestFormValues } from '../../shared/schemas/document-request';

/** The modal closes this long after a successful request. */
export const DOCUMENT_CLOSE_MS = 2000;

/** What a page asks documents for: the product, and the links the request names. */
export interface DocumentRequest {
  productName: string;
  sku?: string;
  specSheetUrl?: string | null;
  manualUrl?: string | null;
}

/** The fields the page sets rather than the visitor: which documents of which product. */
export const requestedFields = (request: DocumentRequest) => ({
  product_name: request.productName.trim(),
  sku: request.sku ?? '',
  spec_sheet_url: request.specSheetUrl || null,
  manual_url: request.manualUrl || null,
});

/** A blank form for `request`: the visitor fills in who they are; the product rides along unseen. */
export const emptyDocumentRequest = (request: DocumentRequest): DocumentRequestFormValues => ({
  fullName: '',
  email: '',
  phone: '',
  customerType: '',
  country: DEFAULT_COUNTRY,
  state: '',
  ...requestedFields(request),
});

/** The document kinds a request names, for the line that tells the visitor what they will get. */
export function requestedDocuments(request: DocumentRequest, labels: { specSheet: string; manual: string }): string[] {
  return [request.specSheetUrl ? labels.specSheet : null, request.manualUrl ? labels.manual : null].filter(
    (label): label is string => label !== null,
  );
}
