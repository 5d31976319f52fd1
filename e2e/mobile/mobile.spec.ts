import type { Locator, Page } from '@playwright/test';
import { gameCards } from '../games/support';
import { agentCentre, demoAgentInCentre, openView } from '../agent/support';
import { openInEnglish, solveSlider } from '../identity/support';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';

// Phones (issue 19, ADR 041): a one-row header, a login sheet, the bottom navigation, a
// folded right bar and home rows that scroll sideways; and the top menu on a laptop.

const phone = { width: 390, height: 844 };

/**
 * The home page's full height once every lazy section has mounted. Before issue 19 it was
 * 9,574 px at 390 × 844 (Portuguese; 9,519 in English); with the sideways rows it is about
 * 5,700, so 7,000 leaves room for content without letting the stacked layout back.
 */
const homeHeightBound = 7_000;

/** How many rows the top menu's entries take, and whether its row has to scroll. */
function entryRows(nav: Locator): Promise<{ rows: number; scrolls: boolean }> {
  return nav.evaluate((n) => {
    const list = n.querySelector(':scope > ul')!;
    const entries = Array.from(list.children);
    return {
      rows: new Set(entries.map((li) => Math.round(li.getBoundingClientRect().top))).size,
      scrolls: list.scrollWidth > list.clientWidth,
    };
  });
}

