import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { diceUrl, rollDice } from '../games/support';
import { loginAsDemoPlayer, openInEnglish } from '../identity/support';
import { headerBalance, memberCentre, minorOf } from '../member-centre/support';
import { operator } from '../support/operator';

// VIP levels (issue 18, ADR 037): demo_player sees their level and progress in the member
// centre, plays one R$100 dice round in the real game page, and then sees the next level,
// its upgrade bonus in the bonus details and the balance, and the same card above the list
// on /promotions. Other journeys play demo_player too, so the next tier is first set (by the
// operator command) R$50 above what demo_player has bet by now, and the ladder is put back.

type Tier = { name: string; threshold: number; upgrade: number; monthly: number };
const units = (minor: number) => (minor / 100).toFixed(2);
const ladder = (tiers: Tier[]) =>
  tiers
    .map((t) => `${t.name}:${units(t.threshold)}:${units(t.upgrade)}:${units(t.monthly)}`)
    .join(',');

async function tiersOf(view: Locator): Promise<Tier[]> {
  const table = view.getByRole('table', { name: 'VIP tiers' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  const tiers: Tier[] = [];
  for (const row of await table.getByRole('row').all()) {
    // The header row has no row header; every tier row has one.
    if ((await row.getByRole('rowheader').count()) === 0) continue;
    const name = (await row.getByRole('rowheader').textContent()) ?? '';
    const [threshold, upgrade, monthly] = (await row.getByRole('cell').allTextContents()).map(
      minorOf,
    );
    tiers.push({ name, threshold: threshold!, upgrade: upgrade!, monthly: monthly! });
  }
  return tiers;
}

// Longer than the default: two operator commands and the login's slider come first.
test.describe.configure({ timeout: 240_000 });

async function openView(page: Page, name: string): Promise<Locator> {
  const centre = memberCentre(page);
  if (!(await centre.isVisible())) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Member centre:/ })
      .click();
  }
  await centre.getByRole('navigation').getByRole('button', { name }).click();
  // Exact: the VIP view also holds the card's "My VIP level" heading.
  await expect(centre.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  return centre;
}

test('a member crosses a VIP tier by playing and gets the level and its upgrade bonus', async ({
  page,
}) => {
  const token = await loginAsDemoPlayer(page);
  let centre = await openView(page, 'VIP level');
  let card = centre.getByRole('region', { name: 'My VIP level' });
  const levelText = (await card.getByText(/^Level \d+: /).textContent()) ?? '';
  const level = Number(/^Level (\d+)/.exec(levelText)?.[1]);
  const bet = minorOf((await card.getByText(/^Cumulative valid bets:/).textContent()) ?? '');
  // The ladder is the view's table, beside the card.
  const original = await tiersOf(centre);
  expect(level).toBeLessThan(original.length);
  const tiers = original.map((t) => ({ ...t }));
  tiers[level]!.threshold = bet + 5_000;
  for (let i = level + 1; i < tiers.length; i += 1) {
    tiers[i]!.threshold = Math.max(tiers[i]!.threshold, tiers[i - 1]!.threshold + 100);
  }
  const next = tiers[level]!;
  await operator('vip', 'tiers', '--set', ladder(tiers));
  try {
    await openInEnglish(page, '/');
    centre = await openView(page, 'VIP level');
    card = centre.getByRole('region', { name: 'My VIP level' });
    await expect(card.getByText(levelText)).toBeVisible();
    await expect(card.getByRole('progressbar', { name: `Progress to ${next.name}` })).toBeVisible();
    await expect(card.getByText(`R$50.00 more in valid bets to reach ${next.name}.`)).toBeVisible();
    await crossTier(page, token, level, next);
  } finally {
    await operator('vip', 'tiers', '--set', ladder(original));
  }
});

async function crossTier(page: Page, token: string, level: number, next: Tier) {
  const balanceBefore = await headerBalance(page);

  // One dice round of R$100.00 in the in-house game page, launched as the lobby launches it.
  await page.goto(await diceUrl(page.request, token));
  await rollDice(page, 'R$100.00');
  const win = minorOf(
    (await page.getByTestId('history-row').first().getByRole('cell').nth(2).textContent()) ?? '',
  );

  await openInEnglish(page, '/');
  let centre = await openView(page, 'VIP level');
  const card = centre.getByRole('region', { name: 'My VIP level' });
  await expect(card.getByText(`Level ${level + 1}: ${next.name}`)).toBeVisible();

  // The upgrade bonus: in the bonus details, and in the balance (stake, win and bonus).
  centre = await openView(page, 'Bonus details');
  const newest = centre.getByRole('table', { name: 'Bonus details' }).getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('VIP');
  await expect(newest.getByRole('cell').nth(2)).toHaveText(`+R$${units(next.upgrade)}`);
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore - 10_000 + win + next.upgrade);

  // The same card above the promotions.
  await openInEnglish(page, '/promotions');
  await expect(
    page
      .getByRole('region', { name: 'My VIP level' })
      .getByText(`Level ${level + 1}: ${next.name}`),
  ).toBeVisible();
}
