import { oneOf } from '../../lib/search-params';

export const SUPPORT_SECTIONS = ['terms', 'warranty', 'retailer', 'customer'] as const;
export type SupportSection = (typeof SUPPORT_SECTIONS)[number];

export const SUPPORT_TABS = [
  { value: 'terms', label: 'Terms & Conditions' },
  { value: 'warranty', label: 'Warranty' },
] as const;
export type SupportTab = (typeof SUPPORT_TABS)[number]['value'];

/** An unknown section is dropped rather than failing the page: old links keep working. */
export const parseSupportSearch = (raw: Record<string, unknown>) => ({ section: oneOf(raw.section, SUPPORT_SECTIONS) });

/**
 * Only terms and warranty have content. A retailer lands on the trade terms and a customer on
 * the warranty, the page each most often comes for (decision 060).
 */
export function tabOfSection(section: SupportSection | undefined): SupportTab {
  switch (section) {
    case 'warranty':
    case 'customer':
      return 'warranty';
    default:
      return 'terms';
  }
}

export const isSupportTab = (value: string | null): value is SupportTab =>
  SUPPORT_TABS.some((tab) => tab.value === value);
