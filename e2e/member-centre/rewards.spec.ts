import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { diceUrl, newMemberAt, rollDice } from '../games/support';
import { operator } from '../support/operator';
import { bestSupport, memberCentre } from './support';

// A new member (balance R$ 0,00) opens the reward centre from the home page's best-support
// navigation, joins and claims the seeded instant WELCOME promotion (R$ 10,00) and sees the
// header balance grow; then plays one real dice round with that money, which completes the
// seeded daily mission "Place 1 bet today" (progress read from the ledger), and claims it.
// An operator then approves the member's application to the reviewed SLOTS promotion.
// Nothing is faked: the money moves through the ledger and the round through the BGS game.

test.describe.configure({ mode: 'serial' });

const balance = (page: Page) => page.getByRole('banner').getByTestId('balance');

/** Plays one R$ 1,00 dice round in the member's session, as the game popup's page does. */
async function playOneDiceRound(page: Page): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const game = await page.context().newPage();
  await game.goto(await diceUrl(page.request, token!));
  await rollDice(game, 'R$1.00');
  await game.close();
}

test('a member joins and claims a promotion, then completes and claims a daily mission', async ({
  page,
}) => {
  test.setTimeout(90_000); // registration, a game round and two views
  const username = await newMemberAt(page, '/');
  await expect(balance(page)).toHaveText('R$0.00');

  // Reward centre, from the home page's best-support navigation.
  await (await bestSupport(page)).getByRole('button', { name: 'Reward centre' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { level: 2, name: 'Reward centre' })).toBeVisible();
  const welcome = centre.getByRole('article', { name: 'Welcome bonus' });
  await expect(welcome.getByText('Open', { exact: true })).toBeVisible();
  const weekend = centre.getByRole('article', { name: 'Weekend bonus' });
  await expect(weekend.getByRole('button', { name: 'Coming soon' })).toBeDisabled();

  await welcome.getByRole('button', { name: 'Join' }).click();
  await expect(welcome.getByRole('status')).toHaveText('You have joined.');
  // A reward waiting to be claimed shows as the menu entry's badge, and goes once claimed.
  const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('button', { name: 'Reward centre (1 new)' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Claim' }).click();
  await expect(welcome.getByRole('status')).toHaveText(
    'A reward of R$10.00 was added to your balance.',
  );
  await expect(menu.getByRole('button', { name: 'Reward centre', exact: true })).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(balance(page)).toHaveText('R$10.00');

  // The reviewed promotion goes to "Under review" and pays nothing yet.
  const slots = centre.getByRole('article', { name: 'Slots cashback' });
  await slots.getByRole('button', { name: 'Join' }).click();
  await slots.getByRole('button', { name: 'Apply' }).click();
  await expect(slots.getByRole('button', { name: 'Under review' })).toBeDisabled();
  await expect(balance(page)).toHaveText('R$10.00');

  // Mission activity: nothing played today yet.
  await centre.getByRole('button', { name: 'Mission activity' }).click();
  await expect(centre.getByRole('heading', { level: 2, name: 'Mission activity' })).toBeVisible();
  const oneBet = centre.getByRole('progressbar', { name: 'Place 1 bet today progress' });
  await expect(oneBet).toHaveAttribute('aria-valuetext', '0 of 1');
  const mission = centre.getByRole('article', { name: 'Place 1 bet today' });
  await expect(mission.getByRole('button', { name: 'In progress' })).toBeDisabled();

  // One real round, then the mission shows it (the view reads again on focus).
  await playOneDiceRound(page);
  await page.bringToFront();
  await centre.getByRole('button', { name: 'Reward centre' }).click();
  await centre.getByRole('button', { name: 'Mission activity' }).click();
  await expect(oneBet).toHaveAttribute('aria-valuetext', '1 of 1');
  const before = await balance(page).textContent();
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(mission.getByRole('status')).toHaveText(
    'A reward of R$1.00 was added to your balance.',
  );
  await expect(mission.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(centre.getByText('Points today: 5')).toBeVisible();
  await expect(balance(page)).not.toHaveText(before ?? '');
  const table = centre.getByRole('table', { name: 'Today’s leaderboard' });
  await expect(table.getByRole('row').filter({ hasText: '(you)' })).toContainText('5');

  // The operator approves the application through the CLI; the member sees it paid, the
  // header's balance pushed at once (ADR 031) and read again after a reload.
  const paidFrom = await balance(page).textContent();
  const queue = await operator('promotion', 'applications', '--status', 'applying');
  const line = queue.split('\n').find((l) => l.includes(username));
  expect(line, queue).toMatch(/SLOTS/);
  const approved = await operator('promotion', 'approve', line!.trim().split(/\s+/)[0]!);
  expect(approved).toMatch(/approved: 25\.00 paid to/);
  const cents = (text: string | null) => Math.round(Number(text!.replace(/[^\d.]/g, '')) * 100);
  const paid = `R$${((cents(paidFrom) + 2500) / 100).toFixed(2)}`;
  await expect(balance(page)).toHaveText(paid);
  await centre.getByRole('button', { name: 'Reward centre' }).click();
  await expect(slots.getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(slots.getByText('Reward paid', { exact: true })).toBeVisible();
  await page.reload(); // the header reads the balance again
  await expect(balance(page)).toHaveText(paid);
});
