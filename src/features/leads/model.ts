import { DEFAULT_COUNTRY } from '../../content/regions';
import { toContactPayload, type LeadFormValues, type LeadPayload } from '../../schemas/leads';

export const LEAD_ENDPOINTS = {
  catalogue: '/api/catalog',
  lightLayout: '/api/freelightlayout',
  retailer: '/api/retailers',
} as const;

/** 01 §9: the catalogue modal closes, and the two page forms' banners go, after these. */
export const CATALOGUE_CLOSE_MS = 2000;
export const LIGHT_LAYOUT_SUCCESS_MS = 5000;
export const RETAILER_SUCCESS_MS = 3000;

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

/** 01 §7: fullName goes as name and role as customer_type_website; retailer and company names stay home. */
export const toLeadPayload = (values: LeadFormValues): LeadPayload => toContactPayload(values, values.role);
