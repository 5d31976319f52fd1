import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { diceUrl, rollDice } from '../games/support';
import { loginAsDemoPlayer, openInEnglish } from '../identity/support';
import { memberCentre, minorOf } from './support';

// The member's records (issue 15, ADR 026): the seeded demo_player plays one in-house dice
// round in the real game page, then finds it in the betting record with its stake and win,
// verifies it there (not yet while its server seed is secret; verified once the game page
// rotated the seeds), sees today's stakes in profit and loss grow by exactly that stake,
// and opens the bonus details (its seeded VIP bonus and the rebates the rebate job paid).

// Longer than the default: two operator commands and the login's slider come first.
test.describe.configure({ timeout: 150_000 });

async function openView(page: Page, name: string): Promise<Locator> {
  const centre = memberCentre(page);
  if (!(await centre.isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Member centre:/ })
      .click();
  }
  await centre.getByRole('navigation').getByRole('button', { name }).click();
  await expect(centre.getByRole('heading', { level: 2, name })).toBeVisible();
  return centre;
}

/** Today's stakes in profit and loss (period Today), in centavos. */
async function stakesToday(page: Page): Promise<number> {
  const centre = await openView(page, 'Profit and loss');
  await centre.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Today' });
  const today = new Date().toISOString().slice(0, 10);
  const row = centre
    .getByRole('table', { name: 'Result by day' })
    .getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(row).toBeVisible();
  return minorOf((await row.getByRole('cell').first().textContent()) ?? '');
}

test('a round played shows in the betting record and in the profit, and bonuses are listed', async ({
  page,
}) => {
  const token = await loginAsDemoPlayer(page);
  const before = await stakesToday(page);

  // One dice round of R$1.00 in the in-house game page, launched as the lobby launches it.
  const gameUrl = await diceUrl(page.request, token);
  await page.goto(gameUrl);
  await rollDice(page, 'R$1.00');
  const played = page.getByTestId('history-row').first();
  const win = (await played.getByRole('cell').nth(2).textContent()) ?? '';
  expect(win).toMatch(/^R\$/);

  await openInEnglish(page, '/');
  let centre = await openView(page, 'Betting record');
  const newest = centre.getByRole('table', { name: 'Betting record' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Dice');
  await expect(newest.getByRole('cell').nth(3)).toHaveText('In-house games');
  await expect(newest.getByRole('cell').nth(4)).toHaveText('R$1.00');
  await expect(newest.getByRole('cell').nth(5)).toHaveText(win);
  // The round's own verification, in the betting record. Its seed is still secret.
  const roundId = (await newest.getByRole('cell').nth(6).textContent())?.trim().split(' ')[0];
  expect(roundId).toMatch(/^[0-9a-f-]{36}$/);
  await newest.getByRole('button', { name: `Verify round ${roundId}` }).click();
  let check = centre.getByRole('region', { name: `Verification of round ${roundId}` });
  await expect(check.getByText(/^Not verifiable yet: .*Rotate seeds/)).toBeVisible();
  await expect(check).toContainText('Not revealed yet');

  // Rotating the seeds in the game page reveals it; the record then verifies the round.
  await page.goto(gameUrl);
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByTestId('revealed-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  const revealed = (await page.getByTestId('revealed-server-seed').textContent()) ?? '';
  await openInEnglish(page, '/');
  centre = await openView(page, 'Betting record');
  await centre
    .getByRole('table', { name: 'Betting record' })
    .getByRole('button', { name: `Verify round ${roundId}` })
    .click();
  check = centre.getByRole('region', { name: `Verification of round ${roundId}` });
  await expect(check.getByRole('status')).toHaveText(/^Verified: the outcome matches\./);
  await expect(check).toContainText(revealed);
  await expect(centre.getByRole('group', { name: 'Totals of the filter' })).toContainText('R$');

  expect(await stakesToday(page)).toBe(before + 100);

  centre = await openView(page, 'Bonus details');
  const bonuses = centre.getByRole('table', { name: 'Bonus details' });
  // The seeded history's VIP bonus (the VIP ladder's Bronze upgrade is another such row).
  await expect(
    bonuses.getByRole('row', { name: /VIP \+R\$10\.00 Credited/ }).first(),
  ).toBeVisible();
  await expect(bonuses.getByRole('row', { name: /Rebate/ }).first()).toBeVisible();
});
