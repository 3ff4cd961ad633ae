import { expect, test } from './support/test';
import { goOffline, openControlled } from './support/outbox';

/**
 * The room planner on a phone with no connection: it works from the catalogue the first visit
 * left on the device.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('offline, the menu opens the planner and a room gets fixtures, PPFD and circuits', async ({ page, context }) => {
  await openControlled(page, '/');
  await goOffline(page, context);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Light Planner' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Grow room light planner' })).toBeVisible();

  const main = page.getByRole('main');
  await main.getByRole('spinbutton', { name: 'Room width' }).fill('10');
  await main.getByRole('spinbutton', { name: 'Room length' }).fill('10');
  await main.getByRole('button', { name: 'Plan my room' }).tap();

  await expect(page).toHaveURL(/[?&]width=10(&|$)/);
  await expect(page).toHaveURL(/[?&]length=10(&|$)/);
  const plan = main.getByRole('article', { name: 'iLogic MS Plus 1050W LED Grow Light' });
  await expect(plan).toBeVisible();
  // Flowering at 900 µmol/m²/s over 10 ft × 10 ft takes three of them: about 956 µmol/m²/s.
  await expect(plan.getByText('956 µmol/m²/s')).toBeVisible();
  await expect(plan.getByRole('img', { name: '2 rows of 2' })).toBeVisible();
  await expect(plan.getByText('20 A breakers: 1 circuit')).toBeVisible();

  // Two of the planned lights, chosen for comparison from their own pages, side by side.
  await plan.getByRole('link', { name: 'iLogic MS Plus 1050W LED Grow Light' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'iLogic MS Plus 1050W LED Grow Light' })).toBeVisible();
  await main.getByRole('button', { name: 'Add to compare' }).tap();
  await expect(main.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await main.getByRole('article', { name: 'iLogic MS Plus 700W LED Grow Light' }).getByRole('link', { name: 'iLogic MS Plus 700W LED Grow Light' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'iLogic MS Plus 700W LED Grow Light' })).toBeVisible();
  await main.getByRole('button', { name: 'Add to compare' }).tap();
  await main.getByRole('link', { name: 'Compare 2 products' }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare lights' })).toBeVisible();
  const table = main.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /iLogic MS Plus 1050W/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /PPF Differs 3483 µmol\/s 2170 µmol\/s/ })).toBeVisible();
  // The second column is a swipe away on a phone, and the choice outlives a reload.
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /iLogic MS Plus 700W/ })).toBeAttached();
});
