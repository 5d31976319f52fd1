import {
  expect,
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
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

/**
 * The URL of a real-money dice round for the member of `token`, launched as the lobby
 * launches it (the in-house list, then the game start).
 */
export async function diceUrl(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: token, 'accept-language': 'en' };
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers,
    params: { gameType: 'INHOUSE', vassalage: 'BGS', pageSize: '50' },
  });
  const games = (await list.json()).value.games as { nodeId: number; gameCode: string }[];
  const dice = games.find((g) => g.gameCode === 'dice');
  expect(dice, 'the in-house list holds the dice').toBeTruthy();
  const launched = await request.post('/wps/relay/GCS_gameLaunchFB', {
    headers,
    data: { nodeId: dice!.nodeId, demo: false },
  });
  const body = await launched.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, value: { demo: false } });
  return body.value.url as string;
}

/** The dice page's result line once a round is settled. */
export const diceResult = (game: Page | FrameLocator): Locator =>
  game.getByText(/^Rolled \d+\.\d{2}: you (win|lose)/);

/**
 * One dice round at the stake labelled `stake` (e.g. 'R$10.00'), waiting for its result and
 * for the page to have read the round back: the result line shows at once, but the history
 * and the fairness panel are re-read afterwards, together. The panel's next nonce moving on
 * by one says the history's first row is this round, not the one before it.
 */
export async function rollDice(game: Page | FrameLocator, stake: string): Promise<void> {
  const nonce = game.getByTestId('nonce');
  await expect(nonce).toHaveText(/^\d+$/);
  const next = Number(await nonce.textContent()) + 1;
  await game.getByRole('combobox', { name: 'Stake' }).selectOption({ label: stake });
  await game.getByRole('button', { name: 'Roll dice' }).click();
  await expect(diceResult(game)).toBeVisible();
  await expect(nonce).toHaveText(String(next));
}
