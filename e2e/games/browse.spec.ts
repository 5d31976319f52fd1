import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openInEnglish } from '../identity/support';
import { gameCards, gameGrid } from './support';

const providers = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Providers' });

test('browse /rng and filter it by provider', async ({ page }) => {
  await openInEnglish(page, '/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(gameCards(page).first()).toBeVisible();
  const allCount = await page.getByText(/^[\d,]+ games$/).textContent();
  // Nearly 10,000 games (spec §1), in pages of 50: only a screenful is in the DOM.
  expect(Number(allCount?.replace(/\D/g, ''))).toBeGreaterThan(5_000);
  expect(await gameCards(page).count()).toBeLessThan(100);

  await providers(page).getByRole('link', { name: 'JILI' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=JILI$/);
  await expect(providers(page).getByRole('link', { name: 'JILI' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByText(/^[\d,]+ games$/)).not.toHaveText(allCount ?? '');
  await expect(gameGrid(page)).toHaveAttribute('aria-busy', 'false');
  const vendors = await gameCards(page).evaluateAll((cards) =>
    cards.map((c) => c.querySelector('span')?.textContent),
  );
  expect(vendors.length).toBeGreaterThan(0);
  expect(new Set(vendors)).toEqual(new Set(['JILI']));

  // A link from elsewhere with the provider in lower case selects it too (spec §2).
  await page.goto('/rng?vassalage=pg');
  await expect(providers(page).getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('search the list by name', async ({ page }) => {
  await openInEnglish(page, '/rng');
  await expect(gameCards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('Fortune Tiger');
  await expect(page).toHaveURL(/gameName=Fortune\+Tiger/);
  await expect(page.getByText(/^\d+ games?$/)).toBeVisible();
  const names = await gameCards(page)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.filter((b) => !b.hasAttribute('aria-label')).map((b) => b.textContent ?? ''),
    );
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('Fortune Tiger');

  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('no such game at all');
  await expect(page.getByText('No games found.')).toBeVisible();
});

test('slot sub-categories filter the list; bingo has no tab', async ({ page }) => {
  await openInEnglish(page, '/rng');
  const tabs = page.getByRole('list', { name: 'Slot categories' });
  await expect(tabs.getByRole('link')).toHaveText([
    'All',
    'Scratch',
    'Video poker',
    'Jackpot',
    'Table games',
    'Arcade',
  ]);
  await tabs.getByRole('link', { name: 'Jackpot' }).click();
  await expect(page).toHaveURL(/gameClassify=JP/);
  await expect(tabs.getByRole('link', { name: 'Jackpot' })).toHaveAttribute('aria-current', 'true');
  await expect(gameGrid(page)).toHaveAttribute('aria-busy', 'false');
  const names = await gameCards(page).evaluateAll((cards) =>
    cards.map((c) => c.querySelector('button')?.textContent ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  // The demo catalogue names its jackpot slots "… Jackpot".
  for (const name of names) expect(name).toMatch(/Jackpot$/);
});

test('the grid loads further pages as it scrolls and drops the cards scrolled away', async ({
  page,
}) => {
  await openInEnglish(page, '/rng?vassalage=PG');
  await expect(gameCards(page).first()).toBeVisible();
  const firstName = await gameCards(page).first().getByRole('button').first().textContent();
  await page.mouse.wheel(0, 20_000);
  await expect
    .poll(async () => Number(await gameCards(page).last().getAttribute('aria-posinset')))
    .toBeGreaterThan(50);
  // Cards scrolled away leave the DOM.
  await expect(
    gameGrid(page).getByRole('button', { name: firstName ?? '', exact: true }),
  ).toHaveCount(0);
  const setSize = Number(await gameCards(page).first().getAttribute('aria-setsize'));
  expect(setSize).toBeGreaterThan(50);
});

test('hot cards of the lottery providers have no heart (spec §4)', async ({ page }) => {
  await openInEnglish(page, '/hot');
  await expect(gameGrid(page).getByRole('button', { name: 'Favourite: Dice' })).toBeVisible();
  // The lottery entries come last: scroll until the grid has rendered them.
  const lottery = gameCards(page).filter({
    has: page.getByRole('button', { name: 'Lottery', exact: true }),
  });
  for (let i = 0; i < 20 && (await lottery.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await expect(lottery).toHaveCount(1);
  await expect(lottery.getByRole('button', { name: /^Favourite:/ })).toHaveCount(0);
  const eLottery = gameCards(page).filter({
    has: page.getByRole('button', { name: 'E-Lottery', exact: true }),
  });
  await expect(eLottery.getByRole('button', { name: /^Favourite:/ })).toHaveCount(0);
});
