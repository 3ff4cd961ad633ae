/** Terms & Conditions of sale (payment, cancellation, restocking, claims), in the store's own words. */

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export const ACCEPTED_PAYMENTS = [
  'Visa',
  'MasterCard',
  'American Express',
  'Discover',
  'PayPal',
  'Venmo',
  'ACH or wire transfer',
  'BitCoin',
  'Amazon Pay',
  'Special financing',
  'Cash',
] as const;

export const TERMS_INTRO =
  'These terms apply to every order placed with us by phone, by email, through a sales representative or in our web store. Placing an order means you accept them. All prices are in US dollars.';

export const TERMS_SECTIONS: readonly TextSection[] = [
  {
    heading: 'Payment',
    paragraphs: [
      'Orders paid by credit card are debited in full at the time the order is placed. We accept the payment methods listed below; approved trade accounts may also be invoiced.',
      'We give 30 days’ notice before we change the payment options we offer.',
      'Invoices not paid by their due date accrue interest of 1.5% per month on the unpaid balance until paid in full.',
    ],
  },
  {
    heading: 'Quotes',
    paragraphs: [
      'A written quote is valid for 30 days from the date on it. After that, prices and availability must be confirmed again before an order is accepted.',
    ],
  },
  {
    heading: 'Cancellations and restocking fees',
    paragraphs: [
      'An order can be cancelled only before production of it has started, and no order can be cancelled more than 60 days after it was placed.',
      'Web store orders can be cancelled within 1 to 2 hours of being placed, provided we have not yet processed them. Call or email us as soon as possible with your order number.',
      'A cancelled or returned order carries a restocking fee of 5% to 40% of its value, depending on how far the order has progressed and the condition of the goods. An order cancelled less than 30 days before its scheduled ship date carries the full 40% fee.',
    ],
  },
  {
    heading: 'Shipping',
    paragraphs: [
      'Special shipping instructions (liftgate, appointment delivery, a different address or a freight carrier of your choice) must reach us at least 3 business days before the order ships. Instructions received later may delay the shipment or add charges.',
      'Inspect every delivery when it arrives. Damage caused in shipping must be reported to us within 24 hours of delivery, with photos of the packaging and the damaged goods, so that we can file a claim with the carrier.',
    ],
  },
  {
    heading: 'Defects and returns',
    paragraphs: [
      'A defect or a missing item must be reported within 30 days of delivery. After that, a faulty product is handled under its warranty instead (see the Warranty tab).',
      'No product may be returned without a return authorization number from us; returns sent without one are refused.',
    ],
  },
  {
    heading: 'Privacy and age',
    paragraphs: [
      'You must be at least 18 years old to submit your details through our forms. We do not knowingly collect personal data from anyone under 18, and we delete any that reaches us.',
      'We use the details you give us only to answer your request, fulfil your order and, if you ask for it, to send you our newsletter.',
    ],
  },
];

export const PAYMENTS_HEADING = 'Accepted payment methods';
