import { expect, test, type Page } from './support/test';
import {
  CANADA_PAGE_TEXT,
  CANADIAN_RETAILERS,
  CANADIAN_SALES_MANAGER,
  CANADIAN_WHOLESALE_PARTNER,
  DIRECTORY_TEXT,
  FEATURED_RETAILERS,
  USA_PAGE_TEXT,
  US_RETAILERS,
  isPlaceholderLink,
  type RetailerEntry,
} from '../../src/content/retailers';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

function directory(page: Page) {
  const region = page.getByRole('region', { name: DIRECTORY_TEXT.title });
  return {
    region,
    letter: (letter: string) =>
      region
        .getByRole('group', { name: DIRECTORY_TEXT.lettersLabel })
        .getByRole('button', { name: letter, exact: true }),
    cards: region.getByRole('listitem'),
    showAll: region.getByRole('button', { name: DIRECTORY_TEXT.showAll }),
  };
}

/** Letter buttons, filter, toggle off and Show All Brands, checked against the page's entries. */
async function checkDirectory(page: Page, entries: readonly RetailerEntry[]) {
  const dir = directory(page);
  const letters = new Set(entries.map((entry) => entry.name[0].toUpperCase()));
  await expect(dir.cards).toHaveCount(entries.length);
  for (const letter of ALPHABET) {
    if (letters.has(letter)) await expect(dir.letter(letter)).toBeEnabled();
    else await expect(dir.letter(letter)).toBeDisabled();
  }
  await expect(dir.showAll).toHaveCount(0);

  const [first, second] = [...letters].sort();
  const firstCount = entries.filter((entry) => entry.name.startsWith(first)).length;
  await dir.letter(first).click();
  await expect(dir.letter(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(dir.cards).toHaveCount(firstCount);
  for (const name of await dir.cards.locator('h3').allInnerTexts()) expect(name.startsWith(first)).toBe(true);
  await expect(dir.showAll).toBeVisible();

  // The active letter again clears the filter.
  await dir.letter(first).click();
  await expect(dir.letter(first)).toHaveAttribute('aria-pressed', 'false');
  await expect(dir.cards).toHaveCount(entries.length);
  await expect(dir.showAll).toHaveCount(0);

  // Keyboard: a letter is a real button.
  await dir.letter(second).focus();
  await page.keyboard.press('Enter');
  await expect(dir.cards).toHaveCount(entries.filter((entry) => entry.name.startsWith(second)).length);
  await dir.showAll.click();
  await expect(dir.cards).toHaveCount(entries.length);
  await expect(dir.letter(second)).toHaveAttribute('aria-pressed', 'false');
}

test('the US page: panel, store image, Retail Network, inquiry form and directory', async ({ page }) => {
  await page.goto('/usa-retailers');
  await expect(page.getByRole('heading', { level: 1, name: USA_PAGE_TEXT.title })).toBeVisible();
  await expect(page.getByRole('img', { name: USA_PAGE_TEXT.storeImageAlt })).toBeVisible();
  await expect(page.locator('#retailer-inquiry-form')).toBeVisible();

  const network = page.getByRole('region', {
    name: USA_PAGE_TEXT.networkTitle,
  });
  await expect(network.getByRole('listitem')).toHaveCount(4);
  for (const retailer of FEATURED_RETAILERS) {
    const card = network.getByRole('listitem').filter({ hasText: retailer.name });
    await expect(card).toContainText(retailer.website);
    const link = card.getByRole('link', { name: USA_PAGE_TEXT.visitFeatured });
    if (isPlaceholderLink(retailer.link)) {
      await expect(link).toHaveAttribute('aria-disabled', 'true');
      await expect(link).not.toHaveAttribute('href', /.*/);
    } else {
      await expect(link).toHaveAttribute('href', retailer.link);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  }

  await page.getByRole('link', { name: USA_PAGE_TEXT.toCanada }).click();
  await expect(page).toHaveURL(/\/canadian-retailers$/);
});

test('the US directory filters by letter', async ({ page }) => {
  await page.goto('/usa-retailers');
  expect(US_RETAILERS).toHaveLength(75);
  await checkDirectory(page, US_RETAILERS);
  await expect(directory(page).letter('Q')).toBeDisabled();
  await expect(directory(page).letter('X')).toBeDisabled();
});

test('directory cards show logo or initials, states in capitals, and a safe Visit Store link', async ({ page }) => {
  await page.goto('/usa-retailers');
  const { cards } = directory(page);
  const withLink = US_RETAILERS.find((entry) => !isPlaceholderLink(entry.link) && entry.image)!;
  const card = cards.filter({
    has: page.getByRole('heading', { name: withLink.name, exact: true }),
  });
  await expect(card.getByRole('img', { name: `${withLink.name} logo` })).toHaveAttribute('src', withLink.image!);
  await expect(card).toContainText(withLink.state);
  const visit = card.getByRole('link', {
    name: new RegExp(DIRECTORY_TEXT.visit),
  });
  await expect(visit).toHaveAttribute('href', withLink.link);
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', /noopener/);

  const noLogo = US_RETAILERS.find((entry) => !entry.image)!;
  const initials = cards
    .filter({
      has: page.getByRole('heading', { name: noLogo.name, exact: true }),
    })
    .getByRole('img');
  await expect(initials).not.toHaveAttribute('src', /.*/);
  await expect(initials).toHaveText(/^[A-Z]{1,2}$/);

  const placeholder = US_RETAILERS.find((entry) => isPlaceholderLink(entry.link))!;
  const inert = cards
    .filter({
      has: page.getByRole('heading', { name: placeholder.name, exact: true }),
    })
    .getByRole('link');
  await expect(inert).toHaveAttribute('aria-disabled', 'true');
  const url = page.url();
  await inert.click({ force: true });
  expect(page.url()).toBe(url);
});

test('the Canadian page: partner, directory of 21 by province, sales manager', async ({ page }) => {
  await page.goto('/canadian-retailers');
  await expect(page.getByRole('heading', { level: 1, name: CANADA_PAGE_TEXT.title })).toBeVisible();
  const partner = page.getByRole('region', {
    name: CANADIAN_WHOLESALE_PARTNER.title,
  });
  await expect(partner).toContainText(CANADIAN_WHOLESALE_PARTNER.name);
  await expect(partner).toContainText(CANADIAN_WHOLESALE_PARTNER.address![0]);
  await expect(partner.getByRole('link', { name: CANADIAN_WHOLESALE_PARTNER.email })).toHaveAttribute(
    'href',
    `mailto:${CANADIAN_WHOLESALE_PARTNER.email}`,
  );
  const manager = page.getByRole('region', {
    name: CANADIAN_SALES_MANAGER.title,
  });
  await expect(manager).toContainText(CANADIAN_SALES_MANAGER.name);
  await expect(manager.getByRole('link', { name: CANADIAN_SALES_MANAGER.phone })).toHaveAttribute(
    'href',
    CANADIAN_SALES_MANAGER.phoneHref,
  );

  const { cards } = directory(page);
  await expect(cards.filter({ hasText: 'BRITISH COLUMBIA' })).toHaveCount(11);
  await expect(cards.filter({ hasText: 'ALBERTA' })).toHaveCount(2);
  await checkDirectory(page, CANADIAN_RETAILERS);

  await page.getByRole('link', { name: CANADA_PAGE_TEXT.toUsa }).click();
  await expect(page).toHaveURL(/\/usa-retailers$/);
});
