import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { agentCentre, demoAgentInCentre } from '../agent/support';
import { loginAsDemoPlayer, loginPopup, openInEnglish } from '../identity/support';
import { gameGrid, gamePopup } from '../games/support';
import { memberCentre } from '../member-centre/support';
import { operator } from '../support/operator';
import { expect, test } from '../support/fixtures';

// Issue 19 "Done means": axe finds no violation on any page or dialog, and the keyboard
// reaches and operates everything (ADR 043). One page load per route; the logged-in routes
// share one session. Every finding is a soft failure, so one run lists them all.

/** The rules axe runs: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The public routes a visitor opens (packages/contract/src/routes.ts), one load each. */
const visitorRoutes = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/inHouse',
  '/hot',
  '/sports',
  '/esports',
  '/cockfight',
  '/promotions',
  '/help',
  '/down',
  '/seamless',
  '/sponsor',
  '/description',
  '/agentHome',
  '/gameListCenter/lott/lottery',
  '/no-such-page',
] as const;

/** The routes that need a session (loginRequiredRoutes), opened as demo_player. */
const memberRoutes = ['/lottery', '/seaLottery', '/vnLottery', '/pointMall'] as const;

/** Readable lines for a finding: the rule, its help, and where (the first few nodes). */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe on the page (or only inside `scope`) and fails softly with what it found. */
async function checkA11y(page: Page, what: string, scope?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  expect.soft(violations.length, `axe on ${what}:\n${describe(violations)}`).toBe(0);
}

/** Waits until the page has drawn: its main landmark, no loader left inside it. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').locator('.page-loader')).toHaveCount(0);
  await expect(page.locator('.page-loader-full')).toHaveCount(0);
}

async function openDialogChecked(page: Page, dialog: Locator, what: string, id: string) {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el, dialogId) => el.setAttribute('data-a11y-scope', dialogId), id);
  await checkA11y(page, what, `[data-a11y-scope="${id}"]`);
}

test.describe('axe (WCAG 2.1 A/AA)', () => {
  test.setTimeout(240_000);

  test('every public route and the visitor dialogs', async ({ page }) => {
    await openInEnglish(page, '/');
    for (const path of visitorRoutes) {
      await test.step(path, async () => {
        await page.goto(path);
        await settled(page);
        await checkA11y(page, path);
      });
    }

    await test.step('login dialog', async () => {
      await page.goto('/login');
      await openDialogChecked(page, loginPopup(page), 'the login dialog', 'login');
    });
    await test.step('register dialog', async () => {
      await page.goto('/register');
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await openDialogChecked(page, dialog, 'the register dialog', 'register');
    });
  });

  test('at a phone width (390×844): home, a list, promotions and the login dialog', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, '/');
    for (const path of ['/', '/rng', '/promotions']) {
      await test.step(path, async () => {
        await page.goto(path);
        await settled(page);
        await checkA11y(page, `${path} at 390×844`);
      });
    }
    await page.goto('/login');
    await openDialogChecked(page, loginPopup(page), 'the login dialog at 390×844', 'login');
  });

  test('the member routes and the member centre, logged in as demo_player', async ({ page }) => {
    await loginAsDemoPlayer(page);
    for (const path of memberRoutes) {
      await test.step(path, async () => {
        await page.goto(path);
        await settled(page);
        await checkA11y(page, path);
      });
    }
    await test.step('a game window (the in-house dice, with the game page inside)', async () => {
      await page.goto('/inHouse');
      await settled(page);
      await gameGrid(page).getByRole('button', { name: 'Dice', exact: true }).click();
      const game = gamePopup(page, 'Dice');
      await expect(game.frameLocator('iframe').getByRole('main')).toBeVisible();
      await openDialogChecked(page, game, 'the game window', 'game');
      await game.getByRole('button', { name: 'Close' }).click();
      await expect(game).toBeHidden();
    });
    await test.step('the member centre, every view', async () => {
      await page.goto('/');
      await settled(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Member centre: / })
        .click();
      const centre = memberCentre(page);
      await expect(centre).toBeVisible();
      const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
      const names = await menu.getByRole('button').allInnerTexts();
      for (const [i, name] of names.entries()) {
        await menu.getByRole('button').nth(i).click();
        await expect(centre.locator('h2').first()).toBeVisible();
        await expect(centre.locator('.page-loader')).toHaveCount(0);
        await openDialogChecked(
          page,
          centre,
          `member centre: ${name.replace(/\s+/g, ' ')}`,
          `mc-${i}`,
        );
      }
    });
  });

  test('the agent centre, logged in as demo_agent', async ({ page }) => {
    await demoAgentInCentre(page);
    const centre = agentCentre(page);
    const menu = centre.getByRole('navigation', { name: 'Agent centre menu' });
    const names = await menu.getByRole('button').allInnerTexts();
    for (const [i, name] of names.entries()) {
      await menu.getByRole('button').nth(i).click();
      await expect(centre.locator('h2').first()).toBeVisible();
      await expect(centre.locator('.page-loader')).toHaveCount(0);
      await openDialogChecked(page, centre, `agent centre: ${name}`, `ac-${i}`);
    }
  });

  test('the maintenance page', async ({ page }) => {
    await operator('maintenance', 'on', '--until', new Date(Date.now() + 86_400_000).toISOString());
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
      await checkA11y(page, 'the maintenance page');
    } finally {
      await operator('maintenance', 'off');
    }
  });
});

/** Presses Tab until `target` has the focus (at most `limit` presses); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** True while the focused element is inside `scope`. */
const focusInside = (scope: Locator) =>
  scope.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

/** The focus is inside `scope`, and 25 Tabs then 25 Shift+Tabs never take it out. */
async function expectFocusTrapped(page: Page, scope: Locator): Promise<void> {
  await expect.poll(() => focusInside(scope)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(key);
      expect(await focusInside(scope), `${key} ×${i + 1} left the dialog`).toBe(true);
    }
  }
}

test.describe('keyboard', () => {
  test('Tab reaches the login button, Enter opens the dialog, focus stays inside, Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await openInEnglish(page, '/');
    await settled(page);
    // The header's form asks for the username and password, then opens the dialog.
    const form = page.getByRole('banner').getByRole('form', { name: 'Log in' });
    await tabTo(page, form.getByRole('textbox', { name: 'Username' }));
    await page.keyboard.type('demo_player');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    const opener = form.getByRole('button', { name: 'Log in' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');

    // The login dialog opens with the slider check on top of it (ADR 021): the focus is in
    // the top one, and Tab and Shift+Tab, pressed more often than either has controls,
    // never leave it.
    const dialog = loginPopup(page);
    const slider = page.getByRole('dialog', { name: 'Security verification' });
    await expect(dialog).toBeVisible();
    await expect(slider).toBeVisible();
    await expectFocusTrapped(page, slider);

    // Escape closes the slider only: the focus is back in the login dialog, and kept there.
    await page.keyboard.press('Escape');
    await expect(slider).toBeHidden();
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);

    // The dialog took what the header's form had, and its fields take typing.
    const username = dialog.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('demo_player');
    await tabTo(page, username);
    await page.keyboard.press('End');
    await page.keyboard.type('2');
    await expect(username).toHaveValue('demo_player2');

    // Escape closes it and the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the skip link moves the focus to the page, and the top navigation is reachable', async ({
    page,
  }) => {
    await openInEnglish(page, '/');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await page.reload();
    await settled(page);
    const slots = page.getByRole('navigation', { name: 'Games' }).getByRole('link').first();
    await tabTo(page, slots);
    const href = await slots.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
