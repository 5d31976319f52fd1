import { expect, type Locator, type Page } from '@playwright/test';
import {
  loginPopup,
  openInEnglish,
  registerByUsername,
  setRegisterCaptcha,
  uniqueUsername,
} from '../identity/support';

/** The game cards of a list page (a virtualized grid: only cards near the viewport exist). */
export function gameGrid(page: Page): Locator {
  return page.getByRole('list', { name: 'Games', exact: true });
}

export function gameCards(page: Page): Locator {
  return gameGrid(page).getByRole('listitem');
}

/** The name button of the card of `name` (exact), which starts the game. */
export function gameButton(page: Page, name: string): Locator {
  return gameGrid(page).getByRole('button', { name, exact: true });
}

/** A new member of its own (favourites and history start empty), then `path` in English. */
export async function newMemberAt(page: Page, path: string): Promise<string> {
  const username = uniqueUsername('gm');
  await setRegisterCaptcha(false);
  try {
    await registerByUsername(page, username);
  } finally {
    await setRegisterCaptcha(true);
  }
  await page.goto(path);
  return username;
}

/** A free-play (trial) session, then `path`. */
export async function trialAt(page: Page, path: string): Promise<void> {
  await openInEnglish(page, '/login');
  await loginPopup(page).getByRole('button', { name: 'Free play' }).click();
  await expect(loginPopup(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(path);
}

/** The game popup (an accessible dialog named after the game). */
export function gamePopup(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}
