import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { operator } from './support/operator';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Jogos' });

test('the top navigation is built from the seeded vendor categories', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  // Home and Promotions are fixed; the categories arrive with the vendor list.
  await expect(nav.getByRole('link', { name: 'Cassino ao vivo', exact: true })).toBeVisible();
  const names = await nav.getByRole('link').evaluateAll((links) =>
    links
      .filter((a) => a.closest('ul')?.parentElement?.tagName !== 'LI') // top-level entries only
      .map((a) => a.textContent?.trim()),
  );
  expect(names[0]).toBe('Início');
  expect(names.at(-1)).toBe('Promoções');
  for (const title of ['Cassino ao vivo', 'Esportes', 'E-sports', 'Pescaria', 'Caça-níqueis']) {
    expect(names).toContain(title);
  }

  await nav.getByRole('link', { name: 'Cassino ao vivo', exact: true }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cassino ao vivo' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Provedores' }).getByText('Asia Gaming'),
  ).toBeVisible();
});

test('lottery goes by its first vendor and cockfight launches, both asking a visitor to log in', async ({
  page,
}) => {
  await page.goto('/');
  const nav = mainNav(page);
  // The first seeded lottery vendor is TCG_LOTTO_VN, a Vietnamese lotto.
  await expect(nav.getByRole('link', { name: 'Loteria', exact: true })).toHaveAttribute(
    'href',
    '/vnLottery',
  );
  await nav.getByRole('link', { name: 'Loteria', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Rinha de galos', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('disabling a vendor category removes it from the navigation, enabling brings it back', async ({
  browser,
}) => {
  try {
    await operator('category', 'disable', 'LIVE');
    // A new session: the vendor list is cached in session storage (spec §3).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Esportes', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Cassino ao vivo' })).toHaveCount(0);
    await context.close();
  } finally {
    await operator('category', 'enable', 'LIVE');
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    mainNav(page).getByRole('link', { name: 'Cassino ao vivo', exact: true }),
  ).toBeVisible();
  await context.close();
});
