import { Hono, type Context } from 'hono';
import { LEAD_RECEIVED } from '../../src/shared/schemas/contract';
import type { LeadContract } from '../../src/shared/schemas/leads';
import type { Catalogue } from '../catalogue/repository';
import type { Db } from '../db/connection';
import type { KeyedEnv } from '../lib/idempotency';
import { keyedWrite } from '../lib/keyed-write';
import { readJsonBody } from '../lib/validate';
import type { WriteGuard } from '../lib/write-guard';
import type { MailQueue } from '../mail/queue';
import { requestedDocuments } from './documents';
import type { StoredUpload } from '../rma/multipart';
import { insertLeadFiles, readLeadUpload, takesImages, type LeadUploads } from './files';
import { knownLead } from './kinds';
import { insertLead } from './repository';

export interface LeadRouteDeps {
  db: Db;
  /** Every lead contract the app takes (AppDeps.leadContracts): one route each. */
  contracts: readonly LeadContract[];
  mail: MailQueue;
  catalogue: Catalogue;
  /** PUBLIC_URL, for the document links the server derives. */
  publicUrl: string;
  guard: WriteGuard;
  /** Where the images of a lead that carries them are stored; without it such leads are JSON only. */
  uploads?: LeadUploads;
}

/**
 * POST of every lead contract: check the body with the contract's schema, fill in what the
 * server derives itself, store it as a lead with its mail (the visitor's and the sales copy)
 * and its Idempotency-Key answer in one transaction, and answer 201 `{ ok, message, id }`.
 * A new lead contract needs no edit here.
 */
export function leadRoutes({ db, contracts, mail, catalogue, publicUrl, guard, uploads }: LeadRouteDeps) {
  /** The checked body as stored: a document request's product and links come from the catalogue, not the page. */
  const stored = async (contract: LeadContract, body: Record<string, unknown>) => {
    const lead = knownLead(contract, body);
    if (lead?.kind !== 'document') return body;
    return { ...lead.body, ...(await requestedDocuments(catalogue, publicUrl, lead.body.sku)) };
  };

  const routes = new Hono<KeyedEnv>();
  for (const contract of contracts) {
    /** One lead, its files, its mails and its answer, in the transaction keyedWrite opens. */
    const write = (c: Context<KeyedEnv>, body: Record<string, unknown>, files: readonly StoredUpload[], fingerprint?: string) =>
      mail.laneOf(c.get('client')).then((lane) =>
        keyedWrite(
          c,
          db,
          async (trx) => {
            const id = await insertLead(trx, { kind: contract.kind, email: contract.contact(body).email, payload: body });
            await insertLeadFiles(trx, id, files);
            await mail.leadReceived(trx, { id, contract, body, lane });
            return { status: 201, body: { ok: true, message: LEAD_RECEIVED, id } };
          },
          { fingerprint },
        ),
      );

    routes.post(contract.path.replace(/^\/api/, ''), guard, async (c) => {
      if (uploads && takesImages(c, contract)) {
        const upload = await readLeadUpload(c, contract, uploads);
        if (!upload.ok) return upload.response;
        const names = upload.files.map((file) => file.storedName);
        try {
          const answer = await write(c, await stored(contract, upload.body), upload.files, upload.fingerprint).catch(async (error: unknown) => {
            await uploads.store.remove(names);
            throw error;
          });
          // Only after the commit, as an RMA's files (decision 121).
          await uploads.store.place(names);
          return c.json(answer.body, answer.status);
        } finally {
          await upload.release();
        }
      }
      const checked = await readJsonBody(c, contract.body);
      if (!checked.ok) return checked.response;
      const answer = await write(c, await stored(contract, checked.value as Record<string, unknown>), []);
      return c.json(answer.body, answer.status);
    });
  }
  return routes;
}
