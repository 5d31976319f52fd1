import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test, visitorIp } from '../support/fixtures';
import { loginAsDemoPlayer } from '../identity/support';

// The game pages as the game popup's iframe shows them, opened with real game tokens from
// the launch endpoint (POST /wps/relay/GCS_gameLaunchFB) for the seeded demo_player, whose
// wallet holds R$ 10.000,00. One login for the whole file; every test then launches its
// game with that member token.

test.describe.configure({ mode: 'serial' });

let memberToken = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({
    extraHTTPHeaders: { 'x-forwarded-for': visitorIp('in-house games login') },
  });
  // Other journeys (the accessibility checks run first) log demo_player in from other
  // addresses: the new-location check is off for this login, as loginAsDemoPlayer does.
  memberToken = await loginAsDemoPlayer(page);
  expect(memberToken).not.toBe('');
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('hisLang', 'en');
  });
});

/** The URL the launch answers for a catalogue game (in-house or third-party). */
async function launch(
  request: APIRequestContext,
  find: { gameType: string; vassalage?: string; gameCode?: string },
): Promise<string> {
  const headers = { authorization: memberToken, 'accept-language': 'en' };
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers,
    params: {
      gameType: find.gameType,
      pageSize: '50',
      ...(find.vassalage ? { vassalage: find.vassalage } : {}),
    },
  });
  const games = (await list.json()).value.games as {
    nodeId: number;
    gameCode: string;
    isGame: string;
  }[];
  const game = games.find(
    (g) => g.isGame === 'GAME' && (!find.gameCode || g.gameCode === find.gameCode),
  );
  expect(game, JSON.stringify(find)).toBeTruthy();
  const launched = await request.post('/wps/relay/GCS_gameLaunchFB', {
    headers,
    data: { nodeId: game!.nodeId, demo: false },
  });
  const body = await launched.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, value: { demo: false } });
  expect(body.value.url).toMatch(/^\/games\/(bgs|sandbox)\/.+\?token=/);
  return body.value.url as string;
}

/**
 * Opens a game page inside an iframe of a site page, as the game popup does, and records
 * the messages the game posts to its parent.
 */
async function inFrame(page: Page, url: string): Promise<FrameLocator> {
  await page.goto('/help');
  await page.evaluate((src) => {
    const w = window as unknown as { gameMessages: unknown[] };
    w.gameMessages = [];
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin) w.gameMessages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'game';
    frame.style.cssText =
      'position:fixed;inset:0;width:100vw;height:100vh;z-index:1000;border:0;background:#000';
    document.body.append(frame);
  }, url);
  return page.frameLocator('iframe[title="game"]');
}

const balanceOf = (root: Page | FrameLocator): Locator =>
  root.getByRole('status', { name: 'Balance' });
const historyRows = (root: Page | FrameLocator) => root.getByTestId('history-row');

