import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The site footer (contentinfo). Its code loads as it nears the viewport (P1, ADR 044), so,
 * as a reader would, scroll to the page's end until it is there.
 */
export async function siteFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return footer;
}
