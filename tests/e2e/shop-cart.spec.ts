import { freezeClock } from './support/clock';
import { expect, test, type Page } from './support/test';
import { activeProducts, priceOf, usd, withStock, type ShopProduct } from './support/shop-products';

test.use({ serviceWorkers: 'block' });

let products: ShopProduct[];
test.beforeAll(async ({ request }) => {
  products = await activeProducts(request);
});

const cartCount = (page: Page) => page.getByTestId('cart-count');
const line = (page: Page, product: ShopProduct) => page.getByRole('listitem', { name: product.item_name, exact: true });

test('adding from cards and the detail page fills the cart, and the cart page does the math', async ({ page }) => {
  const lamp = withStock(products, 10, 100000, (p) => p.category === 'Grow Light Bulbs');
  const light = products.find((p) => p.sku === 'IL-L1050MS')!;

  await page.goto('/categories?category=grow-light-bulbs');
  const card = page.getByRole('article', { name: lamp.item_name, exact: true });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added!' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  await page.goto(`/product/${light.sku}`);
  await page.getByRole('group', { name: 'Voltage' }).getByRole('button', { name: '277V' }).click();
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('button', { name: 'ADDED!', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toBeEnabled();
  await expect(cartCount(page)).toHaveText('3');

  await page.getByRole('link', { name: /cart/i }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line(page, light)).toContainText(light.sku);
  await expect(line(page, light)).toContainText('277V');
  await expect(line(page, light)).toContainText(`${light.wattage_277v}W`);
  await expect(line(page, lamp)).toContainText(lamp.sku);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(priceOf(lamp) + 2 * priceOf(light)));
  await expect(page.getByText('Shipping and taxes are calculated at checkout.')).toBeVisible();

  // Minus stops at 1; plus stops only at the stock on hand (below).
  const lampLine = line(page, lamp);
  await expect(lampLine.getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled();
  await lampLine.getByRole('button', { name: /^Increase quantity/ }).click();
  await lampLine.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(3 * priceOf(lamp) + 2 * priceOf(light)));
  await lampLine.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(cartCount(page)).toHaveText('4');

  await line(page, light).getByRole('button', { name: /^Remove/ }).click();
  await expect(line(page, light)).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(2 * priceOf(lamp)));

  await page.reload();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(2 * priceOf(lamp)));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const section of ['Contact', 'Delivery', 'Shipping method', 'Payment']) {
    await expect(page.getByRole('group', { name: section })).toBeVisible();
  }
  await expect(page.getByTestId('checkout-total')).toHaveText(usd(2 * priceOf(lamp)));
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
  await expect(page.getByText('How your order is completed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a Retailer' }).last()).toHaveAttribute('href', '/usa-retailers');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any products yet.")).toBeVisible();
  await expect(cartCount(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test('a light at two voltages is two lines, and the cart never holds more than the stock on hand', async ({ page }) => {
  const light = withStock(products, 2, 4, (p) => p.category === 'LED Grow Lights' && !!p.wattage_240v && !!p.wattage_277v);
  const stock = Number(light.stock_quantity);
  await page.goto(`/product/${light.sku}`);
  for (const voltage of ['240V', '277V']) {
    await page.getByRole('group', { name: 'Voltage' }).getByRole('button', { name: voltage }).click();
    await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect(page.getByRole('button', { name: 'ADDED!', exact: true })).toBeDisabled();
  }

  await page.goto('/cart');
  const lines = page.getByRole('listitem', { name: light.item_name, exact: true });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('240V');
  await expect(lines.nth(1)).toContainText('277V');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!).items.map((item: { voltage: string; quantity: number }) => [item.voltage, item.quantity]));
  expect(saved).toEqual([
    ['240V', 1],
    ['277V', 1],
  ]);

  const plus = lines.nth(1).getByRole('button', { name: /^Increase quantity/ });
  for (let held = 2; held < stock; held += 1) await plus.click();
  await expect(plus).toBeDisabled();
  await expect(lines.nth(1)).toContainText(`Only ${stock} available`);
  await expect(cartCount(page)).toHaveText(String(stock));
});

test('BUY NOW adds the chosen quantity and goes to checkout', async ({ page }) => {
  const product = withStock(products, 5, 100000, (p) => p.category === 'Controllers');
  await page.goto(`/product/${product.sku}`);
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'BUY NOW', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(usd(3 * priceOf(product)));
  await expect(page.getByText('Qty 3')).toBeVisible();
});

test('checkout with an empty cart goes to the cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('the card says Added! for 600 ms and the detail button ADDED! for 800 ms, each confirmed for 2 s', async ({ page }) => {
  await page.clock.install();
  const product = withStock(products, 10, 100000, (p) => p.category === 'Controllers');
  await page.goto('/categories?category=controllers');
  const card = page.getByRole('article', { name: product.item_name, exact: true });
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  // Time stands still from here and moves only when the test says so.
  await freezeClock(page);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('button', { name: 'Added!' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Added!');
  await page.clock.runFor(590);
  await expect(card.getByRole('button', { name: 'Added!' })).toBeVisible();
  await page.clock.runFor(20);
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // A screen reader heard it, and the region still says so for a person who looks back late.
  await expect(card.getByRole('status')).toHaveText('Added!');
  await page.clock.runFor(1400);
  await expect(card.getByRole('status')).toHaveText('');

  await page.clock.resume();
  await page.goto(`/product/${product.sku}`);
  const add = page.getByRole('button', { name: 'ADD TO CART', exact: true });
  await expect(add).toBeEnabled();
  await freezeClock(page);
  await add.click();
  const added = page.getByRole('button', { name: 'ADDED!', exact: true });
  const confirmed = page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart' });
  await expect(added).toBeDisabled();
  await expect(confirmed).toBeVisible();
  await page.clock.runFor(790);
  await expect(added).toBeDisabled();
  await page.clock.runFor(20);
  await expect(add).toBeEnabled();
  await expect(confirmed).toBeVisible();
  await page.clock.runFor(1180);
  await expect(confirmed).toBeVisible();
  await page.clock.runFor(20);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart' })).toHaveCount(0);
});
