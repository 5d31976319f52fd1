import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { diceUrl, rollDice } from '../games/support';
import { operator } from '../support/operator';
import { loginAsDemoPlayer, openInEnglish } from '../identity/support';
import { headerBalance, minorOf } from '../member-centre/support';

// The points mall (issue 18, ADR 036): the operator raises the slots ratio to 5,000 points
// per R$100, so the seeded demo_player's one R$10 dice round earns 500 points once accrued;
// then the player redeems the R$5 bonus reward (400 points) and converts 100 points to R$1,
// both with the payment password, and sees the points fall and the wallet grow by each.

test.describe.configure({ timeout: 240_000 });

const PAYMENT_PASSWORD = '246810';

async function points(page: Page, type: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Points by type' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: type, exact: true }) });
  return minorOf((await row.getByRole('cell').last().textContent()) ?? '');
}

const total = async (page: Page) =>
  minorOf((await page.getByRole('status', { name: 'Your points' }).textContent()) ?? '');

/** The slots ratio (points per R$100 of valid bets) as `points config` prints it. */
async function slotsRatio(): Promise<string> {
  const ratio = /^\s*rng\s+(\d+)\s*$/m.exec(await operator('points', 'config'))?.[1];
  expect(ratio, 'points config prints the rng ratio').toBeDefined();
  return ratio!;
}

test('a member earns points by playing, redeems a reward and converts points to cash', async ({
  page,
}) => {
  const token = await loginAsDemoPlayer(page);
  // Rounds other journeys played for demo_player earn their points first, so the round
  // below is the only one the second accrual counts.
  await operator('points', 'accrue');
  await openInEnglish(page, '/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  const slotsBefore = await points(page, 'Slots');
  const totalBefore = await total(page);

  // The accrual job also runs by itself every minute, and may count the round below before
  // the operator does: the ratio that pays enough for both writes below is set BEFORE the
  // round (so either run pays 500), and put back once the operator's accrual is done.
  const ratio = await slotsRatio();
  await operator('points', 'config', '--rng', '5000');
  try {
    // One R$10.00 dice round in the in-house game page, launched as the lobby launches it.
    await page.goto(await diceUrl(page.request, token));
    await rollDice(page, 'R$10.00');
    await operator('points', 'accrue');
  } finally {
    await operator('points', 'config', '--rng', ratio);
  }
  await openInEnglish(page, '/pointMall');
  await expect.poll(() => points(page, 'Slots')).toBe(slotsBefore + 500);
  expect(await total(page)).toBe(totalBefore + 500);

  // Redeem the R$5.00 bonus (400 points) with the payment password.
  const walletBefore = await headerBalance(page);
  await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Redeem R$ 5.00 bonus' }).click();
  await expect(page.getByText('You redeemed R$ 5.00 bonus.')).toBeVisible();
  await expect.poll(() => total(page)).toBe(totalBefore + 500 - 400);
  await expect.poll(() => headerBalance(page)).toBe(walletBefore + 500);
  const history = page.getByRole('table', { name: 'Redeem history' });
  await expect(history.getByRole('row').nth(1)).toContainText('R$ 5.00 bonus');
  await expect(history.getByRole('row').nth(1)).toContainText('Approved');

  // Convert 100 points to cash at the exchange ratio (100 points = R$1.00).
  await page.getByRole('spinbutton', { name: 'Points to convert' }).fill('100');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('R$1.00 was paid into your wallet.')).toBeVisible();
  await expect.poll(() => total(page)).toBe(totalBefore);
  await expect.poll(() => headerBalance(page)).toBe(walletBefore + 500 + 100);
  await expect(history.getByRole('row').nth(1)).toContainText('Converted to R$1.00');
});