test('dice: a round moves the balance, shows in the history and verifies in the browser', async ({
  page,
  request,
}) => {
  await page.goto(
    await launch(request, { gameType: 'INHOUSE', vassalage: 'BGS', gameCode: 'dice' }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
  const balance = balanceOf(page);
  await expect(balance).toHaveText(/^R\$[\d,]+\.\d{2}$/);
  const before = (await balance.textContent()) ?? '';
  await expect(page.getByText('No rounds yet.')).toBeVisible();
  const hash = (await page.getByTestId('server-seed-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  // The target by keyboard, and over/under.
  const slider = page.getByRole('slider', { name: 'Target' });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('spinbutton', { name: /Target/ })).toHaveValue('49.99');
  await page.getByRole('radio', { name: 'Over' }).check();
  await expect(page.getByRole('spinbutton', { name: /Target/ })).toHaveValue('50');
  await page.getByRole('combobox', { name: 'Stake' }).selectOption({ label: 'R$1.00' });
  await page.getByRole('button', { name: 'Roll dice' }).click();

  await expect(page.getByText(/^Rolled \d+\.\d{2}: you (win|lose)/)).toBeVisible();
  await expect(balance).not.toHaveText(before);
  await expect(historyRows(page)).toHaveCount(1);
  const row = historyRows(page).first();
  await expect(row.getByRole('cell').nth(1)).toHaveText('R$1.00');
  await expect(row.getByRole('cell').nth(3)).toHaveText(before);
  await expect(row.getByRole('cell').nth(4)).toHaveText((await balance.textContent()) ?? '');
  await expect(page.getByTestId('nonce')).toHaveText('1');

  // Before rotation the server seed is secret: nothing to verify yet.
  await page.getByRole('button', { name: 'Verify round 0' }).click();
  await expect(page.getByText(/still secret/)).toBeVisible();
  await page.getByRole('button', { name: 'Close verification' }).click();

  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByTestId('revealed-server-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hash);
  await expect(page.getByTestId('nonce')).toHaveText('0');
  await page.getByRole('button', { name: 'Verify round 0' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Match:/ })).toBeVisible();
});

test('slot: a spin shows the reels, the history, and tells the site to refresh the balance', async ({
  page,
  request,
}) => {
  const game = await inFrame(
    page,
    await launch(request, { gameType: 'INHOUSE', gameCode: 'slot' }),
  );
  await expect(game.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(game.getByRole('table', { name: 'Reels' }).getByRole('cell')).toHaveCount(15);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByText(/^(No win this spin\.|Win: R\$)/)).toBeVisible();
  await expect(historyRows(game)).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages),
    )
    .toContainEqual(expect.objectContaining({ type: 'openlobby:balance' }));
});

test('mines: reveal a safe tile and cash out at the current multiplier', async ({
  page,
  request,
}) => {
  await page.goto(await launch(request, { gameType: 'INHOUSE', gameCode: 'mines' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Mines' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Mines' }).selectOption('1');
  const board = page.getByRole('group', { name: 'Mines board' });
  await expect(board.getByRole('button')).toHaveCount(25);
  let rounds = 0;
  // One mine in 25: a first reveal loses 4 % of the time; then play another round.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByRole('button', { name: 'Bet' }).click();
    rounds += 1;
    await expect(page.getByText('Pick a tile, or cash out.')).toBeVisible();
    await board.getByRole('button', { name: 'Tile 13', exact: true }).click();
    // The prompt already reads "Pick a tile" before the reveal answers; wait for the tile itself.
    const revealed = board.getByRole('button', { name: /^Tile 13, (safe|mine)$/ });
    await expect(revealed).toBeVisible();
    if ((await revealed.getAttribute('aria-label'))?.endsWith('safe')) break;
    await expect(page.getByText('Boom! You hit a mine.')).toBeVisible();
  }
  await expect(board.getByRole('button', { name: 'Tile 13, safe' })).toBeVisible();
  await page.getByRole('button', { name: /^Cash out R\$/ }).click();
  await expect(page.getByText(/^Cashed out R\$1\.03\.$/)).toBeVisible();
  await expect(historyRows(page)).toHaveCount(rounds);
  await expect(historyRows(page).first().getByRole('cell').nth(2)).toHaveText('R$1.03');
});

test('sandbox: a third-party game plays a round through the seamless wallet', async ({
  page,
  request,
}) => {
  const url = await launch(request, { gameType: 'RNG', vassalage: 'PG' });
  expect(url).toMatch(/^\/games\/sandbox\/PG\//);
  const game = await inFrame(page, url);
  await expect(game.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(game.getByText('PG', { exact: true })).toBeVisible();
  await expect(
    game.getByRole('list', { name: 'Wheel multipliers' }).getByRole('listitem'),
  ).toHaveCount(8);
  const balance = balanceOf(game);
  const before = (await balance.textContent()) ?? '';
  await game.getByRole('button', { name: 'Play' }).click();
  await expect(game.getByText(/^Landed on [\d.]+×/)).toBeVisible();
  await expect(historyRows(game)).toHaveCount(1);
  await expect(historyRows(game).first().getByRole('cell').nth(3)).toHaveText(before);
  await expect(historyRows(game).first().getByRole('cell').nth(4)).toHaveText(
    (await balance.textContent()) ?? '',
  );
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages),
    )
    .toContainEqual(expect.objectContaining({ type: 'openlobby:balance' }));
});

test('a demo plays with play money', async ({ page }) => {
  await page.goto('/games/bgs/dice?demo=1');
  await expect(page.getByText('Demo — play money')).toBeVisible();
  await expect(balanceOf(page)).toHaveText('R$1,000.00');
  await page.getByRole('button', { name: 'Roll dice' }).click();
  await expect(historyRows(page)).toHaveCount(1);
  await expect(balanceOf(page)).not.toHaveText('R$1,000.00');
});
