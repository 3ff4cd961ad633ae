import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { ADMIN_MESSAGES, attachmentQuerySchema, CSRF_HEADER, handledSchema, resendMailSchema, signInSchema, stockSchema, type HandledAnswer } from '../../src/shared/schemas/admin';
import type { LeadContract } from '../../src/shared/schemas/leads';
import { formatOfFileName, importProducts, parseProductFile } from '../catalogue/import';
import type { AfterWrite, Catalogue } from '../catalogue/repository';
import type { Db } from '../db/connection';
import type { ProxyHops } from '../lib/client';
import { overTls } from '../lib/security-headers';
import { mediaTypeOf, readJsonBody, validated } from '../lib/validate';
import type { UploadStore } from '../rma/upload-store';
import { sendAttachment, sendLeadAttachment } from './attachments';
import { csvResponse, csvStreamResponse, type CsvRow } from './csv';
import { leadCsvColumns, leadExportReader, leadFilterSchema, leadPage, leadPageSchema, newestLead } from './leads';
import {
  LIST_LIMIT,
  listMail,
  listProducts,
  listRmas,
  listSubscriptions,
  mailFilterSchema,
  productFilterSchema,
  rmaDetail,
  rmaFilterSchema,
  subscriptionFilterSchema,
} from './lists';
import { storedPasswordHash, verifyPassword } from './password';
import { knownDevice, rememberDevice } from './devices';
import { signInLimits } from './sign-in-limits';
import type { LimitStore } from '../lib/limit-store';
import {
  clearSessionCookie,
  createSession,
  endSession,
  findSession,
  sameToken,
  sessionTokenOf,
  setSessionCookie,
  type StaffSession,
} from './sessions';

export interface AdminDeps {
  db: Db;
  catalogue: Catalogue;
  uploadStore: UploadStore;
  /** What a stock change sets off: the back-in-stock mail. */
  onStockChange: AfterWrite;
  /** The app's lead contracts: the inbox's kinds, their labels and how each names its sender. */
  leadContracts: readonly LeadContract[];
  trustProxy?: ProxyHops;
  /** Where the sign-in limits keep their buckets. */
  limitStore?: LimitStore;
}
/** A product list of a few thousand rows with long descriptions fits well under this. */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

type Env = { Variables: { session: StaffSession } };

const idOf = (value: string) => (/^\d{1,12}$/.test(value) ? Number(value) : null);
const badId = (c: Context, value: string) => c.json({ error: 'Not a valid id', details: { id: value } }, 400);

const readQuery = <S extends v.GenericSchema>(c: Context, schema: S) => validated(c, schema, c.req.query(), 'Invalid filter');

/**
 * /api/admin: the staff inbox's API. Everything but signing in needs the session cookie (401
 * without it), and every write also needs the session's CSRF token in X-CSRF-Token (403
 * without it): the cookie alone, which a browser attaches by itself, is never enough to change
 * anything.
 */
