// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { rmaForm } from '../testing/rma-form';
import { signedInStaff } from '../testing/staff';
import { createTestApp } from '../testing/test-app';
import { downloadName } from './attachments';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures', name));

describe('RMA files as staff open them', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  let files: { id: number; original_name: string; mime_type: string }[] = [];
  let rmaId = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await signedInStaff(t.app, t.db);
    const png = fixture('ballast.png');
    const form = rmaForm([
      { data: png, type: 'image/png', name: 'Fotó (ballast) 1.png' },
      { data: png, type: 'image/png', name: 'evil.html' },
    ]);
    const answer = await t.app.request(rmaRequest.path, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() }, body: form });
    expect(answer.status).toBe(201);
    rmaId = Number((await t.db.selectFrom('rmas').select('id').executeTakeFirstOrThrow()).id);
    files = (await (await staff.request(`/rmas/${rmaId}`)).json() as { files: typeof files }).files;
  });
  afterAll(() => t.close());

  const open = (name: string, disposition = '') => staff.request(`/rmas/${rmaId}/files/${files.find((file) => file.original_name === name)!.id}${disposition}`);

  it('keeps a file name’s UTF-8 as sent, and gives it once, correctly encoded, to the download', async () => {
    expect(files.map((file) => file.original_name)).toContain('Fotó (ballast) 1.png');
    const answer = await open('Fotó (ballast) 1.png');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Fot_ (ballast) 1.png"; filename*=UTF-8''Fot%C3%B3%20%28ballast%29%201.png`);
  });

  it('saves a file with the extension of the type it was checked as, not the sender’s', async () => {
    const answer = await open('evil.html');
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="evil.html.png"; filename*=UTF-8''evil.html.png`);
    expect(downloadName('scan.JPEG', 'image/jpeg')).toBe('scan.JPEG');
    expect(downloadName('scan.jpg', 'image/jpeg')).toBe('scan.jpg');
    expect(downloadName('notes', 'text/plain')).toBe('notes.txt');
    expect(downloadName('clip.mov.exe', 'video/quicktime')).toBe('clip.mov.exe.mov');
  });

  it('shows a PDF or a photo only in a sandbox that runs no script', async () => {
    const { files: all } = (await (await staff.request(`/rmas/${rmaId}`)).json()) as { files: { id: number; mime_type: string }[] };
    const pdf = all.find((file) => file.mime_type === 'application/pdf')!;
    const shown = await staff.request(`/rmas/${rmaId}/files/${pdf.id}?disposition=inline`);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    const policy = shown.headers.get('content-security-policy')!;
    expect(policy.split(';').map((directive) => directive.trim())).toContain('sandbox');
    expect(policy).not.toContain('allow-scripts');
    expect((await open('evil.html', '?disposition=inline')).headers.get('content-security-policy')).toMatch(/; sandbox$/);
    // A download is not a document the browser runs: it keeps the usual policy.
    expect((await open('evil.html')).headers.get('content-security-policy')).not.toContain('sandbox');
  });
});
