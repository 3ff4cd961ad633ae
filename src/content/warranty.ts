import type { TextSection } from './terms';

/** Warranty content (registration within 30 days, original buyer only), in the store's own words. */

export const WARRANTY_INTRO =
  'Our LED fixtures are covered by a 5-year warranty against defects in materials and workmanship. Controllers, HID fixtures and accessories carry the warranty stated on their spec sheet.';

export const WARRANTY_SECTIONS: readonly TextSection[] = [
  {
    heading: 'Register your product',
    paragraphs: [
      'Register each product within 30 days of purchase. Registration records the serial number and the date of purchase, which we need to honour a claim; unregistered products may be refused warranty service.',
    ],
  },
  {
    heading: 'Who is covered',
    paragraphs: [
      'The warranty is given to the original buyer only and cannot be transferred. A product bought second-hand, or resold after installation, is not covered.',
    ],
  },
  {
    heading: 'What is not covered',
    paragraphs: ['The warranty does not cover damage caused by:'],
    bullets: [
      'installation that does not follow the instruction manual or local electrical codes',
      'the wrong supply voltage, power surges or lightning',
      'water, chemicals or cleaning agents getting into the fixture',
      'opening, modifying or repairing the product yourself',
      'shipping damage not reported within 24 hours of delivery',
    ],
  },
  {
    heading: 'How to make a claim under the 5-year warranty',
    paragraphs: ['If a product stops working as it should:'],
    bullets: [
      'Check the troubleshooting steps in Technical Support: many faults are a loose connector or a controller setting.',
      'Contact our support team with your order number, the serial number and a description or video of the fault.',
      'If the fault is covered, we issue a return authorization (RMA) number and tell you where to send the product.',
      'Ship the product in its original packaging, or packed as safely, with the RMA number on the box.',
      'We repair or replace the product and ship it back to you. A replacement is covered for the rest of the original warranty.',
    ],
  },
];
