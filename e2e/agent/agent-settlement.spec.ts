import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import { openInEnglish } from '../identity/support';
import { minorOf } from '../member-centre/support';
import { agentLogsIn, continueJourney, openView, SLOT_MS, todaysSalary } from './support';

// The end of the agent's journey (issue 13, "Done means"): agent-centre.spec.ts left a
// downline that accepted a real-time salary contract and played a R$10.00 round in one
// 5-minute period. This spec runs after the rest of the suite (playwright.config.ts,
// project "after the site"), so that period has ended without the suite waiting for it:
// a settlement pays the bill once, and the agent's bills and income show it. It runs on
// the server the journey was played on (each worker has its own: support/server.ts), which
// it names.

let period: string;
// Before the test's fixtures: its page and requests then go to the journey's server.
test.beforeAll(() => {
  ({ period } = continueJourney());
});

test('a settlement of the journey’s ended period pays the bill once, and my income shows it', async ({
  page,
}) => {
  test.setTimeout(7 * 60_000);
  await openInEnglish(page, '/agentHome');
  await agentLogsIn(page);
  // The rest of the suite ran meanwhile; only if it was quick is there a wait left.
  const periodEnd = Date.parse(`${period.slice(2)}:00.000Z`) + SLOT_MS;
  await page.waitForTimeout(Math.max(0, periodEnd - Date.now() + 1_000));
  const salaryBefore = await todaysSalary(page);
  const printed = await operator('agent', 'settle', '--kind', 'realtime', '--period', period);
  expect(printed).toContain(period);
  // A second run pays nothing: each bill is paid once.
  const rerun = await operator('agent', 'settle', '--kind', 'realtime', '--period', period);
  expect(rerun).toContain('Paid nothing');

  const centre = await openView(page, 'Real-time salary');
  await expect(centre.getByRole('table', { name: 'Tiers of my contract' })).toContainText('1%');
  // The bill's row reads its 5-minute slot in UTC: `2026-11-24 13:05–13:10`.
  const slot = `${period.slice(2, 12)} ${period.slice(13, 18)}–${new Date(periodEnd).toISOString().slice(11, 16)}`;
  const bill = centre
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: slot, exact: true }) });
  await expect(bill).toHaveCount(1);
  // Columns after the period: valid bet, active members, rate, gross, downlines' share,
  // paid, status, reason.
  const cells = bill.getByRole('cell');
  await expect(cells.nth(6)).toHaveText('Issued');
  const amount = async (n: number) => minorOf((await cells.nth(n).textContent()) ?? '');
  // The period may hold the seeded team's last play too (the demo seed dates it up to two
  // minutes before the server started), so the agent's gross is 1 % of at least R$10.00;
  // the downline's share is exactly its 0.5 % of its own R$10.00, and the agent is paid
  // the rest: the chain costs exactly the top gross (R9).
  expect(await amount(0)).toBeGreaterThanOrEqual(1_000);
  const gross = await amount(3);
  expect(gross).toBeGreaterThanOrEqual(10);
  await expect(cells.nth(4)).toHaveText('R$0.05');
  const paid = await amount(5);
  expect(paid).toBe(gross - 5);

  // My income counts what was paid. The scheduler may pay another of the demo team's
  // bills (an hour's salary) in the same seconds, hence at least.
  expect(await todaysSalary(page)).toBeGreaterThanOrEqual(salaryBefore + paid);
});
