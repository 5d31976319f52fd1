import type { Announcement } from '@openlobby/contract/content/schemas';
import {
  loginPopup,
  openInEnglish,
  registerByUsername,
  setRegisterCaptcha,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from '../identity/support';
import { expect, test } from '../support/fixtures';
import {
  announcementPopup,
  closeAnnouncementPopup,
  popupTitles,
  publishAnnouncement,
  removeAnnouncements,
  settle,
  withoutPushStream,
} from './popup-support';
import { siteFooter } from '../support/footer';

// This spec is about the popups: browse without the fixtures' "already closed" flags.
test.use({ sitePopups: true });

const published: number[] = [];

test.beforeAll(async () => {
  // Seven visitor popups after the seeded welcome: eight items, two pages of six.
  for (let n = 1; n <= 7; n++) {
    const content =
      n === 4
        ? '<p>Read <b>this</b> bonus.<img src="x" onerror="window.__xss=1"></p>'
        : `<p>Body of popup ${n}</p>`;
    published.push(
      await publishAnnouncement({
        title: `Popup ${n}`,
        content,
        execution: 'B',
        ...(n === 4 ? { promotion: 'VIP', type: 'PR' } : {}),
      }),
    );
  }
});

test.afterAll(async () => {
  await removeAnnouncements(published);
});

test('a visitor gets the B popup once per session: pages, reads, closes; a new session shows it again', async ({
  page,
  browser,
}) => {
  await openInEnglish(page, '/');
  const popup = announcementPopup(page);
  await expect(popup).toBeVisible();
  const titles = popupTitles(page);
  await expect(titles).toHaveText([
    'Popup 7',
    'Popup 6',
    'Popup 5',
    'Popup 4',
    'Popup 3',
    'Popup 2',
  ]);
  await expect(popup.getByRole('heading', { name: 'Popup 7' })).toBeVisible();
  await expect(popup.getByText('Body of popup 7')).toBeVisible();

  // The time reads year-month-day hour:minute:second in the visitor's zone (São Paulo here).
  const res = await page.request.get('/wps/relay/MCSFE_getListAnnouncements?execution=B');
  const items = ((await res.json()) as { value: Announcement[] }).value;
  const at = new Date(items.find((a) => a.id === published[6])!.publishedAt);
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(at);
  await expect(popup.getByText(`Published ${local}`)).toBeVisible();

  const pages = popup.getByRole('navigation', { name: 'Title pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(titles).toHaveText(['Popup 1', 'Welcome to OpenLobby']);
  await titles.filter({ hasText: 'Welcome to OpenLobby' }).click();
  await expect(popup.getByRole('heading', { name: 'Welcome to OpenLobby' })).toBeVisible();
  await expect(popup.getByText(/Sign up in a minute/)).toBeVisible();
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(titles).toHaveCount(6);

  await closeAnnouncementPopup(page);
  await withoutPushStream(page);
  await page.reload();
  await settle(page);
  await expect(announcementPopup(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Games' })).toBeVisible();

  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto('/');
  await expect(announcementPopup(again)).toBeVisible();
  await expect(popupTitles(again).first()).toHaveText('Popup 7');
  await fresh.close();
});

test('an item shows its HTML sanitized; go-to-promotion hides the popup and opens the promotion’s detail', async ({
  page,
}) => {
  await openInEnglish(page, '/');
  const popup = announcementPopup(page);
  await expect(popup.getByRole('button', { name: 'Go to promotion' })).toHaveCount(0);
  await popupTitles(page).filter({ hasText: 'Popup 4' }).click();
  await expect(popup.getByText('Read this bonus.')).toBeVisible();
  await expect(popup.locator('b', { hasText: 'this' })).toBeVisible();
  await expect(popup.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

  await popup.getByRole('button', { name: 'Go to promotion' }).click();
  await expect(popup).toBeHidden();
  // The promotion's detail on /promotions, readable by a visitor (who logs in at join).
  await expect(page).toHaveURL(/\/promotions\?promotion=VIP$/);
  await expect(loginPopup(page)).toHaveCount(0);
  await page.reload();
  await settle(page);
  await expect(announcementPopup(page)).toHaveCount(0);
});

test('a new member gets the F popup, whose promotion opens its detail, then the A popup; later logins only the A popup', async ({
  page,
  browser,
}) => {
  // Registration and a second login, each behind the slider: slow on a busy machine.
  test.setTimeout(90_000);
  const username = uniqueUsername('ann');
  await setRegisterCaptcha(false);
  try {
    await registerByUsername(page, username);
  } finally {
    await setRegisterCaptcha(true);
  }
  const popup = announcementPopup(page);
  await expect(popup.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible();
  await expect(popupTitles(page)).toHaveText(['Welcome bonus']);
  // Its promotion: the popup gives way to the promotion's detail on /promotions, and then
  // the members' popup shows.
  await popup.getByRole('button', { name: 'Go to promotion' }).click();
  await expect(page).toHaveURL(/\/promotions\?promotion=WELCOME$/);
  await expect(
    announcementPopup(page).getByRole('heading', { name: 'News for members' }),
  ).toBeVisible();
  await expect(popupTitles(page)).toHaveText(['News for members']);
  await closeAnnouncementPopup(page);
  await withoutPushStream(page);
  await page.reload();
  await settle(page);
  await expect(announcementPopup(page)).toHaveCount(0);

  // Another day, another tab: not a first login any more.
  const later = await browser.newContext();
  const tab = await later.newPage();
  await openInEnglish(tab, '/login');
  const login = loginPopup(tab);
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(tab);
  await expect(login).toBeHidden();
  await expect(announcementPopup(tab)).toBeVisible();
  await expect(popupTitles(tab)).toHaveText(['News for members']);
  await later.close();
});

test('the notice popup opens on the notice chosen in the marquee', async ({ page }) => {
  await openInEnglish(page, '/');
  await closeAnnouncementPopup(page);
  // The marquee keeps moving under a pointer's way; a keyboard user stops it by focusing.
  const item = page.getByRole('button', { name: 'Open notice: PIX withdrawals in minutes' });
  await item.focus();
  await item.press('Enter');
  const notice = page.getByRole('dialog', { name: 'Notices' });
  await expect(notice.getByRole('heading', { name: 'PIX withdrawals in minutes' })).toBeVisible();
  const chosen = notice.getByRole('button', { name: 'PIX withdrawals in minutes' });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(notice.getByText(/processed within minutes/)).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});

test('/help#tag scrolls to its topic', async ({ page }) => {
  await openInEnglish(page, '/');
  await closeAnnouncementPopup(page);
  await page.goto('/help#responsible-gaming');
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  const topic = page.getByRole('region', { name: 'Responsible gaming' });
  await expect(topic).toContainText('Play for fun');
  await expect(topic).toBeInViewport();
  await expect(page.getByRole('region', { name: 'About us' })).not.toBeInViewport();

  await page
    .getByRole('navigation', { name: 'Help topics' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await expect(page.getByRole('region', { name: 'Deposits' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Deposits' })).toContainText('PIX');
});

test('the footer leads to /description and /sponsor; /seamless names its game or says why not', async ({
  page,
}) => {
  // Four pages and a registration behind the slider: slow on a busy machine.
  test.setTimeout(120_000);
  await openInEnglish(page, '/');
  await closeAnnouncementPopup(page);
  // The footer's terms link is /description's anchor: the operator's text, in view.
  await (await siteFooter(page)).getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/description#terms$/);
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toContainText(
    '18 or older',
  );
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Responsible gaming' })
    .click();
  await expect(page.getByRole('region', { name: 'Responsible gaming' })).toBeInViewport();

  await (await siteFooter(page)).getByRole('link', { name: 'Sponsorship' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsorship' })).toBeVisible();
  const cup = page.getByRole('article', { name: 'OpenLobby eSports Cup' });
  await expect(cup.getByRole('link', { name: 'Visit OpenLobby eSports Cup' })).toHaveAttribute(
    'href',
    'https://example.org/esports-cup',
  );
  // The drawn image loads (the CSP allows only this site's images).
  await expect
    .poll(() => cup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/seamless');
  await expect(page.getByRole('alert')).toContainText('does not name a game');
  await page.getByRole('link', { name: 'Back to the games' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seamless?vassalage=BGS&gameCode=dice');
  await expect(page.getByRole('heading', { level: 1, name: 'Playing dice' })).toBeVisible();
  // A visitor is asked to log in first (the game popup's rule); a member plays full-page.
  await expect(loginPopup(page)).toBeVisible();
  await setRegisterCaptcha(false);
  try {
    await registerByUsername(page, uniqueUsername('sl'));
  } finally {
    await setRegisterCaptcha(true);
  }
  await page.goto('/seamless?vassalage=BGS&gameCode=dice');
  const game = page.frameLocator('iframe[title="dice"]');
  await expect(page.locator('iframe[title="dice"]')).toHaveAttribute(
    'src',
    /^\/games\/bgs\/dice\?token=/,
  );
  await expect(game.getByRole('heading').first()).toBeVisible();
});
