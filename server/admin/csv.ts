import type { Context } from "hono";
import { stringify, type Options } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe: leads are typed by visitors, and an export must not carry their formulas
 * into staff's spreadsheet (OWASP "CSV injection").
 */
const defused = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** A row of an export: any object, its own keys the columns. */
export type CsvRow = object;

const CAST: Options["cast"] = {
  string: defused,
  boolean: (value) => (value ? "yes" : "no"),
  object: (value) => defused(JSON.stringify(value)),
};

const csvHeaders = (name: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  "cache-control": "no-store",
});

/** Every row as a CSV download, with a header of every key seen, in order. */
export function csvResponse(c: Context, name: string, rows: readonly CsvRow[]) {
  const body = stringify([...rows], {
    header: true,
    columns: [...new Set(rows.flatMap((row) => Object.keys(row)))],
    cast: CAST,
  });
  return c.body(body, 200, csvHeaders(name));
}

/**
 * A CSV download written as its rows arrive: the header (the columns given) first, then each
 * batch as soon as it is read, so the first bytes leave at once and memory holds one batch
 * whatever the size of the export. The next batch is read only when the client has taken the
 * last one. Each batch is stringified with the same options as csvResponse, so the file is the
 * same byte for byte.
 */
export function csvStreamResponse(
  c: Context,
  name: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly CsvRow[]>,
) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let header = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) {
        // A header alone when nothing was read, as a whole export of no rows gives.
        if (header)
          controller.enqueue(
            encoder.encode(
              stringify([], {
                header: true,
                columns: [...columns],
                cast: CAST,
              }),
            ),
          );
        controller.close();
        return;
      }
      const text = stringify([...value], {
        header,
        columns: [...columns],
        cast: CAST,
      });
      header = false;
      controller.enqueue(encoder.encode(text));
    },
    // The client went away: stop reading, and let the database walk end.
    async cancel() {
      await iterator.return?.();
    },
  });
  return c.body(body, 200, csvHeaders(name));
}
