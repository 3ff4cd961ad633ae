import { expect, test } from './support/test';
import { fillLead } from './support/forms';
import { goOffline, openControlled, pendingBadge, QUEUED_OFFLINE, serverDatabase } from './support/outbox';

/**
 * The room planner on a phone with no connection: it works from the catalogue the first visit
 * left on the device.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('offline, the menu opens the planner, a room gets fixtures, PPFD and circuits, and the plan goes to the lighting team once online', async ({ page, context }) => {
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

  // The plan goes with a free light layout request, kept on the phone until the connection is back.
  const request = main.getByRole('region', { name: 'Send This Plan for a Free Light Layout' });
  await request.getByText('The plan sent with your request').tap();
  await expect(request.getByText(/^Room: 10\.0 × 10\.0 ft/)).toBeVisible();
  await fillLead(request, { role: 'Cultivator', state: 'California' });
  await request.getByRole('button', { name: 'SEND' }).tap();
  await expect(request.getByRole('status')).toHaveText(QUEUED_OFFLINE);
  await expect(pendingBadge(page, 1)).toBeVisible();

  // Two of the planned lights, chosen for comparison from their own pages, side by side.
  await plan.getByRole('link', { name: 'iLogic MS Plus 1050W LED Grow Light' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'iLogic MS Plus 1050W LED Grow Light' })).toBeVisible();
  const buyPanel = (name: string) => main.getByRole('region', { name });
  await buyPanel('iLogic MS Plus 1050W LED Grow Light').getByRole('button', { name: 'Add to compare' }).tap();
  await expect(buyPanel('iLogic MS Plus 1050W LED Grow Light').getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await main.getByRole('article', { name: 'iLogic MS Plus 700W LED Grow Light' }).getByRole('link', { name: 'iLogic MS Plus 700W LED Grow Light' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'iLogic MS Plus 700W LED Grow Light' })).toBeVisible();
  await buyPanel('iLogic MS Plus 700W LED Grow Light').getByRole('button', { name: 'Add to compare' }).tap();
  await buyPanel('iLogic MS Plus 700W LED Grow Light').getByRole('link', { name: 'Compare 2 products' }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare lights' })).toBeVisible();
  const table = main.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /iLogic MS Plus 1050W/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /PPF Differs 3483 µmol\/s 2170 µmol\/s/ })).toBeVisible();
  // The second column is a swipe away on a phone, and the choice outlives a reload.
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /iLogic MS Plus 700W/ })).toBeAttached();
  await expect(pendingBadge(page, 1)).toBeVisible();

  // Back online, the request is delivered once, with the plan and the address that reopens it.
  await context.setOffline(false);
  await expect(pendingBadge(page, 1)).toBeHidden();
  const stored = serverDatabase({ dataDir: process.env.E2E_DATA_DIR! }).query<{ payload: string }>(
    "select payload from leads where kind = 'freelightlayout' and payload like '%/planner?width=10&length=10%'",
  );
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0].payload).plan).toMatch(/^Room: 10\.0 × 10\.0 ft\nTarget: 900 µmol\/m²\/s\n/);
});
