import { parse as parseCsv } from 'csv-parse/sync';
import * as v from 'valibot';
import type { ImportReport, RowProblem } from '../../src/shared/schemas/admin';
import { tooLong } from '../../src/shared/schemas/fields';
import type { Db } from '../db/connection';
import { issueDetails } from '../lib/validate';
import type { AfterWrite, Catalogue, ProductInput } from './repository';

/**
 * A product list from staff (JSON or CSV), checked row by row before anything is written: a
 * file with any bad row writes nothing, and the report names each bad row and field, so staff
 * fix the file and send it again (an import is an upsert by SKU, so sending it twice is safe).
 */

export type ImportFormat = 'json' | 'csv';

const MESSAGES = {
  sku: 'SKU is required: letters, digits and - + . _ only',
  number: 'Must be a number of 0 or more',
  wholeNumber: 'Must be a whole number of 0 or more',
  text: 'Must be text',
  unknown: 'Unknown field',
  json: 'Must be JSON',
  measure: 'Must be an object of inches, millimeters, pounds and/or kilograms',
  gallery: 'Must be a list of image paths',
  itemName: 'item_name is required for a new product',
  duplicate: 'This SKU appears earlier in the file',
  idTaken: 'This id belongs to another product',
} as const;

/** A CSV cell is text; a number field accepts it when it reads as one. */
const numberText = (message: string) => v.pipe(v.string(), v.trim(), v.decimal(message), v.transform(Number));
const amount = v.pipe(v.union([v.number(), numberText(MESSAGES.number)], MESSAGES.number), v.minValue(0, MESSAGES.number));
const whole = v.pipe(
  v.union([v.number(), numberText(MESSAGES.wholeNumber)], MESSAGES.wholeNumber),
  v.integer(MESSAGES.wholeNumber),
  v.minValue(0, MESSAGES.wholeNumber),
);
const text = (max = 2000) => v.pipe(v.string(MESSAGES.text), v.maxLength(max, tooLong(max)));
/** Nested fields arrive as objects in JSON and as JSON text in a CSV cell. */
const fromJsonText = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (typeof dataset.value !== 'string') return dataset.value;
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: MESSAGES.json });
        return NEVER;
      }
    }),
    schema,
  );
const measure = fromJsonText(
  v.strictObject(
    { inches: v.optional(v.number()), millimeters: v.optional(v.number()), pounds: v.optional(v.number()), kilograms: v.optional(v.number()) },
    MESSAGES.measure,
  ),
);

const TEXT_FIELDS = [
  'item_name', 'brand', 'category', 'currency', 'warranty', 'ip_certification', 'photo_1', 'photo_2', 'photo_3',
  'photo_4', 'photo_5', 'spec_sheet', 'manual', 'short_description', 'important_notes', 'voltage_range',
  'rated_voltage', 'standalone_cover_area', 'mounting_height', 'certifications', 'frequency', 'power_factor', 'thd',
  'operating_temperature', 'storage_temperature', 'lifespan', 'logo_image', 'hero_title', 'hero_description',
  'hero_image', 'main_image', 'power_consumption', 'meta_title', 'meta_description', 'keywords', 'cord_type',
] as const;
const AMOUNT_FIELDS = [
  'msrp', 'map', 'wholesale', 'price', 'discount', 'wattage_120v', 'wattage_208v', 'wattage_240v', 'wattage_277v',
  'amperage_120v', 'amperage_208v', 'amperage_240v', 'amperage_277v',
] as const;

/** The fields of a product record (with the detail extras and the seed's price fields). */
const productRowSchema = v.strictObject(
  {
    // Absent reads as blank (an empty CSV cell is dropped), so it gets the same message.
    sku: v.optional(v.pipe(v.string(MESSAGES.sku), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9+._-]{0,63}$/, MESSAGES.sku)), ''),
    id: v.optional(v.pipe(whole, v.minValue(1, MESSAGES.wholeNumber))),
    stock: v.optional(whole),
    stock_quantity: v.optional(whole),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, v.optional(text())])),
    ...Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, v.optional(amount)])),
    long_description: v.optional(text(20_000)),
    subcategory: v.optional(v.nullable(text())),
    ppf: v.optional(v.union([v.number(), text()], MESSAGES.text)),
    efficacy: v.optional(v.union([v.number(), text()], MESSAGES.text)),
    dimmable: v.optional(v.union([v.boolean(), text()], MESSAGES.text)),
    length: v.optional(measure),
    width: v.optional(measure),
    height: v.optional(measure),
    weight: v.optional(measure),
    image_gallery: v.optional(fromJsonText(v.array(text(), MESSAGES.gallery))),
  },
  MESSAGES.unknown,
);

