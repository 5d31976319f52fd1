import { expect, test } from '../support/fixtures';
import { loginAsDemoPlayer } from '../identity/support';
import { headerBalance, memberCentre, minorOf } from '../member-centre/support';

// Red envelopes (issue 18, ADR 038): demo_player sees the seeded round open on the home
// page, follows the notice to the member centre's view, opens the envelope (reduced motion:
// no animation), sees the amount and the header balance grow by it, and is told a second
// open is not possible. The money moves through the ledger; nothing is faked.

test.use({ reducedMotion: 'reduce' });

test('demo_player opens the round’s red envelope once and sees the balance grow', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsDemoPlayer(page);
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Red envelope' });
  await expect(notice).toContainText('A red envelope is waiting for you: Welcome red envelope');
  const before = await headerBalance(page);

  await notice.getByRole('button', { name: 'Open red envelope' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { name: 'Welcome red envelope' })).toBeVisible();
  await expect(centre.getByText(/Each envelope holds R\$1\.00 to R\$20\.00\./)).toBeVisible();
  await centre.getByRole('button', { name: 'Open the envelope' }).click();

  const won = centre.getByText(/^You got R\$\d+\.\d{2}! It is in your balance now\.$/);
  await expect(won).toBeVisible();
  const amount = minorOf((await won.textContent()) ?? '');
  expect(amount).toBeGreaterThanOrEqual(100);
  expect(amount).toBeLessThanOrEqual(2000);
  await expect.poll(() => headerBalance(page)).toBe(before + amount);

  // One per round: the button is gone and the view says so.
  await expect(centre.getByRole('button', { name: 'Open the envelope' })).toHaveCount(0);
  await expect(
    centre.getByText(
      `You have opened this round’s envelope (R$${(amount / 100).toFixed(2)}). Only one can be opened per round.`,
    ),
  ).toBeVisible();

  // A second open, as a script would send it, is refused and moves nothing.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const current = await page.request.get('/wps/relay/RedEnvelope_current', {
    headers: { authorization: token!, 'accept-language': 'en' },
  });
  const roundId = (await current.json()).value.round.id as number;
  const again = await page.request.post('/wps/relay/RedEnvelope_open', {
    headers: { authorization: token!, 'accept-language': 'en' },
    data: { roundId },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe('RED_ENVELOPE_ALREADY_OPENED');
  await page.reload();
  expect(await headerBalance(page)).toBe(before + amount);
});