export function adminRoutes({ db, catalogue, uploadStore, onStockChange, leadContracts, trustProxy = 0, limitStore }: AdminDeps) {
  const isHttps = (c: Context) => overTls(c, trustProxy);

  const staffOnly = createMiddleware<Env>(async (c, next) => {
    const token = sessionTokenOf(c);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) return c.json({ error: 'Please sign in', details: {} }, 401);
    if (!/^(GET|HEAD)$/.test(c.req.method)) {
      const sent = c.req.header(CSRF_HEADER) ?? '';
      if (!sameToken(sent, session.csrfToken)) {
        return c.json({ error: 'The request is missing its CSRF token', details: { header: CSRF_HEADER } }, 403);
      }
    }
    c.set('session', session);
    await next();
  });

  const routes = new Hono<Env>();

  const signIn = signInLimits({ trustProxy, store: limitStore, deviceOf: (c) => knownDevice(db, c) });
  routes.post('/session', signIn, async (c) => {
    const body = await readJsonBody(c, signInSchema);
    if (!body.ok) return body.response;
    const hash = await storedPasswordHash(db);
    if (!hash || !(await verifyPassword(body.value.password, hash))) {
      return c.json({ error: ADMIN_MESSAGES.wrongPassword, details: { password: ADMIN_MESSAGES.wrongPassword } }, 401);
    }
    const { token, csrfToken, expiresAt } = await createSession(db);
    setSessionCookie(c, token, expiresAt, isHttps(c));
    await rememberDevice(db, c, isHttps(c));
    return c.json({ csrfToken });
  });

  routes.use('*', staffOnly);

  routes.get('/session', (c) => c.json({ csrfToken: c.get('session').csrfToken }));
  routes.delete('/session', async (c) => {
    await endSession(db, c.get('session'));
    clearSessionCookie(c, isHttps(c));
    return c.body(null, 204);
  });

  /**
   * A list's two endpoints, filtered by the URL's query: GET /{name} answers the newest
   * LIST_LIMIT rows and the total (products: every matching one, in id order, as listProducts
   * takes no limit), GET /{name}.csv every matching row.
   */
  const listEndpoints = <S extends v.GenericSchema, T extends CsvRow>(
    name: string,
    schema: S,
    list: (db: Db, filter: v.InferOutput<S>, options?: { limit?: number }) => Promise<{ total: number; items: T[] }>,
    csvRow: (item: T) => CsvRow = (item) => item,
  ) => {
    routes.get(`/${name}`, async (c) => {
      const filter = readQuery(c, schema);
      return filter.ok ? c.json(await list(db, filter.value, { limit: LIST_LIMIT })) : filter.response;
    });
    routes.get(`/${name}.csv`, async (c) => {
      const filter = readQuery(c, schema);
      if (!filter.ok) return filter.response;
      return csvResponse(c, name, (await list(db, filter.value)).items.map(csvRow));
    });
  };

  /**
   * Leads page rather than stop at a limit: GET /leads answers a page (`limit`, at most
   * LEAD_PAGE_MAX) and `next`, which sent back as `cursor` gives the page after it. The export
   * streams every matching lead, read a batch at a time.
   */
  const leadPages = leadPageSchema(leadContracts);
  const leadFilter = leadFilterSchema(leadContracts);
  routes.get('/leads', async (c) => {
    const request = readQuery(c, leadPages);
    return request.ok ? c.json(await leadPage(db, leadContracts, request.value)) : request.response;
  });
  routes.get('/leads.csv', async (c) => {
    const filter = readQuery(c, leadFilter);
    if (!filter.ok) return filter.response;
    // Read before the answer starts, so a database that is down is still a 503 rather than a cut-off file.
    const upTo = await newestLead(db, filter.value);
    if (!upTo) return csvStreamResponse(c, 'leads', [], async () => null);
    const columns = await leadCsvColumns(db, filter.value, upTo);
    return csvStreamResponse(c, 'leads', columns, leadExportReader(db, leadContracts, filter.value, upTo));
  });
  listEndpoints('rmas', rmaFilterSchema, listRmas);
  listEndpoints('subscriptions', subscriptionFilterSchema, listSubscriptions);
  listEndpoints('mail', mailFilterSchema, listMail);
  listEndpoints('products', productFilterSchema, listProducts);

  routes.get('/rmas/:id', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return badId(c, c.req.param('id'));
    const rma = await rmaDetail(db, id);
    return rma ? c.json(rma) : c.json({ error: 'No such RMA', details: { id } }, 404);
  });
  // A file of a lead (a booth lead's card photo) or of an RMA, by its id and its owner's.
  for (const [table, send] of [
    ['leads', sendLeadAttachment],
    ['rmas', sendAttachment],
  ] as const) {
    routes.get(`/${table}/:id/files/:fileId`, async (c) => {
      const id = idOf(c.req.param('id'));
      const fileId = idOf(c.req.param('fileId'));
      if (id === null) return badId(c, c.req.param('id'));
      if (fileId === null) return badId(c, c.req.param('fileId'));
      const query = validated(c, attachmentQuerySchema, c.req.query(), 'Invalid query');
      if (!query.ok) return query.response;
      return send(c, db, uploadStore, id, fileId, query.value.disposition);
    });
  }

  for (const table of ['leads', 'rmas'] as const) {
    routes.put(`/${table}/:id/handled`, async (c) => {
      const id = idOf(c.req.param('id'));
      if (id === null) return badId(c, c.req.param('id'));
      const body = await readJsonBody(c, handledSchema);
      if (!body.ok) return body.response;
      const handled_at = body.value.handled ? new Date().toISOString() : null;
      const result = await db.updateTable(table).set({ handled_at }).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return c.json({ error: 'Not found', details: { id } }, 404);
      return c.json({ id, handled_at } satisfies HandledAnswer);
    });
  }

  /**
   * Sends a failed message again: back in the queue, due now, with its attempts reset, in the
   * first lane (staff asked for it). Only a failed one: a message that is pending, sending or
   * sent is left alone (409), so a double click sends nothing twice.
   */
  routes.post('/mail/resend', async (c) => {
    const body = await readJsonBody(c, resendMailSchema);
    if (!body.ok) return body.response;
    const { cause } = body.value;
    const result = await db
      .updateTable('mail_outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: new Date().toISOString(), last_error: null, priority: 0 })
      .where('cause', '=', cause)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return c.json({ cause, status: 'pending' });
    const found = await db.selectFrom('mail_outbox').select('status').where('cause', '=', cause).executeTakeFirst();
    if (!found) return c.json({ error: 'No such message', details: { cause } }, 404);
    return c.json({ error: 'Only a failed message can be sent again', details: { cause, status: found.status } }, 409);
  });

  routes.put('/products/:id/stock', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === null) return badId(c, c.req.param('id'));
    const body = await readJsonBody(c, stockSchema);
    if (!body.ok) return body.response;
    const change = await catalogue.updateStock(id, body.value.stock, onStockChange);
    return change ? c.json(change) : c.json({ error: 'No such product', details: { id } }, 404);
  });
  routes.post(
    '/products/import',
    bodyLimit({
      maxSize: MAX_IMPORT_BYTES,
      onError: (c) => c.json({ error: 'The file is too large', details: { limit: `${MAX_IMPORT_BYTES} bytes` } }, 413),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      if (mediaTypeOf(type) !== 'multipart/form-data') {
        return c.json({ error: 'Expected a multipart/form-data body with a file field', details: { 'content-type': type || 'missing' } }, 415);
      }
      // A malformed body is the sender's mistake, answered like any other refusal.
      const form = await c.req.parseBody().catch(() => null);
      if (!form) return c.json({ error: 'The multipart body could not be read', details: { file: 'unreadable' } }, 400);
      const { file } = form;
      if (!(file instanceof File)) return c.json({ error: 'Choose a .json or .csv file to import', details: { file: 'missing' } }, 400);
      const format = formatOfFileName(file.name);
      if (!format) return c.json({ error: 'The file must be .json or .csv', details: { file: file.name } }, 400);
      const parsed = parseProductFile(await file.text(), format);
      if (!parsed.ok) return c.json({ error: parsed.error, details: { file: file.name } }, 400);
      const report = await importProducts(db, catalogue, parsed.rows, onStockChange);
      if (!report.ok) return c.json({ error: report.error, details: { rows: report.rows } }, 400);
      return c.json(report);
    },
  );

  return routes;
}
