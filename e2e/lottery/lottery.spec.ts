import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import { loginAsDemoPlayer } from '../identity/support';
import { headerBalance } from '../member-centre/support';

// The lottery pages of issue 14, one journey each: the seeded demo_player (R$ 10.000,00)
// opens the page with its gameCode, the operator gives the game a 15-second test schedule
// through the real CLI, the player bets, the draw is made and settled by the server's
// scheduler, and the page shows the result, the bet settled, the balance and the draw
// verified in the browser. Each game's own schedule is put back afterwards.

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const INTERVAL = '15';

/** The draw's countdown (the session bar has a timer of its own: the session clock). */
const countdown = (page: Page) => page.getByRole('timer', { name: /^Betting closes in/ });

/** Seconds left on the draw's countdown (0 when there is none). */
async function secondsLeft(page: Page): Promise<number> {
  const timer = countdown(page);
  if ((await timer.count()) === 0) return 0;
  const [m = 0, s = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
  return m * 60 + s;
}

/** Waits until the current draw has at least `seconds` to go, so a bet lands on it. */
async function roomToBet(page: Page, seconds: number) {
  await expect(countdown(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => secondsLeft(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(seconds);
}

/** Confirms the slip, returns the draw the bet went on and the balance before it. */
async function placeAndConfirm(
  page: Page,
  total: string,
): Promise<{ draw: string; before: number }> {
  await roomToBet(page, 7);
  const before = await headerBalance(page);
  await page.getByRole('button', { name: 'Place bet' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm bets' });
  await expect(dialog).toContainText(`total ${total}`);
  const text = (await dialog.getByText(/^1 bet on draw /).textContent()) ?? '';
  const draw = /draw (\S+),/.exec(text)?.[1] ?? '';
  await dialog.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bet placed on draw' })).toContainText(
    `Bet placed on draw ${draw}.`,
  );
  return { draw, before };
}

function myBet(page: Page, draw: string): Locator {
  return page
    .getByRole('list', { name: 'My bets' })
    .getByRole('listitem')
    .filter({ hasText: draw })
    .first();
}

/** The result of `draw` appears, and the browser recomputes it from its seed: Verified. */
async function resultVerified(page: Page, draw: string) {
  await expect(page.getByRole('list', { name: `Numbers of draw ${draw}` })).toBeVisible({
    timeout: 40_000,
  });
  await page.getByRole('button', { name: `Verify draw ${draw}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Verified/ })).toBeVisible();
}

test('lottery: a Time Lottery bet on every digit of position 1 wins and verifies', async ({
  page,
}) => {
  await loginAsDemoPlayer(page);
  await operator('lottery', 'schedule', 'LOTT', 'SSC', '--interval', INTERVAL);
  try {
    await page.goto('/lottery?gameCode=SSC&vassalage=LOTT');
    await expect(page.getByRole('heading', { level: 2, name: 'Time Lottery' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Lottery games' })
        .getByRole('link', { name: /Time Lottery/ })
        .first(),
    ).toHaveAttribute('aria-current', 'page');
    // Position: all ten digits of position 1 (ten units, one of them must win).
    await page.getByRole('button', { name: 'Position 1: pick all' }).click();
    await expect(page.getByRole('button', { name: 'Position 1: 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('10 units × R$1.00 × 1 = R$10.00')).toBeVisible();
    const { draw, before } = await placeAndConfirm(page, 'R$10.00');
    await expect(myBet(page, draw)).toContainText('Open');
    await expect.poll(() => headerBalance(page)).toBe(before - 1_000);

    await resultVerified(page, draw);
    await expect(myBet(page, draw)).toContainText('Won R$9.80', { timeout: 40_000 });
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(before - 1_000 + 980);
  } finally {
    await operator('lottery', 'schedule', 'LOTT', 'SSC', '--interval', '300');
  }
});

test('vnLottery: bao lô 2 on all 100 numbers wins on every prize and verifies', async ({
  page,
}) => {
  await loginAsDemoPlayer(page);
  await operator('lottery', 'schedule', 'TCG_LOTTO_VN', 'MB', '--interval', INTERVAL);
  try {
    await page.goto('/vnLottery?gameCode=MB');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Northern Lotto (MB)' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bao lô', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Numbers: pick all' }).click();
    const stake = page.getByRole('textbox', { name: 'Unit stake (R$)' });
    await stake.fill('0.10');
    // 100 numbers × the North's 27 prizes: 2,700 units.
    await expect(page.getByText('2700 units × R$0.10 × 1 = R$270.00')).toBeVisible();
    const { draw, before } = await placeAndConfirm(page, 'R$270.00');

    await resultVerified(page, draw);
    // Each of the 27 prizes ends in one of the 100 numbers: 27 × 75 × R$0.10.
    await expect(myBet(page, draw)).toContainText('Won R$202.50', { timeout: 40_000 });
    await expect
      .poll(() => headerBalance(page), { timeout: 20_000 })
      .toBe(before - 27_000 + 20_250);

    // On a 360 px phone the page stacks and never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Bet slip' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  } finally {
    await operator(
      'lottery',
      'schedule',
      'TCG_LOTTO_VN',
      'MB',
      '--daily',
      '11:15',
      '--close-before',
      '15',
    );
  }
});

test('seaLottery: a 4D Big bet is drawn, settled and verified', async ({ page }) => {
  await loginAsDemoPlayer(page);
  await operator('lottery', 'schedule', 'TCG_SEA', '4D', '--interval', INTERVAL);
  try {
    await page.goto('/seaLottery?gameCode=4D');
    await expect(page.getByRole('heading', { level: 2, name: 'SEA 4D' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Big', selected: true })).toBeVisible();
    for (const [row, digit] of [
      [1, '1'],
      [2, '2'],
      [3, '3'],
      [4, '4'],
    ] as const) {
      await page.getByRole('button', { name: `Digit ${row}: ${digit}` }).click();
    }
    await expect(page.getByText('1 unit × R$1.00 × 1 = R$1.00')).toBeVisible();
    const { draw } = await placeAndConfirm(page, 'R$1.00');

    // 23 numbers of 10,000: it cannot be made to win; it settles either way.
    await resultVerified(page, draw);
    await expect(myBet(page, draw)).toContainText(/Won|Lost/, { timeout: 40_000 });
  } finally {
    await operator(
      'lottery',
      'schedule',
      'TCG_SEA',
      '4D',
      '--weekly',
      '0,3,6',
      '10:30',
      '--close-before',
      '15',
    );
  }
});
