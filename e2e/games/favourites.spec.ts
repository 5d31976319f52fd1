import { expect, test } from '../support/fixtures';
import { loginPopup, openInEnglish } from '../identity/support';
import { gameButton, gameGrid, newMemberAt } from './support';

test('a visitor pressing a heart gets the login popup', async ({ page }) => {
  await openInEnglish(page, '/fish');
  await gameGrid(page)
    .getByRole('button', { name: /^Favourite: / })
    .first()
    .click();
  await expect(loginPopup(page)).toBeVisible();
});

test('favourite and unfavourite a game; it persists after a reload', async ({ page }) => {
  await newMemberAt(page, '/rng?gameName=Golden+Dragon');
  const heart = gameGrid(page).getByRole('button', {
    name: 'Favourite: Golden Dragon Jackpot',
    exact: true,
  });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // The favourites view lists it.
  await page.getByRole('list', { name: 'Show' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/view=favorites/);
  await expect(page.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await expect(gameButton(page, 'Golden Dragon Jackpot')).toBeVisible();

  // Unfavourited from the favourites view, it leaves the view.
  const favHeart = gameGrid(page).getByRole('button', { name: 'Favourite: Golden Dragon Jackpot' });
  const removed = page.waitForResponse((r) => r.url().includes('MCSFE_removeFavoriteGameV2'));
  await favHeart.click();
  await (await removed).finished();
  await expect(gameButton(page, 'Golden Dragon Jackpot')).toHaveCount(0);
  await expect(page.getByText('You have no favourites yet.', { exact: false })).toBeVisible();

  await page.goto('/rng?gameName=Golden+Dragon');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('clicks on a heart within 1000 ms send one call', async ({ page }) => {
  const username = await newMemberAt(page, '/rng?gameName=Lucky+Panda');
  // The heart acts once the member is known (the header names them); clicks before that
  // would be dropped, and the three below must fall in one throttle window.
  await expect(page.getByRole('banner')).toContainText(username);
  const heart = gameGrid(page).getByRole('button', {
    name: 'Favourite: Lucky Panda Blitz',
    exact: true,
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/MCSFE_(add|remove)FavoriteGameV2/.test(r.url())) calls.push(r.method());
  });
  // Three quick clicks of the mouse where the heart is: locator clicks each wait for the
  // card's hover lift to settle, which can spread them over more than the 1000 ms.
  await heart.hover();
  const box = (await heart.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const started = Date.now();
  for (let i = 0; i < 3; i += 1) await page.mouse.click(x, y);
  expect(Date.now() - started).toBeLessThan(1000);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1200);
  expect(calls).toEqual(['POST']);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => calls).toEqual(['POST', 'DELETE']);
});
