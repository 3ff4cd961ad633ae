import path from 'node:path';
import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

/** Filling the site's forms the way a visitor does, shared by the form and outbox tests. */

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
export const INVOICE = path.join(FIXTURES, 'invoice.pdf');
export const PHOTO = path.join(FIXTURES, 'ballast.png');

export async function choose(scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** Who the visitor is, as every lead form and the document request ask it. */
export async function fillContact(scope: Locator) {
  await scope.getByRole('textbox', { name: 'Full name' }).fill('Dana Grower');
  await scope.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
  await scope.getByRole('textbox', { name: 'Phone' }).fill('805 555 0100');
}

export async function fillLead(scope: Locator, lead: { role: string; state: string; country?: string }) {
  await fillContact(scope);
  await scope.getByRole('textbox', { name: 'Retailer name' }).fill('Green Depot');
  await scope.getByRole('textbox', { name: 'Company name' }).fill('Dana Farms');
  await choose(scope, /User type|Role/, lead.role);
  if (lead.country) await choose(scope, 'Country', lead.country);
  await choose(scope, /State|Province/, lead.state);
}

/** Picks files through the real file chooser the button opens. */
export async function chooseFiles(page: Page, button: Locator, files: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

export const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/**
 * Ticks a box or an answer as a finger does: a tap made while the page is still starting is kept
 * and applied once it has, so the box shows ticked then rather than at once.
 */
export async function tick(box: Locator) {
  await box.click();
  await expect(box).toBeChecked();
}

export async function chooseAnswer(page: Page, groupName: string, option: string) {
  await tick(group(page, groupName).getByLabel(option, { exact: true }));
}

export async function pick(line: Locator, label: string, option: string) {
  await line.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** A complete RMA; `invoice` and `evidence` replace the fixture files (e.g. large generated ones). */
export async function fillRmaForm(
  page: Page,
  { invoice = INVOICE, evidence = PHOTO }: { invoice?: Parameters<FileChooser['setFiles']>[0]; evidence?: Parameters<FileChooser['setFiles']>[0] } = {},
) {
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill('dana@example.com');
  await page.getByLabel('Order ID').fill('SO-1001');
  await chooseFiles(page, page.getByRole('button', { name: 'Choose PDF' }), invoice);
  await chooseAnswer(page, 'Ballast / LED driver included', 'Yes');
  await chooseAnswer(page, 'Reflector included', 'No');
  await tick(page.getByLabel('LED (Not applicable)'));
  await chooseAnswer(page, 'Lamp / LED bars included', 'Yes');
  await chooseAnswer(page, 'Wieland / NEMA cord included', 'No');
  await chooseAnswer(page, 'Returned in the original packaging', 'Yes');
  await chooseAnswer(page, 'Testing of functional products', 'I agree');
  await chooseAnswer(page, 'Accessories included', 'I agree');
  await chooseAnswer(page, 'Payment agreement', 'I agree');
  const line = group(page, 'Product 1');
  await pick(line, 'Product', 'HYPERMOL 720W');
  await pick(line, 'Voltage', '480V');
  await line.getByLabel('Serial numbers').fill('HM720-001, HM720-002');
  await chooseFiles(page, line.getByRole('button', { name: 'Add files' }), evidence);
  await page.getByLabel('Describe the issue').fill('The driver shuts off after ten minutes.');
}
