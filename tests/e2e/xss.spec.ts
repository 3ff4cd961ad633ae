import { expect, openInApp, test } from './support/test';
import { MUTATION_XSS_PAYLOADS } from './support/mutation-xss';

const SKU = 'IL-L1050MS';

// The policy would stop most of these on its own: turned off here, so the sanitiser alone stands
// between a hostile description and the page. The worker is kept out so every catalogue request
// reaches the route below.
test.use({ bypassCSP: true, serviceWorkers: 'block' });

test(`none of ${MUTATION_XSS_PAYLOADS.length} mutation-XSS descriptions leaves anything executable on the product page`, async ({ page }) => {
  test.setTimeout(180_000);
  const ran: number[] = [];
  await page.exposeFunction('__xss', (n: number) => ran.push(n));
  page.on('dialog', (dialog) => {
    ran.push(-1);
    void dialog.dismiss();
  });

  let description = '';
  const withDescription = (product: Record<string, unknown>) => (product.sku === SKU ? { ...product, long_description: description } : product);
  // The description comes from the server as if it had been stored that way.
  await page.route('**/api/products**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const json = Array.isArray(body.items) ? { ...body, items: body.items.map(withDescription) } : withDescription(body);
    const { 'content-length': _length, 'content-encoding': _encoding, etag: _etag, ...headers } = response.headers();
    await route.fulfill({ response, json, headers });
  });

  const found: string[] = [];
  for (const [index, payload] of MUTATION_XSS_PAYLOADS.entries()) {
    description = `<p>Payload ${index + 1}</p>${payload}`;
    await openInApp(page, `/product/${SKU}`);
    const overview = page.locator('section[aria-labelledby="overview-heading"]');
    await expect(overview.getByText(`Payload ${index + 1}`, { exact: true })).toBeVisible();
    const executable = await overview.evaluate((section) => {
      const risky: string[] = [];
      for (const element of section.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (/^(script|style|svg|math|img|iframe|frame|object|embed|form|template|noscript|textarea|details|base|link|meta)$/.test(tag)) risky.push(`<${tag}>`);
        for (const attribute of element.attributes) {
          if (/^(on.*|style|srcdoc|src|data|action|formaction|xlink:href)$/i.test(attribute.name)) risky.push(`${tag}[${attribute.name}]`);
          if (attribute.name === 'href' && /^\s*(javascript|data|vbscript):/i.test(attribute.value)) risky.push(`href=${attribute.value}`);
        }
      }
      return risky;
    });
    if (executable.length) found.push(`payload ${index + 1}: ${executable.join(', ')}`);
  }

  // Whatever could run later (a broken image's error handler, say) needs one of the elements or
  // attributes looked for above on the page; the last page is left to settle all the same.
  await page.waitForLoadState('networkidle');
  expect(found).toEqual([]);
  expect(ran).toEqual([]);
});
