import type { Context } from 'hono';
import { stringify, type Options } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: leads are typed by visitors, and an export must not carry their formulas
 * into staff's spreadsheet (OWASP "CSV injection").
 */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A row of an export: any object, its own keys the columns. */
export type CsvRow = object;

const CAST: Options['cast'] = {
  string: defused,
  boolean: (value) => (value ? 'yes' : 'no'),
  object: (value) => defused(JSON.stringify(value)),
};

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  'cache-control': 'no-store',
});

/** Every row as CSV text, with a header of every key seen, in order. */
export const csvText = (rows: readonly CsvRow[]) => stringify([...rows], { header: true, columns: [...new Set(rows.flatMap((row) => Object.keys(row)))], cast: CAST });

/** Every row as a CSV download (csvText). */
export const csvResponse = (c: Context, name: string, rows: readonly CsvRow[]) => c.body(csvText(rows), 200, csvHeaders(name));

/**
 * A CSV download written as its rows arrive: the header (the columns given) first, then each
 * batch `nextBatch` reads, as soon as it is read, so the first bytes leave at once and memory
 * holds one batch whatever the size of the export. The next batch is read only when the client
 * has taken the last one; null ends the file. Each batch is stringified with the options of
 * csvText, so the file is the same, byte for byte, as the whole list written at once.
 */
export function csvStreamResponse(c: Context, name: string, columns: readonly string[], nextBatch: () => Promise<readonly CsvRow[] | null>) {
  const encoder = new TextEncoder();
  let header = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows = await nextBatch();
      if (!rows) {
        // The header alone when no batch came, as a whole export of no rows gives.
        if (header) controller.enqueue(encoder.encode(stringify([], { header: true, columns: [...columns], cast: CAST })));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(stringify([...rows], { header, columns: [...columns], cast: CAST })));
      header = false;
    },
  });
  return c.body(body, 200, csvHeaders(name));
}
