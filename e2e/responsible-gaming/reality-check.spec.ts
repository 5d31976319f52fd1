import { expect, test, visitorIp } from '../support/fixtures';
import { diceResult, gameButton, gamePopup, rollDice } from '../games/support';
import { loginAsDemoPlayer } from '../identity/support';

// C3 (issue 17, ADR 033): the member sets a one-minute reality check (the server's test
// setting, REALITY_CHECK_TEST_INTERVAL, on in playwright.config.ts) from the game's session
// bar, plays an in-house game, and a minute later the check stops play with the session's
// figures until Continue; then play goes on.

test.use({ extraHTTPHeaders: { 'x-forwarded-for': visitorIp('reality check') } });

test('a one-minute reality check stops play in a game until the member continues', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // demo_player may have logged in from another address in an earlier journey: the helper
  // keeps the new-IP check out of the way.
  await loginAsDemoPlayer(page);

  await page.goto('/inHouse');
  await gameButton(page, 'Dice').click();
  const game = gamePopup(page, 'Dice');
  await expect(game).toBeVisible();

  // The session bar: the clock since login and the net position, and the setting.
  const bar = game.getByRole('region', { name: 'Play session' });
  await expect(bar.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(bar.getByRole('status', { name: 'Session net' })).toHaveText('R$0.00');
  await bar.getByRole('button', { name: 'Reality check' }).click();
  const setting = page.getByRole('dialog', { name: 'Reality check' });
  await setting.getByRole('radio', { name: '1 minute' }).check();
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByText('Saved.')).toBeVisible();
  const chosenAt = Date.now();
  await setting.getByRole('button', { name: 'Close' }).click();
  await expect(setting).toBeHidden();

  // One round of dice: R$1.00 staked.
  const frame = game.frameLocator('iframe[title="Dice"]');
  await rollDice(frame, 'R$1.00');
  const won = (await diceResult(frame).textContent())?.includes('you win') ?? false;

  // A minute after choosing it the server holds the check due, and it stops play with the
  // session's figures.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const state = async () =>
    (
      await (
        await page.request.get('/wps/play-session', {
          headers: { authorization: token ?? '', 'accept-language': 'en' },
        })
      ).json()
    ).value;
  await expect
    .poll(async () => (await state()).realityCheck.due, { timeout: 90_000, intervals: [5_000] })
    .toBe(true);
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - chosenAt).toBeGreaterThan(55_000);
  await expect(check).toContainText('Time played');
  const figure = (term: string) => check.locator('dt', { hasText: term }).locator('+ dd');
  await expect(figure('Staked')).toHaveText('R$1.00');
  if (!won) {
    await expect(figure('Winnings')).toHaveText('R$0.00');
    await expect(figure('Net position')).toHaveText('-R$1.00');
  }
  // Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();

  // The server refuses a stake meanwhile, whatever the page does.
  await frame
    .getByRole('button', { name: 'Roll dice' })
    .click({ force: true })
    .catch(() => {});
  expect((await state()).stakes).toBe(100);

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();

  // Play goes on: a second round.
  await frame.getByRole('button', { name: 'Roll dice' }).click();
  // The server counts it (the game's history also lists demo_player's earlier rounds).
  await expect.poll(async () => (await state()).stakes).toBe(200);
  await expect(bar.getByRole('status', { name: 'Session net' })).not.toHaveText('');

  // Off again, so the journeys after this one play demo_player without a check.
  await bar.getByRole('button', { name: 'Reality check' }).click();
  await setting.getByRole('radio', { name: 'Off' }).check();
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByText('Saved.')).toBeVisible();
});
