import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { chooseFiles, PHOTO } from './support/forms';
import { goOffline, openControlled, serverDatabase } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

/**
 * Booth mode as a sales rep uses it on a 1024 × 768 touch tablet at a trade show: set up once,
 * the Wi-Fi gone, twenty visitors in a row (some by their badge's QR code), none of them visible
 * to the next, and exactly twenty leads with the show and the rep in the staff inbox once the
 * connection is back.
 */

const PASSWORD = 'booth staff 2026';
const EVENT = 'GreenTech Amsterdam';
const REP = 'Sam Ortiz';
const VISITORS = 20;
/** Every fifth visitor, from the third, shows the QR code on their badge. */
const scanned = (i: number) => i % 5 === 2;
/** One hands over a business card, which the rep photographs. */
const CARD_VISITOR = 9;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: PASSWORD } });
});
test.afterAll(async () => {
  await server.stop();
});

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

/**
 * A camera and a QR code detector as Chromium on a tablet offers them: the camera shows a blank
 * picture, and the detector reads whatever badge the test holds up (`showBadge`).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const badges: string[] = [];
    Object.defineProperty(window, 'heldUpBadges', { value: badges });
    class Detector {
      detect() {
        const badge = badges.shift();
        return Promise.resolve(badge === undefined ? [] : [{ rawValue: badge, format: 'qr_code' }]);
      }
    }
    Object.defineProperty(window, 'BarcodeDetector', { value: Detector, configurable: true });
    const getUserMedia = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      canvas.getContext('2d')!.fillRect(0, 0, 64, 64);
      return Promise.resolve(canvas.captureStream(5));
    };
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  });
});

const showBadge = (page: Page, payload: string) => page.evaluate((badge) => (window as unknown as { heldUpBadges: string[] }).heldUpBadges.push(badge), payload);

const nameOf = (i: number) => `Visitor${i} Example`;
const emailOf = (i: number) => `visitor${i}@expo.example`;
const noteOf = (i: number) => `Asked about a quote, visit ${i}`;
const vcardOf = (i: number) =>
  ['BEGIN:VCARD', 'VERSION:3.0', `N:Example;Visitor${i};;;`, `FN:${nameOf(i)}`, 'ORG:Badge Farms', `EMAIL;TYPE=work:${emailOf(i)}`, 'TEL:+31 20 555 0100', 'END:VCARD'].join('\r\n');

/** What a visitor left anywhere on screen: their name, e-mail or note, as text or in a field. */
async function expectNoVisitorShown(page: Page) {
  await expect(page.getByText(/Visitor\d+ Example|visitor\d+@expo\.example|Asked about a quote/)).toHaveCount(0);
  for (const field of await page.getByRole('textbox').all()) await expect(field).not.toHaveValue(/Visitor\d+|visitor\d+@|Asked about/);
}

