import { expect, test } from './support/fixtures';

/**
 * On a phone the pages fit the screen: rows that are wider than it (provider chips, slot
 * tabs, the winners board, the notice marquee) scroll or truncate inside themselves, and
 * the page never scrolls sideways. (The fixtures close this session's popups first: an open
 * modal locks the page's scrolling and would hide an overflow.)
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/', '/rng', '/live', '/hot', '/help', '/down']) {
  test(`${path} fits a 390 px wide phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // Let the lazily mounted parts (winners board, lists) arrive.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}
