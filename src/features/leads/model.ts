import { DEFAULT_COUNTRY } from '../../content/regions';
import type { LeadFormValues, LeadPayload } from '../../schemas/leads';

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
export function toLeadPayload(values: LeadFormValues): LeadPayload {
  return {
    name: values.fullName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    country: values.country,
    state: values.state,
    customer_type_website: values.role,
  };
}
