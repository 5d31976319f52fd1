import type { Page } from '@playwright/test';
import { expect, serverTest as test } from '../support/fixtures';
import { operator } from '../support/operator';

/**
 * The home page (spec §1, §9) and /down with the lite app (spec §2), as a visitor, in
 * English. The announcement popups are marked closed for the session beforehand: they
 * have their own spec, and here they would only sit on top of the page.
 */
async function openHome(page: Page, path = '/') {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('hisLang', 'en');
    for (const e of ['A', 'B', 'F']) sessionStorage.setItem(`popupClosed:${e}`, '1');
  });
  await page.goto(path);
}

// The home page's moving parts (notice marquee, banner and winners rotation) run here as a
// player sees them by default; the rest of the suite prefers reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const banners = (page: Page) => page.getByRole('region', { name: 'Highlights' });

/** Below-the-fold widgets mount when scrolled near (P1): scroll down step by step. */
async function scrollToBottom(page: Page) {
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
  }
}

test('the home page shows banners, notices, jackpot, winners and games', async ({ page }) => {
  await openHome(page);
  const carousel = banners(page);
  await expect(carousel.getByRole('button', { name: 'VIP Bonus every month' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Go to highlight 2' })).toBeVisible();

  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(
    notices.getByRole('button', { name: 'Open notice: PIX withdrawals in minutes' }),
  ).toBeAttached();

  const jackpot = page.getByRole('region', { name: 'Jackpot' }).getByRole('status');
  await expect(jackpot).toHaveText(/^R\$ \d{3},\d{3},\d{3}$/);
  const first = Number((await jackpot.textContent())!.replace(/\D/g, ''));
  expect(first).toBeGreaterThanOrEqual(200_000_000);
  expect(first).toBeLessThanOrEqual(300_000_000);
  await expect
    .poll(async () => Number((await jackpot.textContent())!.replace(/\D/g, '')), { timeout: 7_000 })
    .toBeGreaterThan(first);

  // The largest wins stand first with their game's art; the recent ones move below them.
  const bigWins = page.getByRole('list', { name: 'Big wins' });
  await bigWins.scrollIntoViewIfNeeded();
  await expect(bigWins.getByRole('listitem')).toHaveCount(3);
  await expect(bigWins.getByRole('listitem').first()).toHaveText(
    /^R\$\s?[\d.,]+\w\w?\*\*\*\w+ on /,
  );
  const winners = page.getByRole('list', { name: 'Recent wins' });
  await expect(winners.getByRole('listitem')).toHaveCount(3);
  await expect(winners.getByRole('listitem').first()).toHaveText(/^\w\w?\*\*\*\w+ won R\$/);
  // The board moves one entry every 3 seconds: the top entry gives way to the next. Its text
  // alone cannot tell (one player's equal dice wins often stand in a row), so the test
  // follows the entry itself until it leaves the board.
  const top = await winners.getByRole('listitem').first().elementHandle();
  await expect.poll(() => top!.evaluate((li) => li.isConnected), { timeout: 7_000 }).toBe(false);
  await expect(winners.getByRole('listitem')).toHaveCount(3);

  // The hot carousel loads as it comes near the viewport: scroll down as a reader would.
  const hot = page.getByRole('list', { name: 'Hot games' });
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(hot).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await hot.scrollIntoViewIfNeeded();
  await expect(hot.getByRole('button', { name: 'Play Slots' })).toBeVisible();
  await page.getByRole('button', { name: 'Next games' }).click();

  const recommended = page.getByRole('list', { name: 'Recommended' });
  await recommended.scrollIntoViewIfNeeded();
  await expect(recommended.getByRole('listitem')).toHaveCount(12);
  const pg = page.getByRole('list', { name: 'PG Soft' });
  await pg.scrollIntoViewIfNeeded();
  await expect(pg.getByRole('listitem')).toHaveCount(12);

  const slots = page.getByRole('region', { name: 'Slots', exact: true });
  await expect(slots.getByText('Rebate 1.2%')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Live casino' }).getByText('Rebate 0.8%'),
  ).toBeVisible();
});

test('the download block has named QR codes and best support asks a visitor to log in', async ({
  page,
}) => {
  await openHome(page);
  await expect(banners(page).getByRole('button', { name: 'VIP Bonus every month' })).toBeVisible();
  await scrollToBottom(page);
  const download = page.getByRole('region', { name: 'Enjoy anytime & anywhere !!' });
  await download.scrollIntoViewIfNeeded();
  await expect(
    download.getByRole('img', { name: 'QR code to download the iOS app' }),
  ).toBeVisible();
  await expect(
    download.getByRole('img', { name: 'QR code to download the Android app' }),
  ).toHaveAttribute('width', '100');

  const support = page.getByRole('navigation', { name: 'Best Support' });
  await support.scrollIntoViewIfNeeded();
  await expect(support.getByRole('button', { name: 'Agent' })).toHaveCount(0);
  await support.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('banners follow their linkage: promotion, game (login first) and URL', async ({
  page,
  context,
}) => {
  await openHome(page);
  const carousel = banners(page);
  await carousel.getByRole('button', { name: 'Go to highlight 2' }).click();
  await carousel.getByRole('button', { name: 'Play the house slot' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await carousel.getByRole('button', { name: 'Go to highlight 4' }).click();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    carousel.getByRole('button', { name: 'Play responsibly' }).click(),
  ]);
  // A new tab (opened with noopener: the site keeps no handle on it, nor it on the site).
  await tab.close();

  await carousel.getByRole('button', { name: 'Go to highlight 1' }).click();
  await carousel.getByRole('button', { name: 'VIP Bonus every month' }).click();
  // A promotion banner opens that promotion's detail on /promotions (VIP has none yet:
  // VIP levels are issue 18's item 5, so the detail says it is not available).
  await expect(page).toHaveURL(/\/promotions\?promotion=VIP$/);
  await expect(page.getByRole('alert')).toHaveText('This promotion is not available.');
});

test('a banner the operator adds shows on the home page after a reload', async ({ page }) => {
  const title = `Weekend cup ${Date.now()}`;
  const out = await operator(
    'banner',
    'add',
    '--group',
    'w_home',
    '--title-pt',
    `Copa ${title}`,
    '--title-en',
    title,
    '--promotion',
    'CUP',
    '--sort',
    '1',
  );
  const id = /Published banner (\d+)/.exec(out)?.[1];
  expect(id).toBeDefined();
  try {
    await openHome(page);
    await expect(banners(page).getByRole('button', { name: title })).toBeVisible();
    await operator('banner', 'disable', id!);
    await page.reload();
    await expect(
      banners(page).getByRole('button', { name: 'VIP Bonus every month' }),
    ).toBeVisible();
    await expect(banners(page).getByRole('button', { name: title })).toHaveCount(0);
  } finally {
    await operator('banner', 'remove', id!);
  }
});

test('/down shows the guides, and the lite app never serves the API from its cache', async ({
  page,
  request,
}) => {
  await openHome(page, '/down');
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
  for (const name of ['iOS', 'Android', 'Lite app']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  const iosQr = page.getByRole('img', { name: 'QR code to download the iOS app' });
  await expect(iosQr).toHaveAttribute('width', '156');
  // The server draws it: the picture arrived and was decoded.
  await expect
    .poll(() => iosQr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ start_url: '/', display: 'standalone' });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );

  // Once the worker is active, a reload puts the page under its control.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const api = await page
    .waitForResponse((r) => r.url().includes('/wps/system/download'), { timeout: 10_000 })
    .catch(() => null);
  await page.evaluate(() => fetch('/wps/system/download').then((r) => r.json()));
  if (api) expect(api.fromServiceWorker()).toBe(false);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => /^\/(wps|lgw|lotto|games|operator|img)\//.test(u))).toEqual([]);
});

test('the first screen arrives with the page: no API round trip before the banners show', async ({
  page,
}) => {
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wps/')) apiReads.push(url.pathname);
  });
  await page.addInitScript(() => {
    for (const e of ['A', 'B', 'F']) sessionStorage.setItem(`popupClosed:${e}`, '1');
  });
  await page.goto('/');
  const destaques = page.getByRole('region', { name: 'Destaques' });
  await expect(destaques.getByRole('button', { name: 'Bônus VIP todo mês' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Jogos' })).toBeVisible();
  // Status, navigation, customer service, banners and notices came inside the HTML (ADR 015).
  for (const answered of [
    '/wps/system/status',
    '/wps/relay/GCSGAME_newGameVendor',
    '/wps/system/customerService',
    '/wps/system/banners',
  ]) {
    expect(apiReads).not.toContain(answered);
  }

  // A visitor who chose English gets the next page's first reads in English, still inline.
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(banners(page).getByRole('button', { name: 'VIP Bonus every month' })).toBeVisible();
  apiReads.length = 0;
  await page.reload();
  await expect(banners(page).getByRole('button', { name: 'VIP Bonus every month' })).toBeVisible();
  expect(apiReads).not.toContain('/wps/system/banners');
});
