import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loginPopup, openInEnglish } from '../identity/support';
import { gamePopup, newMemberAt } from './support';

/** The provider entries of a game centre (/sports, /esports, /cockfight). */
function providers(page: Page) {
  return page.getByRole('list', { name: 'Providers' });
}

test('a game centre lists its providers; a visitor starting one is asked to log in', async ({
  page,
}) => {
  await openInEnglish(page, '/esports');
  await expect(page.getByRole('heading', { level: 1, name: 'E-sports' })).toBeVisible();
  for (const name of ['AV E-sports', 'IM E-sports', 'IA E-sports', 'AI E-sports', 'TF Gaming']) {
    await expect(providers(page).getByRole('button', { name: `Play ${name}` })).toBeVisible();
  }
  await providers(page).getByRole('button', { name: 'Play TF Gaming' }).click();
  await expect(loginPopup(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: /TF Gaming/ })).toHaveCount(0);
});

test.describe('as a member', () => {
  test.beforeEach(async ({ page }) => {
    await newMemberAt(page, '/');
  });

  test('a sports provider opens its game in the game popup with a game token', async ({ page }) => {
    await page.goto('/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await providers(page).getByRole('button', { name: 'Play SBTech' }).click();
    const popup = gamePopup(page, /SBTech/);
    await expect(popup).toBeVisible();
    await expect(popup.locator('iframe')).toHaveAttribute('src', /token=/);
  });

  test('/u9w opens the U9W sports game at once', async ({ page }) => {
    await page.goto('/u9w');
    const popup = gamePopup(page, /U9W/);
    await expect(popup).toBeVisible();
    await expect(popup.locator('iframe')).toHaveAttribute('src', /token=/);
  });

  test('PVP rooms are listed with their stakes, and joining one opens its game', async ({
    page,
  }) => {
    await page.goto('/pvp');
    const rooms = page.getByRole('region', { name: 'Rooms' });
    const firstRoom = rooms.getByRole('row').nth(1);
    await expect(firstRoom).toBeVisible();
    // Spec §9 money format in the wallet's currency: R$ with two decimals.
    await expect(firstRoom.getByRole('cell').first()).toHaveText(/^R\$[\d,]+\.\d{2}$/);
    const roomName = (await firstRoom.getByRole('rowheader').textContent()) ?? '';
    expect(roomName).not.toBe('');
    await firstRoom.getByRole('button', { name: `Join room ${roomName}` }).click();
    await expect(gamePopup(page, roomName)).toBeVisible();
  });
});
