import { SITE } from '../../src/shared/content/site';
import type { LeadContract } from '../../src/shared/schemas/leads';
import { knownLead } from '../leads/kinds';
import { absoluteUrl } from '../lib/links';
import type { MailContent } from './content';

/** Every message the storefront sends, written once; queue.ts decides when each goes. */

/** Where absolute links in a message point: the storefront's public address. */
export interface LinkBase {
  publicUrl: string;
}

const CATALOGUE_PDF_PATH = '/docs/verdant-catalog.pdf';

const signature = [`The ${SITE.name} team`, `${SITE.phone} · ${SITE.salesEmail}`];

/**
 * Every automatic reply opens the same way: the address it goes to is whatever the form named,
 * so a reply carries nothing the sender typed (no name, company or note) that could make it
 * someone else's message to that address (decision 230).
 */
const HELLO = 'Hello,';

/**
 * What the visitor who sent a lead receives, by the lead's kind. A kind without a message of
 * its own (one added after these) gets an acknowledgement named by its contract's label.
 */
export function leadReply(contract: LeadContract, body: unknown, { publicUrl }: LinkBase): MailContent {
  const hello = HELLO;
  const lead = knownLead(contract, body);
  switch (lead?.kind) {
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
      // The name and links the server derived from its own catalogue (leads/documents.ts), never the page's.
      const { product_name, spec_sheet_url, manual_url } = lead.body;
      const links = [
        { label: 'Spec sheet', url: absoluteUrl(publicUrl, spec_sheet_url) },
        { label: 'Manual', url: absoluteUrl(publicUrl, manual_url) },
      ].filter((link): link is { label: string; url: string } => link.url !== null);
      return {
        subject: `Your requested documents: ${product_name}`,
        paragraphs: [
          hello,
          `Our team will contact you soon with the requested documents for ${product_name}.`,
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
          `Thank you for your rebate request. Our team will look up the utility rebates and incentives available to you and contact you soon.`,
        ],
        closing: signature,
      };
    default: {
      const what = contract.label.toLowerCase();
      return {
        subject: `We received your ${what}`,
        paragraphs: [hello, `Thank you for your ${what}. Our team will contact you soon.`],
        closing: signature,
      };
    }
  }
}

/** The sales team's copy of a lead: every field the visitor sent. */
export function salesCopy(contract: LeadContract, leadId: number, body: Record<string, unknown>): MailContent {
  const { name, email } = contract.contact(body);
  const what = contract.label.toLowerCase();
  return {
    subject: `New ${what} #${leadId} from ${name || email}`,
    paragraphs: [`A new ${what} came in through the storefront. Reply to this email to answer the visitor.`],
    facts: Object.entries(body).map(([field, value]) => [field, typeof value === 'string' ? value : JSON.stringify(value)] as const),
    closing: ['It is also in the staff inbox at /admin.'],
  };
}

export interface RmaSummary {
  rmaNumber: string;
  firstName: string;
  resolutionType: string;
  products: readonly { product: string; voltage: string; serial_numbers: string }[];
}

/** Only what the server checked against its own lists: the RMA number, the resolution and the product lines, never serial numbers or names. */
export function rmaConfirmation({ rmaNumber, resolutionType, products }: RmaSummary): MailContent {
  return {
    subject: `Your return request ${rmaNumber}`,
    paragraphs: [
      HELLO,
      `We received your warranty return request. Your RMA number is ${rmaNumber}: please write it on the outside of the package and quote it whenever you contact us about this return.`,
      'Our team will review the request and contact you soon with the next steps.',
    ],
    facts: [
      ['RMA number', rmaNumber],
      ['Requested resolution', resolutionType],
      ...products.map(
        (line, index) => [`Product ${index + 1}`, [line.product, line.voltage].filter(Boolean).join(', ')] as const,
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
