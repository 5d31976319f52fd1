import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, visitorIp } from '../support/fixtures';
import { operator } from '../support/operator';
import {
  loginPopup,
  openInEnglish,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from '../identity/support';
import { minorOf } from '../member-centre/support';

// The agent's journey of issue 13 ("Done means", end to end): demo_agent logs in at
// /agentHome and lands in the agent centre; registers a downline and funds it; the downline
// plays an in-house round; the team overview and the user-loss report show its valid bet;
// the agent offers a contract, the downline accepts it in its contract modal; a settlement
// pays the bill, and the agent's bills and income show it.
//
// The kind is the real-time salary (5-minute UTC periods, ADR 023): its period ends during
// the test, so the settlement runs on a finished period of real play, with nothing dated by
// hand. Of its types, `single_bet` pays on stakes, not on the round's luck, so the amounts
// are known: a R$10.00 bet at 0.5 % earns the downline R$0.05, and the agent, at 1 % on the
// platform's contract, keeps the rest of its gross (R9: the chain costs exactly the top
// gross).
//
// Relies on:
// - `npm run operator -- agent contract set --agent demo_agent --kind realtime --tiers 0:100
//   --realtime-type single_bet --single-bet 100` (tiers `minValidBet:rate`, minor units and
//   basis points; the single bet in minor units) sets the platform's top-level contract.
// - `npm run operator -- agent settle --kind realtime --period R:YYYY-MM-DDTHH:MM` settles
//   one ended period and prints its key; a second run prints "Paid nothing" (the scheduler
//   settles a slot only a minute after it ends, long after the test's own run).
// - demo_agent (Agent#2026, payment password 246810) may register members (allowSubAgents
//   or not), and its new downline can log in at once without a new-location check.
// - The agent routes of packages/contract/src/agent/paths.ts answering as its schemas say.

const agent = { username: 'demo_agent', password: 'Agent#2026', paymentPassword: '246810' };
const SLOT_MS = 5 * 60_000;

/** The real-time period key of an instant: `R:2026-11-24T13:05` (UTC, 5-minute slots). */
function slotKey(ms: number): string {
  return `R:${new Date(Math.floor(ms / SLOT_MS) * SLOT_MS).toISOString().slice(0, 16)}`;
}

/**
 * Waits, if it must, for the next slot, so that at least `marginMs` remain in the current
 * one: the round and the reports read around it then fall in one slot and one UTC day.
 */
async function roomInSlot(page: Page, marginMs: number): Promise<void> {
  const left = SLOT_MS - (Date.now() % SLOT_MS);
  if (left < marginMs) await page.waitForTimeout(left + 1_000);
}

function agentCentre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Agent centre' });
}

async function openView(page: Page, name: string): Promise<Locator> {
  const centre = agentCentre(page);
  await centre
    .getByRole('navigation', { name: 'Agent centre menu' })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(centre.getByRole('heading', { level: 2, name })).toBeVisible();
  return centre;
}

/**
 * Opens a report view afresh and waits for its answer: a view fetches its figures when it
 * opens (a view already open does not), so the agent goes through another view first, as a
 * person would to see fresh figures.
 */
async function openFresh(page: Page, name: string, path: string): Promise<Locator> {
  await openView(page, 'Announcements');
  const [, centre] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.ok()),
    openView(page, name),
  ]);
  return centre;
}

