import { CATEGORY_SLUGS, CORD_TYPES } from '../../shared/content/categories';
import { numberWithin, oneOf } from '../../lib/search-params';
import { PRICE_CEILING, PRICE_FLOOR, VOLTAGE_RANGES, WATT_BANDS, type CatalogueFilters } from './model';

const valuesOf = <T extends string>(entries: readonly { value: T }[]) => entries.map((entry) => entry.value);

/** The catalogue's shareable URL state: each filter kept when it is one of the page's options. */
export const parseCatalogueSearch = (raw: Record<string, unknown>): CatalogueFilters => ({
  category: oneOf(raw.category, CATEGORY_SLUGS),
  sub: oneOf(raw.sub, valuesOf(CORD_TYPES)),
  watts: oneOf(raw.watts, valuesOf(WATT_BANDS)),
  voltage: oneOf(raw.voltage, VOLTAGE_RANGES),
  min: numberWithin(raw.min, PRICE_FLOOR, PRICE_CEILING),
  max: numberWithin(raw.max, PRICE_FLOOR, PRICE_CEILING),
  sort: oneOf(raw.sort, ['price-desc', 'price-asc'] as const),
});
