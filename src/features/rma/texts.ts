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

export const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  phone_number: 'Phone number',
  email: 'Email',
  shipping_address: 'Shipping address',
  order_id: 'Order ID',
  invoice_number: 'Invoice number',
  invoice: 'Invoice (PDF)',
  ballast_led_driver: 'Ballast / LED driver included',
  reflector: 'Reflector included',
  reflector_led: 'LED (Not applicable)',
  lamp_led_bars: 'Lamp / LED bars included',
  lamp_led_bars_not_included: 'Not included with this product',
  wieland_nema_cord: 'Wieland / NEMA cord included',
  wieland_nema_not_included: 'Not included with this product',
  original_packaging: 'Returned in the original packaging',
  original_packaging_other: 'Describe the packaging',
  testing_functional: 'Testing of functional products',
  accessories_included: 'Accessories included',
  payment_agreement: 'Payment agreement',
  resolution_type: 'Preferred resolution',
  issue_description: 'Describe the issue',
  products: 'Products',
  product: 'Product',
  voltage: 'Voltage',
  serial_numbers: 'Serial numbers',
} as const;

export const CHOICE_LABELS = {
  yes: 'Yes',
  no: 'No',
  other: 'Other',
  agree: 'I agree',
  disagree: 'I disagree',
  replacement: 'Equipment Replacement',
  credit: 'Credit',
} as const;

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
