import { expect, test, type Page } from './support/test';
import { freezeClock } from './support/clock';
import { tick } from './support/forms';

// page.route must see the form's POST, so no service worker may answer it first.
test.use({ serviceWorkers: 'block' });

const SUCCESS = "Your incentive request has been submitted successfully! We'll contact you soon.";
const FAILURE = 'There was an error submitting your request. Please try again.';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption({ label: option });
}

async function fillValid(page: Page) {
  await field(page, 'Contact name').fill('  Dana Reyes ');
  await field(page, 'Company name').fill('Green Valley Farms');
  await field(page, 'Work email').fill('dana@greenvalley.com');
  await field(page, 'Phone').fill('805-555-0101');
  await choose(page, 'Rebate category', 'Dehumidifiers');
  await choose(page, 'State', 'Oregon');
}

test('the page shows its headline, video, projects and process', async ({ page }) => {
  await page.goto('/led-rebates-and-incentives');
  await expect(page.getByRole('heading', { level: 1, name: /LED Grow Light Rebates/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play video: How LED rebates work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Successful Projects' })).toBeVisible();
  await expect(page.locator('figure figcaption')).toHaveCount(4);
  for (const step of ['Assess your needs', 'We manage the rebates', 'Install and save']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
});

test('checks every field before sending, and editing a field clears its message', async ({ page }) => {
  let posts = 0;
  await page.route('**/api/save-rebate-form.php', (route) => {
    posts += 1;
    return route.continue();
  });
  await page.goto('/led-rebates-and-incentives');
  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('United States');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Contact name is required',
    'Company name is required',
    'Work email is required',
    'Phone is required',
    'Please select a rebate category',
    'State is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await field(page, 'Work email').fill('dana@farm');
  await expect(page.getByText('Work email is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();

  await field(page, 'Contact name').fill('Dana');
  await expect(page.getByText('Contact name is required')).toHaveCount(0);
  await expect(page.getByText('Company name is required')).toBeVisible();

  await choose(page, 'Country', 'Canada');
  await expect(page.getByRole('combobox', { name: /^Province/ })).toHaveValue('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Province is required', { exact: true })).toBeVisible();
  expect(posts).toBe(0);
});

test('changing the country clears the chosen state', async ({ page }) => {
  await page.goto('/led-rebates-and-incentives');
  await choose(page, 'State', 'Texas');
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Texas');
  await choose(page, 'Country', 'Canada');
  await expect(page.getByRole('combobox', { name: /^Province/ })).toHaveValue('');
});

test('sends the trimmed request, disables the form while sending, and starts over 5 s after success', async ({ page }) => {
  await page.clock.install();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent: Record<string, unknown> | undefined;
  await page.route('**/api/save-rebate-form.php', async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await held;
    await route.continue();
  });
  await page.goto('/led-rebates-and-incentives');
  await fillValid(page);
  await tick(page.getByRole('checkbox'));
  // From here on the page's time moves only when the test moves it, however slow the machine.
  await freezeClock(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  const submitting = page.getByRole('button', { name: 'Submitting...' });
  await expect(submitting).toBeDisabled();
  await expect(field(page, 'Company name')).toBeDisabled();
  release();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(sent).toEqual({
    contactName: 'Dana Reyes',
    companyName: 'Green Valley Farms',
    workEmail: 'dana@greenvalley.com',
    phone: '805-555-0101',
    rebateCategory: 'Dehumidifiers',
    country: 'United States',
    state: 'Oregon',
    subscribeNewsletter: true,
  });

  await page.clock.fastForward(4900);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await page.clock.fastForward(200);
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  await expect(field(page, 'Contact name')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: /^Rebate category/ })).toHaveValue('');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('United States');
});

test('a failed request shows the error and keeps what was typed', async ({ page }) => {
  await page.route('**/api/save-rebate-form.php', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await page.goto('/led-rebates-and-incentives');
  await fillValid(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(field(page, 'Company name')).toHaveValue('Green Valley Farms');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
