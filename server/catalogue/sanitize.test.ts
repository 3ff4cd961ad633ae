// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_XSS_PAYLOADS } from '../../tests/e2e/support/mutation-xss';
import { createTestApp } from '../testing/test-app';
import { createCatalogue } from './repository';
import { sanitizeHtmlOnServer } from './sanitize';
import { seedCatalogue } from './seed';
import { seedProducts } from './seed-products';

/** Elements and attributes that can run script or load a document, whatever the allowlist says. */
const DANGEROUS_TAGS = /^(script|style|svg|math|img|iframe|frame|object|embed|form|template|noscript|xmp|noembed|noframes|textarea|title|details|base|link|meta|video|audio|source|input|button)$/;
const DANGEROUS_ATTRIBUTES = /^(on.*|style|srcdoc|src|data|action|formaction|xlink:href|background|poster)$/i;
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** What a browser would build from the stored HTML, listed as anything that could run. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body><div id="root">${html}</div></body>`).window;
  const found: string[] = [];
  for (const element of document.getElementById('root')!.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (DANGEROUS_TAGS.test(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (DANGEROUS_ATTRIBUTES.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      if (attribute.name === 'href' && !SAFE_HREF.test(attribute.value.trim())) found.push(`href=${attribute.value}`);
    }
  }
  return found;
}

describe('sanitising product HTML on the server', () => {
  it.each(MUTATION_XSS_PAYLOADS.map((payload, i) => [i + 1, payload]))('payload %i leaves nothing executable, stable when parsed again', async (_n, payload) => {
    const clean = await sanitizeHtmlOnServer(payload as string);
    expect(executableParts(clean)).toEqual([]);
    // A mutation shows as a second pass changing what the first produced.
    expect(await sanitizeHtmlOnServer(clean)).toBe(clean);
  });

  it('keeps the formatting a description is written with', async () => {
    const html = '<h3>Built for flower</h3><p>A <strong>bold</strong> <em>claim</em><br>see <a href="/docs/x.pdf">the sheet</a></p><ul><li>one</li></ul>';
    expect(await sanitizeHtmlOnServer(html)).toBe(html);
  });

  describe('on import into the database', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp({ seed: false });
    });
    afterAll(() => t.close());

    const storedDescription = async (sku: string) => {
      const row = await t.db.selectFrom('products').select('data').where('sku', '=', sku).executeTakeFirstOrThrow();
      return JSON.parse(row.data).long_description as string;
    };

    it('stores seeded descriptions clean', async () => {
      const [first] = seedProducts;
      await seedCatalogue(t.db, [{ ...first, long_description: `<p>Fine</p>${MUTATION_XSS_PAYLOADS[0]}<img src=x onerror=alert(1)>` }]);
      const stored = await storedDescription(first.sku);
      expect(stored).toContain('<p>Fine</p>');
      expect(executableParts(stored)).toEqual([]);
      expect(stored).not.toContain('onerror');
    });

    it('stores imported and updated descriptions clean', async () => {
      const catalogue = createCatalogue(t.db);
      await catalogue.upsertProducts([
        { sku: 'XSS-NEW', item_name: 'New', long_description: '<p onclick="x()">New</p><script>alert(1)</script>' },
        { sku: seedProducts[0].sku, long_description: '<a href="javascript:alert(1)">Updated</a><svg onload=alert(1)>' },
      ]);
      expect(await storedDescription('XSS-NEW')).toBe('<p>New</p>');
      expect(await storedDescription(seedProducts[0].sku)).toBe('<a>Updated</a>');
    });
  });
});