/** Today's team valid bet as the overview shows it, in centavos. */
async function teamValidBet(page: Page): Promise<number> {
  const centre = await openFresh(page, 'Team overview', '/wps/agent/team/overview?period=today');
  await expect(
    centre.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const figure = centre
    .getByLabel('Team figures')
    .locator('div')
    .filter({ has: page.getByText('Valid bets', { exact: true }) })
    .getByRole('definition');
  await expect(figure).toHaveText(/R\$/);
  return minorOf((await figure.textContent()) ?? '');
}

/** Today's salary as my income shows it, in centavos (nothing yet: 0). */
async function todaysSalary(page: Page): Promise<number> {
  const centre = await openFresh(page, 'My income', '/wps/agent/reports/income?period=today');
  const table = centre.getByRole('table', { name: 'My income' });
  const nothing = centre.getByText('Nothing in this period.');
  await expect(table.or(nothing)).toBeVisible();
  if (await nothing.isVisible()) return 0;
  const today = new Date().toISOString().slice(0, 10);
  // Columns: day, salary, dividend, transfers in, transfers out.
  const salary = table.getByRole('row').filter({ hasText: today }).getByRole('cell').nth(1);
  await expect(salary).toHaveText(/R\$/);
  return minorOf((await salary.textContent()) ?? '');
}

/** A real game URL for the dice, launched with the member's token as the site does. */
async function launchDice(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: token, 'accept-language': 'en' };
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers,
    params: { gameType: 'INHOUSE', vassalage: 'BGS', pageSize: '50' },
  });
  const games = (await list.json()).value.games as { nodeId: number; gameCode: string }[];
  const dice = games.find((g) => g.gameCode === 'dice');
  expect(dice).toBeTruthy();
  const launched = await request.post('/wps/relay/GCS_gameLaunchFB', {
    headers,
    data: { nodeId: dice!.nodeId, demo: false },
  });
  const body = await launched.json();
  expect(body, JSON.stringify(body)).toMatchObject({ success: true, value: { demo: false } });
  return body.value.url as string;
}