export type ParsedFile = { ok: true; rows: unknown[] } | { ok: false; error: string };

/** JSON: a list of products, or { items: [...] } as GET /api/products answers. CSV: a header row of field names. */
export function parseProductFile(content: string, format: ImportFormat): ParsedFile {
  if (format === 'csv') {
    try {
      const records = parseCsv(content, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
      // An empty cell leaves the stored field as it is.
      return { ok: true, rows: records.map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''))) };
    } catch (error) {
      return { ok: false, error: `The CSV file cannot be read: ${(error as Error).message}` };
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    return { ok: false, error: `The JSON file cannot be read: ${(error as Error).message}` };
  }
  const rows = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  return Array.isArray(rows) ? { ok: true, rows } : { ok: false, error: 'The JSON file must hold a list of products, or { "items": [...] }' };
}

/** The stored products by SKU and id, to tell new products from updates before writing. */
async function existingProducts(db: Db) {
  const rows = await db.selectFrom('products').select(['id', 'sku']).execute();
  return { skus: new Set(rows.map((row) => row.sku)), skuOfId: new Map(rows.map((row) => [Number(row.id), row.sku])) };
}

/** Checks every row; writes them all through the catalogue (in one transaction) only when all pass. */
export async function importProducts(
  db: Db,
  catalogue: Catalogue,
  rows: readonly unknown[],
  onStockChange?: AfterWrite,
): Promise<ImportReport> {
  if (rows.length === 0) return { ok: false, error: 'The file holds no products', rows: [] };
  const existing = await existingProducts(db);
  const seen = new Set<string>();
  const valid: ProductInput[] = [];
  const invalid: RowProblem[] = [];

  rows.forEach((raw, index) => {
    const row = index + 1;
    const rawSku = typeof (raw as { sku?: unknown } | null)?.sku === 'string' ? String((raw as { sku: string }).sku).trim() : '';
    const result = v.safeParse(productRowSchema, raw);
    if (!result.success) {
      invalid.push({ row, sku: rawSku, problems: issueDetails(result.issues) });
      return;
    }
    const product = result.output as ProductInput;
    const problems: Record<string, string> = {};
    if (seen.has(product.sku)) problems.sku = MESSAGES.duplicate;
    const isNew = !existing.skus.has(product.sku);
    if (isNew && !product.item_name) problems.item_name = MESSAGES.itemName;
    const idOwner = product.id === undefined ? undefined : existing.skuOfId.get(product.id);
    if (isNew && idOwner !== undefined && idOwner !== product.sku) problems.id = MESSAGES.idTaken;
    seen.add(product.sku);
    if (Object.keys(problems).length > 0) invalid.push({ row, sku: product.sku, problems });
    else valid.push(product);
  });

  if (invalid.length > 0) {
    const count = invalid.length === 1 ? '1 row has' : `${invalid.length} rows have`;
    return { ok: false, error: `${count} errors; nothing was imported`, rows: invalid };
  }
  const changes = await catalogue.upsertProducts(valid, onStockChange);
  return {
    ok: true,
    created: changes.filter((change) => change.previousStock === null).map((change) => change.sku),
    updated: changes.filter((change) => change.previousStock !== null).map((change) => change.sku),
    restocked: changes.filter((change) => change.previousStock === 0 && change.stock > 0).map((change) => change.sku),
  };
}

export const formatOfFileName = (name: string): ImportFormat | null =>
  /\.csv$/i.test(name) ? 'csv' : /\.json$/i.test(name) ? 'json' : null;
