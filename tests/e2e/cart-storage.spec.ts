import { expect, test, type Page } from './support/test';

/** The cart mirrored to localStorage "cart": shape, reload, other tabs, bad saves. */

const SKU = 'IL-L1050MS';
const cartLink = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('link', { name });
const savedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));

async function addOnProductPage(page: Page) {
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
}

test('the whole cart is saved under "cart" after every change and comes back after a reload', async ({
  page,
  request,
}) => {
  const product = await (await request.get(`/api/products/${SKU}`)).json();
  const price = [product.msrp, product.map, product.wholesale].find((value) => value !== undefined && value !== null);

  await page.goto(`/product/${SKU}`);
  await expect(page.getByRole('heading', { level: 1, name: product.item_name })).toBeVisible();
  await addOnProductPage(page);
  await expect(cartLink(page, 'Cart, 1 item')).toBeVisible();

  const once = await savedCart(page);
  expect(Object.keys(once).sort()).toEqual(['items', 'totalItems', 'totalPrice']);
  expect(once.items).toHaveLength(1);
  expect(once.items[0]).toMatchObject({ id: product.id, model: SKU, name: product.item_name, price, quantity: 1 });
  expect(once).toMatchObject({ totalItems: 1, totalPrice: price });

  // The added state of the button lasts a moment; the second add merges into the same line.
  await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toBeEnabled();
  await addOnProductPage(page);
  await expect(cartLink(page, 'Cart, 2 items')).toBeVisible();
  const twice = await savedCart(page);
  expect(twice.items).toHaveLength(1);
  expect(twice).toMatchObject({ totalItems: 2, totalPrice: 2 * price, items: [{ quantity: 2 }] });

  await page.reload();
  await expect(cartLink(page, 'Cart, 2 items')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await savedCart(page)).toEqual(twice);
});

test('a saved cart without items is not loaded', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cart', JSON.stringify({ items: [], totalItems: 4, totalPrice: 600 }));
  });
  await page.goto('/');
  await expect(cartLink(page, 'Cart, 0 items')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('an unreadable saved cart is only logged; the cart keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('cart', '{"items": [broken');
    }
  });
  await page.goto(`/product/${SKU}`);
  await expect(cartLink(page, 'Cart, 0 items')).toBeVisible();
  expect(errors.some((text) => text.includes('Could not read the saved cart'))).toBe(true);

  await addOnProductPage(page);
  await expect(cartLink(page, 'Cart, 1 item')).toBeVisible();
  expect(await savedCart(page)).toMatchObject({ totalItems: 1 });
});

test('a second tab follows the cart changes of the first', async ({ context }) => {
  const shop = await context.newPage();
  const other = await context.newPage();
  await other.goto('/');
  await expect(cartLink(other, 'Cart, 0 items')).toBeVisible();

  await shop.goto(`/product/${SKU}`);
  await addOnProductPage(shop);
  await expect(cartLink(shop, 'Cart, 1 item')).toBeVisible();
  await expect(cartLink(other, 'Cart, 1 item')).toBeVisible();
  await expect(other.getByTestId('cart-count')).toHaveText('1');

  // And back: whatever the other tab writes, the first one shows.
  await other.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    cart.items[0].quantity = 4;
    cart.totalItems = 4;
    cart.totalPrice = cart.items[0].price * 4;
    localStorage.setItem('cart', JSON.stringify(cart));
  });
  await expect(cartLink(shop, 'Cart, 4 items')).toBeVisible();

  await other.evaluate(() => localStorage.removeItem('cart'));
  await expect(cartLink(shop, 'Cart, 0 items')).toBeVisible();
  await expect(shop.getByTestId('cart-count')).toHaveCount(0);
});
