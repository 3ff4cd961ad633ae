/** Every visible text of the RMA page, in one place. */

export const PAGE_TITLE = 'Return Merchandise Authorization';
export const PAGE_INTRO =
  'Tell us about the equipment you want to return. A customer service representative reviews every request within 1-2 business days.';

export const SECTIONS = {
  contact: 'Contact Information',
  order: 'Order Information',
  equipment: 'Equipment Details',
  confirmations: 'Confirmations',
  resolution: 'Preferred Resolution',
  products: 'Products',
  issue: 'Issue Description',
} as const;

// The field and choice labels are the request's own, in its schema: the staff inbox names a return's answers by them too.
export { RMA_CHOICE_LABELS as CHOICE_LABELS, RMA_FIELD_LABELS as LABELS } from '../../shared/schemas/rma';

/** The policy each confirmation asks the visitor to accept. */
export const POLICIES = {
  testing_functional: 'Returned products are tested. If they are found functional, a testing fee of $15 USD applies.',
  accessories_included: 'All accessories that came with the equipment are included in the return.',
  payment_agreement:
    'A restocking fee of 5% of the total value of all returns applies, and return shipping is paid by the customer.',
} as const;

export const HINTS = {
  serial_numbers: 'Separate several serial numbers with commas.',
  invoiceBox: 'Attach the invoice of the order as a PDF, under 5MB.',
  evidence: 'Photos, videos, PDF or text files: videos up to 20MB, images up to 10MB, other files up to 5MB.',
  required: 'Fields marked with an asterisk are required.',
} as const;

export const ACTIONS = {
  chooseInvoice: 'Choose PDF',
  addFiles: 'Add files',
  removeFileShort: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
  addProduct: 'Add Product',
  removeProduct: 'Remove',
  submit: 'Submit',
  submitting: 'Submitting...',
} as const;

export const productLineTitle = (position: number) => `Product ${position}`;

export const STATUS = {
  invalid: 'Please correct the errors in the form.',
  summaryHeading: 'Please correct the following errors:',
  success: (rmaNumber: string) => `RMA created successfully! RMA Number: ${rmaNumber}`,
  noNumber: 'Generated',
  failure: (message: string) => `Error creating RMA: ${message}. Please try again.`,
  offline: 'The server could not be reached. Check your connection',
  uploading: 'Upload progress',
} as const;
