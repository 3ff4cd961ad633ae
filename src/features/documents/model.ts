import { DEFAULT_COUNTRY } from '../../content/regions';
import { toContactPayload } from '../../schemas/leads';
import {
  DEFAULT_DOCUMENT_PRODUCT_NAME,
  type DocumentRequestFormValues,
  type DocumentRequestPayload,
} from '../../schemas/document-request';

export const DOCUMENT_ENDPOINT = '/api/document';
/** 02 §9: the modal closes this long after a successful request. */
export const DOCUMENT_CLOSE_MS = 2000;

/** What a page asks documents for: the product, and the links the request names. */
export interface DocumentRequest {
  productName: string;
  specSheetUrl?: string | null;
  manualUrl?: string | null;
}

export const EMPTY_DOCUMENT_REQUEST: DocumentRequestFormValues = {
  fullName: '',
  email: '',
  phone: '',
  customerType: '',
  country: DEFAULT_COUNTRY,
  state: '',
};

export function toDocumentPayload(values: DocumentRequestFormValues, request: DocumentRequest): DocumentRequestPayload {
  return {
    ...toContactPayload(values, values.customerType),
    product_name: request.productName.trim() || DEFAULT_DOCUMENT_PRODUCT_NAME,
    spec_sheet_url: request.specSheetUrl || null,
    manual_url: request.manualUrl || null,
  };
}

/** The document kinds a request names, for the line that tells the visitor what they will get. */
export function requestedDocuments(request: DocumentRequest, labels: { specSheet: string; manual: string }): string[] {
  return [request.specSheetUrl ? labels.specSheet : null, request.manualUrl ? labels.manual : null].filter(
    (label): label is string => label !== null,
  );
}