async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test('the header is one compact row and the bottom navigation has its five entries', async ({
    page,
  }) => {
    await openInEnglish(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    // The login fields wait in the sheet.
    await expect(header.getByRole('textbox', { name: 'Username' })).toBeHidden();
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(phone.height * 0.1);

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('listitem')).toHaveText([
      'Home',
      'Games',
      'Promotions',
      'Deposit',
      'Account',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const navBox = (await nav.boundingBox())!;
    expect(navBox.y + navBox.height).toBeCloseTo(phone.height, 0);

    // At the page's end nothing lies under the bar: the footer ends above it.
    // (The footer's code loads as it nears the viewport: scroll to the end once it is there.)
    await scrollThrough(page);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    // Within 2 px: boxes fall on fractions of a pixel.
    expect(footer.y + footer.height).toBeLessThanOrEqual(navBox.y + 2);

    await nav.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/hot$/);
    await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  });

  test('the home page is much shorter: its rows scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await scrollThrough(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(homeHeightBound);
    // A provider section is one row wider than the screen, scrolled inside itself.
    const row = page.getByRole('region', { name: /Cassino ao vivo/ }).getByRole('list');
    const widths = await row.evaluate((list) => [list.scrollWidth, list.clientWidth]);
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the right bar is one button that covers no game card, and opens its shortcuts', async ({
    page,
  }) => {
    await openInEnglish(page, '/rng');
    const first = gameCards(page).first();
    await expect(first).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'Support and shortcuts' });
    const toggle = bar.getByRole('button', { name: 'Support' });
    await expect(toggle).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Download the app' })).toBeHidden();
    const card = (await first.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    const overlaps =
      barBox.x < card.x + card.width &&
      card.x < barBox.x + barBox.width &&
      barBox.y < card.y + card.height &&
      card.y < barBox.y + barBox.height;
    expect(overlaps).toBe(false);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'Download the app' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bar.getByRole('link', { name: 'Download the app' })).toBeHidden();

    // The provider chips keep their names inside their pills, in one sideways row.
    const chips = page.getByRole('list', { name: 'Providers' });
    const chip = chips.getByRole('link', { name: 'PG Soft' });
    const fits = await chip.evaluate((a) => a.scrollWidth <= a.clientWidth + 1);
    expect(fits).toBe(true);
    const rows = await chips
      .getByRole('listitem')
      .evaluateAll((items) => new Set(items.map((li) => li.getBoundingClientRect().top)).size);
    expect(rows).toBe(1);
  });

  test('the login sheet opens from the header and logs the demo player in', async ({ page }) => {
    await operator('login-verification', 'set', 'OFF');
    try {
      await openInEnglish(page, '/');
      const sheet = page.getByRole('dialog', { name: 'Log in' });
      // One run in a few on a loaded 2-core machine, the first tap opened nothing (cause
      // not found: not the visitor popup, which the fixtures close); the sheet must open
      // on a tap, so it is tapped again while it has not.
      await expect(async () => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: 'Log in' })
          .click({ timeout: 3_000 });
        await expect(sheet).toBeVisible({ timeout: 3_000 });
      }).toPass({ intervals: [500], timeout: 8_000 });
      // A bottom sheet: the screen's width, resting on its bottom edge once it has risen.
      await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = (await sheet.boundingBox())!;
      expect(box.width).toBeCloseTo(phone.width, 0);
      expect(box.y + box.height).toBeCloseTo(phone.height, 0);
      // Escape closes it; it opens again.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(sheet).toBeVisible();

      await sheet.getByRole('textbox', { name: 'Username' }).fill('demo_player');
      await sheet.getByRole('textbox', { name: 'Password', exact: true }).fill('Player#2026');
      await sheet.getByRole('button', { name: 'Log in' }).click();
      await solveSlider(page);
      await expect(sheet).toBeHidden();
      const header = page.getByRole('banner');
      await expect(header.getByTestId('balance')).toBeVisible();
      await expect(header.getByTestId('balance')).toHaveText(/R\$/);
      await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
      const height = (await header.boundingBox())!.height;
      expect(height).toBeLessThanOrEqual(phone.height * 0.1);
      // Balance and log-out fit the screen's width.
      for (const control of [
        header.getByTestId('balance'),
        header.getByRole('button', { name: 'Log out' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      }

      // The bottom navigation's Deposit opens the member centre's deposit view.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Deposit' })
        .click();
      await expect(page.getByRole('region', { name: 'Deposit', exact: true })).toBeVisible();
    } finally {
      await operator('login-verification', 'set', 'MOBILE', '--prefer-totp', 'on');
    }
  });

  test("the agent centre's menu is one row right above a short view, with no blank band between", async ({
    page,
  }) => {
    await demoAgentInCentre(page);
    const centre = await openView(page, 'Announcements');
    // A short view: its few lines leave the overlay's height to spare.
    const menu = await centre.getByRole('navigation', { name: 'Agent centre menu' }).boundingBox();
    const item = await centre
      .getByRole('navigation', { name: 'Agent centre menu' })
      .getByRole('button', { name: 'Announcements', exact: true })
      .boundingBox();
    const title = await centre
      .getByRole('heading', { level: 2, name: 'Announcements' })
      .boundingBox();
    // The row holds its buttons and a little padding; the view's title follows it closely.
    expect(menu!.height).toBeLessThanOrEqual(item!.height + 16);
    expect(title!.y - (menu!.y + menu!.height)).toBeLessThanOrEqual(40);
    await expect(agentCentre(page)).toBeVisible();
  });
});

test.describe('on a 1366 × 900 laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the top menu is one row in Portuguese and in English, without the bottom navigation', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Jogos' });
    await expect(nav.getByRole('link', { name: 'Jogos da casa', exact: true })).toBeVisible();
    expect(await entryRows(nav)).toEqual({ rows: 1, scrolls: false });
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    const navEn = page.getByRole('navigation', { name: 'Games' });
    await expect(navEn.getByRole('link', { name: 'In-house', exact: true })).toBeVisible();
    expect(await entryRows(navEn)).toEqual({ rows: 1, scrolls: false });
  });

  test('a category’s vendor menu closes after a click and on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Jogos' });
    const slots = nav.getByRole('link', { name: 'Caça-níqueis', exact: true });
    await slots.hover();
    const menu = nav.getByRole('list', { name: 'Caça-níqueis' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/rng\?vassalage=/);
    // The pointer still rests where the menu was: it stays closed over the filters.
    await expect(menu).toBeHidden();
    await expect(page.getByRole('list', { name: 'Provedores' })).toBeVisible();

    // Keyboard: Tab into the menu, Escape closes it and focus returns to the title.
    await page.mouse.move(0, 600);
    await slots.focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(slots).toBeFocused();
  });
});
