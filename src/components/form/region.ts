import { CANADIAN_PROVINCES, COUNTRIES, US_STATES } from '../../shared/content/regions';

export type RegionKind = 'state' | 'province';
/** The country a form tests to decide between State and Province (the forms differ in the spec). */
export type RegionKeyedOn = 'United States' | 'Canada';
/** Whether a form stores full names (California) or two-letter codes (CA). */
export type RegionValues = 'name' | 'code';

export const REGION_LABELS: Record<RegionKind, string> = { state: 'State', province: 'Province' };
export const REGION_PLACEHOLDERS: Record<RegionKind, string> = { state: 'Select state', province: 'Select province' };
export const COUNTRY_LABEL = 'Country';
export const COUNTRY_PLACEHOLDER = 'Select country';
export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/**
 * Keyed on Canada: Canada gives provinces and anything else states. Keyed on United States:
 * the United States gives states and anything else provinces. The two only disagree when no
 * country is chosen, which is exactly where the spec's forms differ.
 */
export function regionKindOf(country: string, keyedOn: RegionKeyedOn): RegionKind {
  if (keyedOn === 'Canada') return country === 'Canada' ? 'province' : 'state';
  return country === 'United States' ? 'state' : 'province';
}

export function regionOptions(kind: RegionKind, values: RegionValues) {
  const regions = kind === 'province' ? CANADIAN_PROVINCES : US_STATES;
  return regions.map((region) => ({ value: values === 'code' ? region.code : region.name, label: region.name }));
}
