import { DEFAULT_COUNTRY } from '../../content/regions';
import type { LeadFormValues } from '../../schemas/leads';

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
