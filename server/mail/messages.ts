import { SITE } from '../../src/content/site';
import { LEAD_KINDS } from '../../src/schemas/admin';
import type { LeadKind } from '../../src/schemas/contracts';
import type { MailContent } from './content';

/** Every message the storefront sends, written once; outbox.ts decides when each goes. */

/** Where absolute links in a message point: the storefront's public address. */
export interface LinkBase {
  publicUrl: string;
}

const CATALOGUE_PDF_PATH = '/docs/verdant-catalog.pdf';

const signature = [`The ${SITE.name} team`, `${SITE.phone} · ${SITE.salesEmail}`];

/** A link the visitor can follow from a mail program; anything but http(s) is left out. */
function absoluteUrl(base: string, href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const greeting = (name: string | undefined) => (name ? `Hi ${name},` : 'Hello,');

type Payload = Record<string, unknown>;
const text = (payload: Payload, field: string) => (typeof payload[field] === 'string' ? (payload[field] as string) : '');
/** The person's name in a lead: rebate requests call it contactName. */
export const leadName = (payload: Payload) => text(payload, 'name') || text(payload, 'contactName');

/** What the visitor who sent a lead receives, by the lead's kind. */
export function leadReply(kind: LeadKind, payload: Payload, { publicUrl }: LinkBase): MailContent {
  const hello = greeting(leadName(payload));
  switch (kind) {
    case 'catalog':
      return {
        subject: 'Your Verdant catalogue',
        paragraphs: [hello, 'Thank you for your interest in Verdant grow lights. Here is our full product catalogue:'],
        links: [{ label: 'Verdant product catalogue (PDF)', url: absoluteUrl(publicUrl, CATALOGUE_PDF_PATH)! }],
        closing: ['Questions about a fixture or a room? Reply to this email and our team will help.', ...signature],
      };
    case 'freelightlayout':
      return {
        subject: 'We received your light layout request',
        paragraphs: [hello, 'Thank you for requesting a free light layout. Our team will contact you soon to learn about your space and prepare your layout.'],
        closing: signature,
      };
    case 'retailers':
      return {
        subject: 'Thank you for your interest in carrying Verdant',
        paragraphs: [hello, 'Thank you for your retailer inquiry. Our team will be in touch soon.'],
        closing: signature,
      };
    case 'document': {
      const links = [
        { label: 'Spec sheet', url: absoluteUrl(publicUrl, text(payload, 'spec_sheet_url')) },
        { label: 'Manual', url: absoluteUrl(publicUrl, text(payload, 'manual_url')) },
      ].filter((link): link is { label: string; url: string } => link.url !== null);
      const product = text(payload, 'product_name');
      return {
        subject: `Your requested documents: ${product}`,
        paragraphs: [
          hello,
          `Our team will contact you soon with the requested documents for ${product}.`,
          ...(links.length ? ['In the meantime, here they are:'] : []),
        ],
        links,
        closing: signature,
      };
    }
    case 'rebate':
      return {
        subject: 'We received your rebate request',
        paragraphs: [
          hello,
          `Thank you for your rebate request. Our team will look up the utility rebates and incentives available to ${text(payload, 'companyName') || 'you'} and contact you soon.`,
        ],
        closing: signature,
      };
  }
}

/** The sales team's copy of a lead: every field the visitor sent. */
export function salesCopy(kind: LeadKind, leadId: number, payload: Payload): MailContent {
  const email = text(payload, 'email') || text(payload, 'workEmail');
  return {
    subject: `New ${LEAD_KINDS[kind].toLowerCase()} #${leadId} from ${leadName(payload) || email}`,
    paragraphs: [`A new ${LEAD_KINDS[kind].toLowerCase()} came in through the storefront. Reply to this email to answer the visitor.`],
    facts: Object.entries(payload).map(([field, value]) => [field, typeof value === 'string' ? value : JSON.stringify(value)] as const),
    closing: ['It is also in the staff inbox at /admin.'],
  };
}

export interface RmaSummary {
  rmaNumber: string;
  firstName: string;
  resolutionType: string;
  products: readonly { product: string; voltage: string; serial_numbers: string }[];
}

export function rmaConfirmation({ rmaNumber, firstName, resolutionType, products }: RmaSummary): MailContent {
  return {
    subject: `Your return request ${rmaNumber}`,
    paragraphs: [
      greeting(firstName),
      `We received your warranty return request. Your RMA number is ${rmaNumber}: please write it on the outside of the package and quote it whenever you contact us about this return.`,
      'Our team will review the request and contact you soon with the next steps.',
    ],
    facts: [
      ['RMA number', rmaNumber],
      ['Requested resolution', resolutionType],
      ...products.map(
        (line, index) => [`Product ${index + 1}`, [line.product, line.voltage, line.serial_numbers && `serial ${line.serial_numbers}`].filter(Boolean).join(', ')] as const,
      ),
    ],
    closing: signature,
  };
}

export function backInStock(productName: string, sku: string, { publicUrl }: LinkBase): MailContent {
  return {
    subject: `${productName} is back in stock`,
    paragraphs: ['Hello,', `Good news: ${productName} is back in stock. You asked us to let you know.`],
    links: [{ label: productName, url: absoluteUrl(publicUrl, `/product/${encodeURIComponent(sku)}`)! }],
    closing: ['You will not receive another message about this product.', ...signature],
  };
}
