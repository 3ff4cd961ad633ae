import type { Context } from 'hono';
import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: leads are typed by visitors, and an export must not carry their formulas
 * into staff's spreadsheet (OWASP "CSV injection").
 */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A row of an export: any object, its own keys the columns. */
export type CsvRow = object;

/** Every row as a CSV download, with a header of every key seen, in order. */
export function csvResponse(c: Context, name: string, rows: readonly CsvRow[]) {
  const body = stringify([...rows], {
    header: true,
    columns: [...new Set(rows.flatMap((row) => Object.keys(row)))],
    cast: {
      string: defused,
      boolean: (value) => (value ? 'yes' : 'no'),
      object: (value) => defused(JSON.stringify(value)),
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${date}.csv"`,
    'cache-control': 'no-store',
  });
}