test('an agent grows a team, offers a contract, and a settlement pays the bill once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(10 * 60_000);
  const downline = uniqueUsername('dl');

  await test.step('the platform gives demo_agent a real-time salary contract', async () => {
    await operator(
      'agent',
      'contract',
      'set',
      '--agent',
      agent.username,
      '--kind',
      'realtime',
      '--tiers',
      '0:100',
      '--realtime-type',
      'single_bet',
      '--single-bet',
      '100',
    );
  });

  await test.step('the agent logs in at /agentHome and lands in the agent centre', async () => {
    await openInEnglish(page, '/agentHome');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
    // The header has its own login form; the agent login is the page's.
    const login = page.getByRole('main');
    await login.getByRole('textbox', { name: 'Username' }).fill(agent.username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(agent.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(agentCentre(page)).toBeVisible();
    await expect(agentCentre(page).getByRole('heading', { name: 'Announcements' })).toBeVisible();
  });

  await test.step('the agent registers a downline in registerCenter', async () => {
    const centre = await openView(page, 'Register a downline');
    await centre.getByRole('textbox', { name: 'Username' }).fill(downline);
    await centre.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
    await centre.getByRole('textbox', { name: 'Confirm password' }).fill(strongPassword);
    const asMember = centre.getByRole('radio', { name: 'Member' });
    if (await asMember.count()) await asMember.check();
    await centre.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(centre.getByRole('status')).toHaveText(`${downline} is registered in your team.`);
    await expect(centre.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  });

  await test.step('the agent funds the downline with a transfer', async () => {
    const centre = await openView(page, 'Downline management');
    await centre.getByRole('searchbox', { name: 'Search account' }).fill(downline);
    await centre.getByRole('button', { name: 'Search', exact: true }).click();
    await centre.getByRole('button', { name: `Details of ${downline}` }).click();
    const details = centre.getByRole('region', { name: `Details of ${downline}` });
    await details.getByRole('button', { name: 'Transfer', exact: true }).click();
    const form = details.getByRole('form', { name: `Transfer to ${downline}` });
    await form.getByRole('textbox', { name: 'Amount' }).fill('50');
    await form.getByLabel('Payment password').fill(agent.paymentPassword);
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByRole('status')).toContainText(`R$50.00 sent to ${downline}.`);
  });

  await test.step('the agent offers a real-time salary below its own rate', async () => {
    const details = agentCentre(page).getByRole('region', { name: `Details of ${downline}` });
    await details.getByRole('button', { name: 'Offer a contract' }).click();
    const form = details.getByRole('form', { name: `Offer a contract to ${downline}` });
    await form
      .getByRole('combobox', { name: 'Contract kind' })
      .selectOption({ label: 'Real-time salary' });
    await form.getByRole('textbox', { name: 'Tier 1: rate (%)' }).fill('0.5');
    await form
      .getByRole('combobox', { name: 'Real-time salary type' })
      .selectOption({ label: 'Single bet amount' });
    await form.getByRole('textbox', { name: 'Single bet amount' }).fill('1');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Offer sent: it waits for ${downline}’s answer.`,
    );
  });

  const downlineContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': visitorIp(`agent centre downline ${downline}`) },
  });
  const player = await downlineContext.newPage();

  await test.step('the downline logs in and accepts the offer in its contract modal', async () => {
    await openInEnglish(player, '/login');
    const popup = loginPopup(player);
    await popup.getByRole('textbox', { name: 'Username' }).fill(downline);
    await popup.getByRole('textbox', { name: 'Password', exact: true }).fill(strongPassword);
    await popup.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(player);
    await expect(player.getByRole('banner')).toContainText(downline);
    const modal = player.getByRole('dialog', { name: 'Contract request' });
    await expect(modal).toContainText(`${agent.username} offers you a Real-time salary contract.`);
    await expect(modal.getByRole('table', { name: 'Real-time salary' })).toContainText('0.5%');
    await modal.getByRole('button', { name: 'Accept' }).click();
    await expect(modal).toBeHidden();
  });

  let period = '';
  let validBetBefore = 0;
  await test.step('the downline plays a R$10.00 dice round', async () => {
    // The overview before, the round and the reports after fall in one slot (and one UTC
    // day): this step and the next take about 15 s.
    await roomInSlot(player, 45_000);
    period = slotKey(Date.now());
    validBetBefore = await teamValidBet(page);
    const token = (await player.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    await player.goto(await launchDice(request, token));
    await expect(player.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
    await player.getByRole('combobox', { name: 'Stake' }).selectOption({ label: 'R$10.00' });
    await player.getByRole('button', { name: 'Roll dice' }).click();
    await expect(player.getByText(/^Rolled \d+\.\d{2}: you (win|lose)/)).toBeVisible();
    expect(slotKey(Date.now())).toBe(period);
  });

  await test.step('the team overview and the user-loss report show the bet', async () => {
    await expect.poll(() => teamValidBet(page)).toBe(validBetBefore + 1_000);
    const centre = await openView(page, 'User loss');
    await centre.getByRole('searchbox', { name: 'Search account' }).fill(downline);
    await centre.getByRole('button', { name: 'Search', exact: true }).click();
    const row = centre.getByRole('row').filter({ hasText: downline });
    await expect(row).toHaveCount(1);
    // Columns: account, level, valid bet, payout, bonus, profit and loss.
    await expect(row.getByRole('cell').nth(2)).toHaveText('R$10.00');
    expect(slotKey(Date.now())).toBe(period);
  });

  await test.step('a settlement of the ended period pays the bill', async () => {
    // The one fixed wait: the period must end before it can be settled.
    const periodEnd = Date.parse(`${period.slice(2)}:00.000Z`) + SLOT_MS;
    await page.waitForTimeout(Math.max(0, periodEnd - Date.now()) + 2_000);
    const salaryBefore = await todaysSalary(page);
    const printed = await operator('agent', 'settle', '--kind', 'realtime', '--period', period);
    expect(printed).toContain(period);
    // A second run pays nothing: each bill is paid once.
    const rerun = await operator('agent', 'settle', '--kind', 'realtime', '--period', period);
    expect(rerun).toContain('Paid nothing');

    const centre = await openView(page, 'Real-time salary');
    await expect(centre.getByRole('table', { name: 'Tiers of my contract' })).toContainText('1%');
    const bill = centre
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: period }) });
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

  await downlineContext.close();
});

test('a visitor at /agentHome gets the agent login, and a member is told it is for agents', async ({
  page,
}) => {
  await openInEnglish(page, '/agentHome');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
  const login = page.getByRole('main');
  await login.getByRole('textbox', { name: 'Username' }).fill('demo_player');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Player#2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await expect(login.getByRole('alert')).toHaveText('Non-agents cannot log in');
  // Still a visitor: no session, no agent centre.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
  await expect(agentCentre(page)).toBeHidden();
});
