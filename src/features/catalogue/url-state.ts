import * as v from 'valibot';
import { CATEGORY_SLUGS, CORD_TYPES } from '../../content/categories';
import { PRICE_CEILING, PRICE_FLOOR, VOLTAGE_RANGES, WATT_BANDS, type CatalogueFilters } from './model';

/**
 * The catalogue's shareable URL state. A value that is not one of the options is dropped rather
 * than failing the page: old or hand-edited links still open the catalogue.
 */
const option = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.fallback(v.optional(v.picklist(values)), undefined);

const price = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
      v.number(),
      v.finite(),
      v.minValue(PRICE_FLOOR),
      v.maxValue(PRICE_CEILING),
    ),
  ),
  undefined,
);

const values = <T extends readonly { value: string }[]>(entries: T) =>
  entries.map((entry) => entry.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

export const catalogueSearchSchema = v.object({
  category: option(CATEGORY_SLUGS),
  sub: option(values(CORD_TYPES)),
  watts: option(values(WATT_BANDS)),
  voltage: option(VOLTAGE_RANGES),
  min: price,
  max: price,
  sort: option(['price-desc', 'price-asc'] as const),
}) satisfies v.GenericSchema<unknown, CatalogueFilters>;

export type CatalogueSearch = v.InferOutput<typeof catalogueSearchSchema>;
