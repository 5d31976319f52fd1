import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import { loginAsDemoPlayer } from '../identity/support';

// The raffle (issue 18 item 3, ADR 039): the operator creates a raffle counting the last
// week's valid bets; the seeded demo_player, whose demo week of rounds are its bets, opens
// it on /promotions, joins (MCS2_claimRafflePromotion) and sees its tickets; a second join
// is refused in its language. The seeded drawn raffle shows its winners, the revealed seed,
// its committed hash and how to verify, and the Verify button recomputes the draw in the
// browser. Nothing is faked.

const DAY = 86_400_000;

test('demo_player joins a raffle on /promotions, sees its tickets, and verifies a drawn raffle', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const title = `Raffle ${code}`;
  const created = await operator(
    'raffle',
    'create',
    '--code',
    code,
    '--title-en',
    title,
    '--title-pt',
    `Sorteio ${code}`,
    '--starts',
    new Date(Date.now() - 7 * DAY).toISOString(),
    '--ends',
    new Date(Date.now() + DAY).toISOString(),
    '--bet-per-ticket',
    '100',
    '--prizes',
    '10000,5000',
  );
  expect(created).toContain('(secret until drawn)');

  await loginAsDemoPlayer(page);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 2, name: 'Raffles' })).toBeVisible();

  const raffle = page.getByRole('article', { name: title });
  await expect(raffle.getByText('Open', { exact: true })).toBeVisible();
  await expect(raffle.getByText('1 ticket per R$1.00 of valid bets')).toBeVisible();
  await expect(raffle.getByText('You have not joined yet.')).toBeVisible();
  await raffle.getByRole('button', { name: 'Join the raffle' }).click();
  await expect(raffle.getByRole('status')).toHaveText(
    'You are in. The period’s bets and deposits count as tickets.',
  );
  await expect(raffle.getByRole('button', { name: 'Join the raffle' })).toHaveCount(0);
  // demo_player's week of rounds: at least R$ 2 a round, so tickets were earned.
  await expect(raffle).toContainText(/My tickets\s*[1-9]\d*/);
  const held = /My tickets\s*(\d+)/.exec((await raffle.textContent()) ?? '');
  expect(Number(held?.[1])).toBeGreaterThan(0);

  // The seeded running raffle: demo_player is already in and holds tickets.
  const weekly = page.getByRole('article', { name: 'Weekly raffle: R$ 500 in prizes' });
  await expect(weekly).toContainText(/My tickets\s*[1-9]\d*/);
  await expect(weekly.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(weekly.getByText('The seed is revealed after the draw.')).toBeVisible();

  // The seeded drawn raffle: winners, seed and hash, the ticket list and how to verify.
  const drawn = page.getByRole('article', { name: 'Last week’s raffle' });
  await expect(drawn.getByText('Drawn', { exact: true })).toBeVisible();
  const winners = drawn.getByRole('list', { name: 'Winners' });
  await expect(winners.getByRole('listitem').first()).toContainText(
    /Prize 1: .+, ticket #\d+, R\$200\.00/,
  );
  await expect(drawn.getByText('Revealed seed')).toBeVisible();
  await expect(drawn.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2); // the hash and the seed
  await expect(
    drawn.getByText(/^Check it: the seed’s SHA-256 is the published hash/),
  ).toBeVisible();
  await drawn.getByText('Ticket list').click();
  await expect(drawn.getByText(/(\d+ tickets from|1 ticket,) #0$/)).toBeVisible();
  await drawn.getByRole('button', { name: 'Verify the draw' }).click();
  await expect(drawn.getByRole('status')).toHaveText(
    'Verified: the seed matches its hash and the recomputed winners are the same.',
  );

  // The operator sees the same results.
  const shown = await operator('raffle', 'list');
  expect(shown).toContain('LAST_WEEK_RAFFLE');
  expect(shown).toMatch(new RegExp(`${code}\\s+open`));
});
