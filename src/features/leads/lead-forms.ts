import { CUSTOMER_TYPES, DEFAULT_COUNTRY } from '../../shared/content/regions';
import {
  catalogueRequest,
  CUSTOMER_TYPE_PLACEHOLDER,
  lightLayoutRequest,
  RETAILER_ROLE_PLACEHOLDER,
  RETAILER_ROLES,
  retailerInquiry,
  type LeadFormContract,
  type LeadFormValues,
} from '../../shared/schemas/leads';
import type { LeadFieldsProps } from './lead-fields';
import { LEAD_TEXT } from './texts';

/** The three lead forms differ only by this data: contract, words, option lists and timings. */

export const EMPTY_LEAD: LeadFormValues = {
  fullName: '',
  email: '',
  phone: '',
  role: '',
  country: DEFAULT_COUNTRY,
  state: '',
  retailerName: '',
  companyName: '',
};

export interface LeadFormConfig {
  contract: LeadFormContract;
  title: string;
  intro: string;
  success: string;
  fields: LeadFieldsProps;
}

const customerTypeFields = { roleLabel: LEAD_TEXT.customerType, rolePlaceholder: CUSTOMER_TYPE_PLACEHOLDER, roleOptions: CUSTOMER_TYPES };

/** The hero's catalogue request: the modal closes this long after success, which starts it afresh. */
export const CATALOGUE_CLOSE_MS = 2000;

export const CATALOGUE_FORM: LeadFormConfig = {
  contract: catalogueRequest,
  title: LEAD_TEXT.catalogueTitle,
  intro: LEAD_TEXT.catalogueIntro,
  success: LEAD_TEXT.catalogueSuccess,
  // The catalogue form asks for a State unless Canada is chosen, and stores full names.
  fields: { ...customerTypeFields, keyedOn: 'Canada', regionValues: 'name' },
};

export interface PageLeadFormConfig extends LeadFormConfig {
  /** The section's id, which banners and links scroll to. */
  id: string;
  /** How long the success message stays. */
  messageMs: number;
  /**
   * Whether the fields empty as soon as the lead is taken (the next lead may be typed at once)
   * or only with the message (until then they stay, locked, under it).
   */
  clearsAtOnce: boolean;
}

export const PAGE_LEAD_FORMS = {
  /** The home page's free light layout request; the Get Started banner scrolls to its id. */
  freeLightLayout: {
    id: 'free-light-layout-form',
    contract: lightLayoutRequest,
    title: LEAD_TEXT.lightLayoutTitle,
    intro: LEAD_TEXT.lightLayoutIntro,
    success: LEAD_TEXT.lightLayoutSuccess,
    // Two-letter state codes.
    fields: { ...customerTypeFields, keyedOn: 'United States', regionValues: 'code' },
    messageMs: 5000,
    clearsAtOnce: true,
  },
  /** The room planner's plan, sent as a free light layout request with the plan as its message. */
  planLayout: {
    id: 'plan-layout-form',
    contract: lightLayoutRequest,
    title: LEAD_TEXT.planLayoutTitle,
    intro: LEAD_TEXT.planLayoutIntro,
    success: LEAD_TEXT.lightLayoutSuccess,
    fields: { ...customerTypeFields, keyedOn: 'United States', regionValues: 'code' },
    messageMs: 5000,
    clearsAtOnce: true,
  },
  /** The /usa-retailers partnership inquiry. */
  retailerInquiry: {
    id: 'retailer-inquiry-form',
    contract: retailerInquiry,
    title: LEAD_TEXT.retailerTitle,
    intro: LEAD_TEXT.retailerIntro,
    success: LEAD_TEXT.retailerSuccess,
    fields: {
      roleLabel: LEAD_TEXT.retailerRole,
      rolePlaceholder: RETAILER_ROLE_PLACEHOLDER,
      roleOptions: RETAILER_ROLES,
      keyedOn: 'United States',
      regionValues: 'name',
    },
    messageMs: 3000,
    clearsAtOnce: false,
  },
} as const satisfies Record<string, PageLeadFormConfig>;

export type PageLeadFormName = keyof typeof PAGE_LEAD_FORMS;
