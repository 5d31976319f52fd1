import { expect, test } from '../support/fixtures';
import { loginPopup, openInEnglish } from '../identity/support';
import { gameButton, gameCards, gameGrid, gamePopup, newMemberAt, trialAt } from './support';

test('a visitor starting a game gets the login popup, by keyboard too', async ({ page }) => {
  await openInEnglish(page, '/rng?vassalage=PG');
  await expect(gameCards(page).first()).toBeVisible();
  await gameCards(page).first().getByRole('button').first().click();
  await expect(loginPopup(page)).toBeVisible();
  await loginPopup(page).getByRole('button', { name: 'Close' }).click();
  await expect(loginPopup(page)).toBeHidden();

  // From the search box, Tab reaches the first card's name button; Enter starts it.
  await page.getByRole('searchbox', { name: 'Search games by name' }).focus();
  const first = gameGrid(page).getByRole('button').first();
  for (let i = 0; i < 12 && !(await first.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(loginPopup(page)).toBeVisible();
});

test('a trial (free play) member starting a game is asked to register first', async ({ page }) => {
  await trialAt(page, '/inHouse');
  await gameButton(page, 'Dice').click();
  const notice = page.getByRole('alertdialog', { name: 'Register to play for real' });
  await expect(notice).toContainText('Please Register An Account First');
  await notice.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The demo is a launch as well (spec §5): the same notice.
  await gameGrid(page).getByRole('button', { name: 'Demo: Dice' }).click();
  await expect(notice).toBeVisible();
});

test.describe('as a member', () => {
  // A member of their own: a seeded one would meet the new-location check from a test's address.
  test.beforeEach(async ({ page }) => {
    await newMemberAt(page, '/');
  });

  test('a lottery card goes to its lottery page with the game code', async ({ page }) => {
    await page.goto('/gameListCenter/lott/lottery');
    await gameButton(page, 'PK10 Racing').click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=PK10&vassalage=LOTT$/);
  });

  test('a provider-level entry opens the popup game list', async ({ page }) => {
    await page.goto('/gameListCenter/ibc/sports');
    await gameButton(page, 'IBC Sports').click();
    const list = page.getByRole('dialog', { name: 'IBC Sports games' });
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: 'Close' }).click();
    await expect(list).toBeHidden();

    // Inside the list the provider's own entry is its lobby, and it starts.
    await gameButton(page, 'IBC Sports').click();
    await page
      .getByRole('dialog', { name: 'IBC Sports games' })
      .getByRole('button', { name: 'IBC Sports' })
      .click();
    const popup = gamePopup(page, 'IBC Sports');
    await expect(popup.locator('iframe[title="IBC Sports"]')).toHaveAttribute('src', /token=/);
  });

  test('the demo button opens the game popup with the demo', async ({ page }) => {
    await page.goto('/inHouse');
    await gameGrid(page).getByRole('button', { name: 'Demo: Dice' }).click();
    const popup = gamePopup(page, 'Dice (demo)');
    await expect(popup).toBeVisible();
    const frame = popup.locator('iframe[title="Dice"]');
    await expect(frame).toHaveAttribute('src', /demo=1/);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
  });

  test('a real launch plays in the game popup and a finished round refreshes the balance', async ({
    page,
  }) => {
    const balance = page.getByRole('banner').getByTestId('balance');
    // Spec §9: two decimals and thousands separators, in the reader's language.
    await expect(balance).toHaveText(/^R\$[\d,]+\.\d{2}$/);

    await page.goto('/rng?gameName=Fortune+Tiger');
    await gameButton(page, 'Fortune Tiger Boost').click();
    const popup = gamePopup(page, 'Fortune Tiger Boost');
    await expect(popup).toBeVisible();
    const frame = popup.locator('iframe[title="Fortune Tiger Boost"]');
    await expect(frame).toHaveAttribute('src', /token=/);
    await expect(popup.getByRole('button', { name: 'Full screen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The game page posts this after each round; the header asks for the balance again.
    const refetch = page.waitForRequest((r) => r.url().includes('/wps/v2/wallets/balance'));
    await page.evaluate(() => window.postMessage({ type: 'openlobby:balance' }, location.origin));
    await refetch;
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Recently played lists it.
    await page.goto('/rng?view=recent');
    await expect(gameButton(page, 'Fortune Tiger Boost')).toBeVisible();
  });
});
