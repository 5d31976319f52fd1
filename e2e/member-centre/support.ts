import { expect, type Locator, type Page } from '@playwright/test';

/** The member centre overlay (ADR 019). */
export function memberCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member centre' });
}

/**
 * The home page's best-support navigation. It sits at the foot of the page in a section
 * drawn when scrolled near, so the page is scrolled until it is there.
 */
export async function bestSupport(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Best Support' });
  await expect(async () => {
    await page.mouse.wheel(0, 1_500);
    await expect(nav).toBeVisible({ timeout: 500 });
  }).toPass();
  await nav.scrollIntoViewIfNeeded();
  return nav;
}

/** Minor units of a money text as the header shows it in English (`R$1,234.56`). */
export const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The header balance, in centavos. */
export async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toHaveText(/R\$/);
  return minorOf((await balance.textContent()) ?? '');
}
