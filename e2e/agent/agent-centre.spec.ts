import { diceUrl, rollDice } from '../games/support';
import { expect, test, visitorIp } from '../support/fixtures';
import { operator } from '../support/operator';
import {
  loginPopup,
  openInEnglish,
  solveSlider,
  strongPassword,
  uniqueUsername,
} from '../identity/support';
import {
  agent,
  agentCentre,
  agentLogsIn,
  forgetJourney,
  openView,
  roomInSlot,
  slotKey,
  teamValidBet,
  writeJourney,
} from './support';

// The agent's journey of issue 13 ("Done means", end to end): demo_agent logs in at
// /agentHome and lands in the agent centre; registers a downline and funds it; the downline
// plays an in-house round; the team overview and the user-loss report show its valid bet;
// the agent offers a contract, the downline accepts it in its contract modal. The
// settlement that pays the bill, and the agent's bills and income showing it, are in
// agent-settlement.spec.ts, which runs after the rest of the suite.
//
// The kind is the real-time salary (5-minute UTC periods, ADR 023): its period ends while
// the rest of the suite runs, so the settlement runs on a finished period of real play,
// with nothing dated by hand and no wait. Of its types, `single_bet` pays on stakes, not on the round's luck, so the amounts
// are known: a R$10.00 bet at 0.5 % earns the downline R$0.05, and the agent, at 1 % on the
// platform's contract, keeps the rest of its gross (R9: the chain costs exactly the top
// gross).
//
// Relies on:
// - `npm run operator -- agent contract set --agent demo_agent --kind realtime --tiers 0:100
//   --realtime-type single_bet --single-bet 100` (tiers `minValidBet:rate`, minor units and
//   basis points; the single bet in minor units) sets the platform's top-level contract.
// - `npm run operator -- agent settle --kind realtime --period R:YYYY-MM-DDTHH:MM` settles
//   one ended period and prints its key; a second run prints "Paid nothing" (the e2e
//   server runs no scheduler: AGENT_SETTLEMENT_INTERVAL_MS is 0 in playwright.config.ts).
// - demo_agent (Agent#2026, payment password 246810) may register members (allowSubAgents
//   or not), and its new downline can log in at once without a new-location check.
// - The agent routes of packages/contract/src/agent/paths.ts answering as its schemas say.

test('an agent grows a team, offers a contract its downline accepts, and the reports show its bet', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(10 * 60_000);
  forgetJourney();
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
    await agentLogsIn(page);
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
    await player.goto(await diceUrl(request, token));
    await expect(player.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
    await rollDice(player, 'R$10.00');
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

  // The period ends during the rest of the suite; agent-settlement.spec.ts settles it.
  writeJourney({ period, downline });
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
