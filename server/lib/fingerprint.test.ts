// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { encodeForm, rmaForm } from '../testing/rma-form';
import { createTestApp } from '../testing/test-app';

/**
 * The same Idempotency-Key with another body is refused (422) whatever kind of body it is and
 * however its Content-Type is spelled, so a second submission is never silently answered with
 * the first one's answer; the same body sent again is answered from the record.
 */
describe('an Idempotency-Key remembers the body it was first used with', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const send = (url: string, key: string, contentType: string, body: BodyInit) =>
    t.app.request(url, { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': key }, body });
  const sendForm = (key: string, form: FormData) => t.app.request(rmaRequest.path, { method: 'POST', headers: { 'idempotency-key': key }, body: form });
  const count = async (table: 'leads' | 'rmas') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it.each(['Application/JSON', 'APPLICATION/JSON; charset=UTF-8', 'application/json;charset=utf-8'])('refuses another JSON body sent as %s', async (contentType) => {
    const key = crypto.randomUUID();
    expect((await send('/api/catalog', key, 'application/json', JSON.stringify(lead))).status).toBe(201);
    const before = await count('leads');
    const other = await send('/api/catalog', key, contentType, JSON.stringify({ ...lead, email: 'someone.else@example.com' }));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: 'This Idempotency-Key was already used for a different request', details: {} });
    expect(await count('leads')).toBe(before);
    const same = await send('/api/catalog', key, contentType, JSON.stringify(lead));
    expect(same.status).toBe(201);
    expect(same.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a body of another kind under a key first used with JSON', async () => {
    const key = crypto.randomUUID();
    expect((await send('/api/catalog', key, 'application/json', JSON.stringify(lead))).status).toBe(201);
    expect((await send('/api/catalog', key, 'text/plain', 'name=Dana')).status).toBe(422);
    const form = await encodeForm(rmaForm());
    expect((await send('/api/catalog', key, form.contentType, form.bytes)).status).toBe(422);
  });

  describe('multipart: its fields and the bytes of its files, not its boundary', () => {
    const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures', name));
    const photo = { data: fixture('ballast.png'), type: 'image/png', name: 'plate.png' };
    const first = rmaForm([photo]);

    it('replays the same RMA sent again, with the new boundary a browser picks for each send', async () => {
      const key = crypto.randomUUID();
      const original = await sendForm(key, first);
      expect(original.status).toBe(201);
      const again = await encodeForm(rmaForm([photo]));
      const replay = await send(rmaRequest.path, key, again.contentType, again.bytes);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(await original.json());
    });

    it.each([
      ['another value in a field', rmaForm([photo], { order_id: 'SO-2002' })],
      ['other bytes in a file', rmaForm([{ ...photo, data: Buffer.concat([photo.data, Buffer.from('more')]) }])],
      ['another file name', rmaForm([{ ...photo, name: 'serial.png' }])],
      ['one file fewer', rmaForm()],
    ])('refuses an RMA with %s, and stores nothing', async (_what, other) => {
      const key = crypto.randomUUID();
      const original = await sendForm(key, first);
      expect(original.status).toBe(201);
      const before = await count('rmas');
      const refused = await sendForm(key, other);
      expect(refused.status).toBe(422);
      expect(await count('rmas')).toBe(before);
    });

    it('refuses a JSON body under a key first used with multipart', async () => {
      const key = crypto.randomUUID();
      expect((await sendForm(key, rmaForm())).status).toBe(201);
      expect((await send(rmaRequest.path, key, 'application/json', '{}')).status).toBe(422);
    });
  });
});
