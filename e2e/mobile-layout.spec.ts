import type { Browser } from '@playwright/test';
import { languageCookieName } from '@openlobby/contract/language';
import { memberHintCookieName } from '@openlobby/contract/routes';
import { loginAsDemoPlayer } from './identity/support';
import { expect, test } from './support/fixtures';

/**
 * On a phone the pages fit the screen: rows that are wider than it (provider chips, slot
 * tabs, the winners board, the notice marquee) scroll or truncate inside themselves, and
 * the page never scrolls sideways. (The fixtures close this session's popups first: an open
 * modal locks the page's scrolling and would hide an overflow.)
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/', '/rng', '/live', '/hot', '/help', '/down']) {
  test(`${path} fits a 390 px wide phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // Let the lazily mounted parts (winners board, lists) arrive.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

/** A page as a phone paints its HTML before any script has run: JavaScript is off. */
async function htmlAlone(
  browser: Browser,
  baseURL: string,
  path: string,
  cookies: Record<string, string> = {},
) {
  const still = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await still.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })),
  );
  const before = await still.newPage();
  await before.goto(path);
  return { still, before };
}

test("a game list's first games are painted where the app draws them: nothing jumps when it takes over", async ({
  page,
  browser,
  baseURL,
}) => {
  // The server's first screen alone, as a phone paints it before any script has run (ADR
  // 051). It is aria-hidden, a picture of the page, so it is found by its id, not by role.
  const { still, before } = await htmlAlone(browser, baseURL!, '/rng');
  const picture = before.locator('#first-screen img').first();
  const name = await picture.getAttribute('alt');
  const paintedAt = (await picture.boundingBox())?.y;
  await still.close();
  expect(name).toBeTruthy();

  // The app's card of that same game: its picture at the same height (the placeholder bars
  // are as tall as the chips, the search and the slot tabs wrapped under it).
  await page.goto('/rng');
  const card = page.getByRole('img', { name: name!, exact: true }).first();
  await expect(card).toBeVisible();
  const drawnAt = (await card.boundingBox())?.y;
  expect(Math.abs(drawnAt! - paintedAt!)).toBeLessThanOrEqual(1);
});

test("a lottery page's countdown is painted by the HTML where the app draws it, and no smaller", async ({
  page,
  browser,
  baseURL,
}) => {
  // The server's head of /lottery alone, before any script has run (ADR 056), in English
  // as the member below reads it (the menu's pills wrap by their words), in a browser whose
  // member tab left its hint (ADR 057).
  const { still, before } = await htmlAlone(
    browser,
    baseURL!,
    '/lottery?gameCode=SSC&vassalage=LOTT',
    { [languageCookieName]: 'en', [memberHintCookieName]: '1' },
  );
  const painted = before.locator('#first-screen .first-screen-countdown-value');
  await expect(painted).toHaveText(/^\d{2}:\d{2}$/);
  const paintedBox = (await painted.boundingBox())!;
  await still.close();

  // The member's page (a lottery page needs login): the app's timer of the same draw, at
  // the same height and not larger, so the browser keeps the HTML's paint as the page's
  // largest (P2).
  await loginAsDemoPlayer(page);
  await page.goto('/lottery?gameCode=SSC&vassalage=LOTT');
  // The draw's countdown by its name: the member's session bar (docked on lottery pages,
  // loaded lazily) has a timer too, its session clock, and may arrive first.
  const timer = page.getByRole('timer', { name: /^Betting closes in/ });
  await expect(timer).toBeVisible();
  const drawnBox = (await timer.boundingBox())!;
  expect(Math.abs(drawnBox.y - paintedBox.y)).toBeLessThanOrEqual(2);
  expect(drawnBox.height).toBeLessThanOrEqual(paintedBox.height);
  expect(drawnBox.width).toBeLessThanOrEqual(paintedBox.width + 0.5);
});
