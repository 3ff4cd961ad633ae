/** The document request modal's own words. Validation messages live with the schema. */
export const DOCUMENT_TEXT = {
  title: 'Request Product Documents',
  intro: 'Tell us who you are and our team will send you the documents for',
  specSheet: 'Spec sheet',
  manual: 'Manual',
  request: 'REQUEST DOCUMENTS',
  requesting: 'REQUESTING...',
  success: 'Thank you! Your request has been submitted successfully. Our team will contact you soon with the requested documents.',
  failure: 'Sorry, there was an error submitting your request. Please try again or contact us directly.',
  contactPrompt: 'Need them sooner?',
  contactUs: 'Contact us',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  customerType: 'Customer type',
  /** Offered once the request has been sent or saved: the copy on this device opens at once. */
  openSpecSheet: 'Open the spec sheet now',
  openManual: 'Open the manual now',
  documentsReady: (productName: string) => `${productName}: documents on this device`,
} as const;