test('a rep sets booth mode up, captures twenty visitors offline, and the inbox gets exactly twenty leads of the show', async ({ page, context }) => {
  // Saving the whole store and twenty visitors typed on two shared cores.
  test.setTimeout(600_000);
  await openControlled(page, server.url);

  // Set up once: from the page about offline use, which the footer links on a landscape tablet.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Use Verdant offline' }).tap();
  await page.getByRole('main').getByRole('link', { name: 'Booth mode' }).tap();
  await expect(page.getByRole('heading', { name: 'Set up booth mode' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('textbox', { name: 'Event', exact: true }).fill(EVENT);
  await page.getByRole('textbox', { name: 'Booth', exact: true }).fill('B12');
  await page.getByRole('textbox', { name: 'Rep name', exact: true }).fill(REP);
  await page.getByRole('button', { name: 'Turn on booth mode' }).tap();
  await expect(page.getByRole('status').filter({ hasText: /^Booth mode is on\. The store is saved on this tablet for offline use: [\d.]+ (Bytes|KB|MB|GB) of storage\.$/ })).toBeVisible({
    timeout: 300_000,
  });
  const bar = page.getByRole('complementary', { name: 'Booth mode' });
  await expect(bar).toHaveText(`${EVENT} · Booth B12 · ${REP}`);

  // The first visitor looks at a fixture with the rep: the form offers it as their interest.
  await page.goto(`${server.url}/product/IL-L1050MS`);
  await bar.getByRole('link', { name: 'Capture a visitor' }).tap();
  const viewed = page.getByRole('checkbox', { name: /\(IL-L1050MS\)$/ });
  await expect(viewed).toBeVisible();

  await expectNoSeriousViolations(page);

  await goOffline(page, context);
  const form = page.getByRole('form', { name: 'New visitor' });
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await expect(form).toHaveAttribute('autocomplete', 'off');
  for (const label of ['Name', 'Email', 'Phone', 'Company', 'Notes']) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('autocomplete', 'off');
  }

  for (let i = 0; i < VISITORS; i += 1) {
    if (scanned(i)) {
      await showBadge(page, vcardOf(i));
      await form.getByRole('button', { name: 'Scan' }).tap();
      await expect(form.getByRole('status')).toHaveText('Filled in from the QR code.');
      await expect(name).toHaveValue(nameOf(i));
      await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('Badge Farms');
    } else {
      await name.fill(nameOf(i));
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(emailOf(i));
    }
    if (i === 0) await viewed.tap();
    if (i === CARD_VISITOR) {
      await chooseFiles(page, form.getByRole('button', { name: 'Card photo' }), PHOTO);
      await expect(form.getByText('Card photo attached', { exact: true })).toBeVisible();
    }
    await form.getByRole('radio', { name: i % 2 ? 'Hot' : 'Cold' }).tap();
    await form.getByRole('textbox', { name: 'Notes', exact: true }).fill(noteOf(i));
    await form.getByRole('button', { name: 'SEND' }).tap();

    await expect(page.getByRole('status').filter({ hasText: /^Lead saved on this tablet/ })).toBeVisible();
    await expect(page.getByText(`Waiting: ${i + 1}`, { exact: true })).toBeVisible();
    await expect(name).toHaveValue('');
    await expectNoVisitorShown(page);
  }

  // The outbox lists them by kind, age, state and rating only, even when its details are opened.
  await page.getByRole('banner').getByRole('link', { name: `${VISITORS} waiting to send` }).tap();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const details = page.getByRole('button', { name: 'Show details' });
  await expect(details).toHaveCount(VISITORS);
  await details.first().tap();
  await expect(page.getByText(/^Rating: (Hot|Cold)$/)).toHaveCount(1);
  await expectNoVisitorShown(page);
  await page.goBack();

  // Every lead goes within 5 s of the connection coming back, and only once.
  await context.setOffline(false);
  await expect(page.getByText(`Sent: ${VISITORS}`, { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Waiting: 0', { exact: true })).toBeVisible();

  const rows = serverDatabase(server).query<{ payload: string }>("select payload from leads where kind = 'booth'");
  expect(rows).toHaveLength(VISITORS);
  const leads = rows.map(({ payload }) => JSON.parse(payload) as Record<string, string>);
  expect(leads.map((lead) => lead.name).sort()).toEqual(Array.from({ length: VISITORS }, (_, i) => nameOf(i)).sort());
  expect(leads.every((lead) => lead.event === EVENT && lead.rep === REP && lead.booth === 'B12')).toBe(true);
  expect(leads.find((lead) => lead.name === nameOf(0))?.interests).toMatch(/\(IL-L1050MS\)$/);
  expect(leads.find((lead) => lead.name === nameOf(2))).toMatchObject({ company: 'Badge Farms', email: emailOf(2), phone: '+31 20 555 0100' });

  // The staff inbox: the show's leads by event and rep.
  await page.goto(`${server.url}/admin`);
  const signIn = page.getByRole('form', { name: 'Staff sign-in' });
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).tap();
  await page.getByRole('textbox', { name: 'Event', exact: true }).fill(EVENT);
  await page.getByRole('textbox', { name: 'Rep', exact: true }).fill(REP);
  await expect(page.getByRole('status').filter({ hasText: `${VISITORS} in all` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Event: ${EVENT}` }).filter({ hasText: `Rep: ${REP}` })).toHaveCount(VISITORS);

  // The card photo opens from its lead, as an RMA's photo does.
  const withCard = page.getByRole('row').filter({ hasText: emailOf(CARD_VISITOR) });
  const photoLink = withCard.getByRole('link', { name: 'Open card photo ballast.png' });
  await expect(photoLink).toBeVisible();
  const opened = page.waitForEvent('popup');
  await photoLink.tap();
  const photo = await opened;
  // The browser shows an image it opens on its own as a page holding that one image.
  await expect(photo.locator('img')).toBeVisible();
});
