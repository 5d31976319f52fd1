import {
  agentPaths,
  DEFAULT_AGENT_POLICY,
  type Downline,
  type DownlineDetail,
  type DownlinesValue,
  type IncomeValue,
  type Invite,
  type TeamBetsValue,
  type TeamOverview,
  type TeamTransactionsValue,
  type UserLossValue,
} from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { member as memberTable } from '../../db/schema';
import { agentCentreKit, type KitMember } from '../../test/agent-centre-kit';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { AGENT_PAY } from '../wallet/accounts';
import { post } from '../wallet/ledger';

describe.each(testDatabaseKinds())('the agent centre team and reports on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof agentCentreKit>;
  /** agent ─┬─ d1 (member), ─ s1 (sub-agent) ── m2 (member); other ── x. */
  let agent: KitMember, d1: KitMember, s1: KitMember, m2: KitMember;
  let other: KitMember, x: KitMember;

  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = agentCentreKit(app);
    agent = await kit.member({ agent: true, balance: 50_000 });
    d1 = await kit.member({ parent: agent, balance: 10_000 });
    s1 = await kit.member({ parent: agent, type: 2 });
    m2 = await kit.member({ parent: s1, balance: 10_000 });
    other = await kit.member({ agent: true });
    x = await kit.member({ parent: other, balance: 1_000 });
    await kit.play(d1.id, 1_000, 300);
    await kit.play(m2.id, 2_000);
    await kit.play(agent.id, 700, 5_000); // the agent's own play: not a team figure
    await kit.play(x.id, 500); // another agent's team
    await post(app.db, {
      idempotencyKey: `test-salary:${agent.id}`,
      kind: 'salary',
      memberId: agent.id,
      amount: 500,
      counterparty: AGENT_PAY,
    });
  });
  afterAll(async () => app?.close());

  const overview = async (who: KitMember, query = '') =>
    kit.value<TeamOverview>(await kit.get(who, `${agentPaths.teamOverview}${query}`));

  it('answers AGENT_ONLY to members and TRIAL_NOT_ALLOWED to trial players on agent calls', async () => {
    const trial = await kit.member({ type: 4 });
    const gets = [
      agentPaths.announcements,
      agentPaths.teamOverview,
      agentPaths.invite,
      agentPaths.downlines,
      agentPaths.downline.replace(':id', String(m2.id)),
      agentPaths.teamBets,
      agentPaths.userLoss,
      agentPaths.income,
      agentPaths.teamTransactions,
      `${agentPaths.bills}?kind=daily`,
    ];
    for (const url of gets) {
      expect(await kit.get(d1, url), url).toMatchObject({
        status: 403,
        body: { success: false, errorCode: 'AGENT_ONLY' },
      });
      expect((await kit.get(trial, url)).body.errorCode, url).toBe('TRIAL_NOT_ALLOWED');
    }
    const before = await kit.counts();
    const register = await kit.encrypted(d1, 'PUT', agentPaths.registerDownline, {
      username: 'sneaky01',
      password: 'Agent#Downline2026',
      confirmPassword: 'Agent#Downline2026',
    });
    expect(register.body.errorCode).toBe('AGENT_ONLY');
    const [row] = await app.db
      .select()
      .from(memberTable)
      .where(eq(memberTable.accountKey, 'sneaky01'));
    expect(row).toBeUndefined();
    expect(await kit.counts()).toEqual(before);
    const anonymous = await app.inject({ url: agentPaths.teamOverview });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows the team's figures for today, the downlines' play but not the agent's", async () => {
    const today = await overview(agent);
    expect(today).toMatchObject({
      directMembers: 2,
      teamMembers: 3,
      newRegistrations: 3,
      firstDeposits: 2,
      activeMembers: 2,
      deposits: 20_000,
      withdrawals: 0,
      validBet: 3_000,
      payout: 300,
      bonus: 0,
      profitLoss: -2_700,
      teamBalance: 9_300 + 8_000,
    });
    expect(today.from).toBe(today.to);
    const yesterday = await overview(agent, '?period=yesterday');
    expect(yesterday).toMatchObject({ teamMembers: 3, validBet: 0, newRegistrations: 0 });
    // The sub-agent's team is m2 alone.
    expect(await overview(s1, '?period=month')).toMatchObject({
      teamMembers: 1,
      validBet: 2_000,
      teamBalance: 8_000,
    });
  });

  it('refuses a period in the future, backwards or too long, and changes nothing', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      `?period=range&from=${future}&to=${future}`,
      '?period=range&from=2026-03-10&to=2026-03-01',
      '?period=range&from=2020-01-01&to=2020-12-31',
      '?period=range&from=2026-02-30&to=2026-03-01',
    ];
    for (const query of cases) {
      for (const path of [agentPaths.teamOverview, agentPaths.userLoss, agentPaths.teamBets]) {
        expect(await kit.get(agent, `${path}${query}`), query).toMatchObject({
          status: 400,
          body: { errorCode: 'REPORT_PERIOD_INVALID' },
        });
      }
    }
    expect((await kit.get(agent, `${agentPaths.teamOverview}?period=decade`)).status).toBe(400);
  });

  it('gives an agent without a code one invitation code, stored once', async () => {
    const first = kit.value<Invite>(await kit.get(s1, agentPaths.invite));
    expect(first.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.invitePath).toBe(`/register?referralCode=${first.affiliateCode}`);
    expect(first.allowSubAgents).toBe(true);
    const again = kit.value<Invite>(await kit.get(s1, agentPaths.invite));
    expect(again.affiliateCode).toBe(first.affiliateCode);
    const [row] = await app.db.select().from(memberTable).where(eq(memberTable.id, s1.id));
    expect(row!.affiliateCode).toBe(first.affiliateCode);
  });

  it('registers a member and a sub-agent under the agent; sub-agents only where allowed', async () => {
    const name = (p: string) => `${p}${Date.now().toString(36).slice(-6)}`;
    const body = (username: string, asAgent?: boolean) => ({
      username,
      password: 'Agent#Downline2026',
      confirmPassword: 'Agent#Downline2026',
      ...(asAgent === undefined ? {} : { asAgent }),
    });
    const sub = await kit.member({ agent: true });
    const memberName = name('mem');
    const created = kit.value<{ id: number; isAgent: boolean }>(
      await kit.encrypted(sub, 'PUT', agentPaths.registerDownline, body(memberName)),
    );
    expect(created.isAgent).toBe(false);
    const agentName = name('sub');
    const subAgent = kit.value<{ id: number; isAgent: boolean }>(
      await kit.encrypted(sub, 'PUT', agentPaths.registerDownline, body(agentName, true)),
    );
    expect(subAgent.isAgent).toBe(true);
    const list = kit.value<DownlinesValue>(await kit.get(sub, agentPaths.downlines));
    expect(list.content.map((d) => [d.account, d.level, d.parentAccount, d.isAgent])).toEqual(
      expect.arrayContaining([
        [memberName, 1, sub.account, false],
        [agentName, 1, sub.account, true],
      ]),
    );

    await app.settings.set('agentPolicy', { ...DEFAULT_AGENT_POLICY, allowSubAgents: false });
    try {
      const refusedName = name('nope');
      const refused = await kit.encrypted(sub, 'PUT', agentPaths.registerDownline, {
        ...body(refusedName, true),
      });
      expect(refused).toMatchObject({ status: 403, body: { errorCode: 'SUB_AGENT_NOT_ALLOWED' } });
      const rows = await app.db
        .select()
        .from(memberTable)
        .where(eq(memberTable.accountKey, refusedName));
      expect(rows).toEqual([]);
      const invite = kit.value<Invite>(await kit.get(sub, agentPaths.invite));
      expect(invite.allowSubAgents).toBe(false);
    } finally {
      await app.settings.set('agentPolicy', DEFAULT_AGENT_POLICY);
    }
  });

  it('lists the tree by level, parent and search, and refuses another agent’s downline', async () => {
    const list = async (query: string) =>
      kit.value<DownlinesValue>(await kit.get(agent, `${agentPaths.downlines}${query}`));
    const direct = await list('');
    expect(direct.content.map((d) => d.account).sort()).toEqual([d1.account, s1.account].sort());
    expect(direct.total).toBe(2);
    const byBalance = await list('?sort=balance');
    expect(byBalance.content[0]!.account).toBe(d1.account);
    const d1Row = byBalance.content[0]!;
    expect(d1Row).toMatchObject({ balance: 9_300, validBet: 1_000, level: 1 });
    const s1Row = direct.content.find((d) => d.id === s1.id)!;
    expect(s1Row).toMatchObject({ directCount: 1, isAgent: true, type: 2 });
    expect((await list('?level=2')).content.map((d) => d.account)).toEqual([m2.account]);
    expect((await list(`?parentId=${s1.id}`)).content.map((d) => d.account)).toEqual([m2.account]);
    const found = await list(`?search=${m2.account.toUpperCase()}`);
    expect(found.content.map((d: Downline) => [d.account, d.level])).toEqual([[m2.account, 2]]);
    expect((await list(`?search=${x.account}`)).content).toEqual([]);

    for (const url of [
      `${agentPaths.downlines}?parentId=${x.id}`,
      `${agentPaths.downlines}?parentId=${other.id}`,
      agentPaths.downline.replace(':id', String(x.id)),
      agentPaths.downline.replace(':id', String(agent.id)),
    ]) {
      expect(await kit.get(agent, url), url).toMatchObject({
        status: 404,
        body: { errorCode: 'NOT_IN_TEAM' },
      });
    }
  });

  it("shows a downline's details with its month's figures", async () => {
    const detail = kit.value<DownlineDetail>(
      await kit.get(agent, agentPaths.downline.replace(':id', String(s1.id))),
    );
    expect(detail).toMatchObject({ id: s1.id, level: 1, contractsHeld: [], requests: [] });
    // Its own play and its team's: m2's 2,000.
    expect(detail.overview).toMatchObject({ teamMembers: 1, validBet: 2_000, payout: 0 });
    const leaf = kit.value<DownlineDetail>(
      await kit.get(agent, agentPaths.downline.replace(':id', String(d1.id))),
    );
    expect(leaf.overview).toMatchObject({ teamMembers: 0, validBet: 1_000, payout: 300 });
  });

  it('reports team bets, user loss, transactions and income with totals over every row', async () => {
    const bets = kit.value<TeamBetsValue>(await kit.get(agent, agentPaths.teamBets));
    expect(
      bets.content.map((r) => [r.account, r.vendorCode, r.validBet, r.profitLoss]).sort(),
    ).toEqual(
      [
        [d1.account, 'BGS', 1_000, -700],
        [m2.account, 'BGS', 2_000, -2_000],
      ].sort(),
    );
    expect(bets.totals).toEqual({ betCount: 2, validBet: 3_000, payout: 300, profitLoss: -2_700 });
    const searched = kit.value<TeamBetsValue>(
      await kit.get(agent, `${agentPaths.teamBets}?search=${m2.account}`),
    );
    expect(searched.content.map((r) => r.account)).toEqual([m2.account]);
    expect(searched.totals['validBet']).toBe(2_000);

    const loss = kit.value<UserLossValue>(await kit.get(agent, agentPaths.userLoss));
    // Biggest loss first; profitLoss is the member's (positive = the member won).
    expect(loss.content.map((r) => [r.account, r.level, r.profitLoss])).toEqual([
      [m2.account, 2, -2_000],
      [d1.account, 1, -700],
    ]);
    expect(loss.totals).toEqual({ validBet: 3_000, payout: 300, bonus: 0, profitLoss: -2_700 });
    expect(loss).toMatchObject({ pageNum: 1, totalPages: 1 });

    const moves = kit.value<TeamTransactionsValue>(
      await kit.get(agent, agentPaths.teamTransactions),
    );
    expect(moves.content.map((r) => [r.account, r.deposit]).sort()).toEqual(
      [
        [d1.account, 10_000],
        [m2.account, 10_000],
      ].sort(),
    );
    expect(moves.totals).toMatchObject({ deposit: 20_000, withdrawal: 0 });

    const mine = kit.value<IncomeValue>(await kit.get(agent, `${agentPaths.income}?period=week`));
    expect(mine.content).toEqual([
      { day: mine.content[0]!.day, salary: 500, dividend: 0, transferIn: 0, transferOut: 0 },
    ]);
    expect(mine.totals).toEqual({ salary: 500, dividend: 0, transferIn: 0, transferOut: 0 });

    const empty = kit.value<UserLossValue>(await kit.get(agent, `${agentPaths.userLoss}?page=9`));
    expect(empty).toMatchObject({ content: [], pageNum: 9, totalPages: 1 });
  });

  it('shows agents the announcements the operator made for them, and no one else', async () => {
    const add = await app.inject({
      method: 'POST',
      url: '/operator/announcements',
      headers: operatorHeaders,
      payload: {
        type: 'AG',
        titlePt: 'Novas comissões',
        titleEn: 'New commissions',
        contentPt: '<p>Taxas novas</p>',
        contentEn: '<p>New rates</p>',
      },
    });
    expect(add.statusCode).toBe(200);
    const seen = kit.value<{ title: string; content: string }[]>(
      await kit.get(agent, agentPaths.announcements),
    );
    expect(seen.map((a) => [a.title, a.content])).toContainEqual([
      'New commissions',
      '<p>New rates</p>',
    ]);
    const publicList = await app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?language=en',
    });
    const titles = (publicList.json().value as { title: string }[]).map((a) => a.title);
    expect(titles).not.toContain('New commissions');
    const asked = await app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=AG' });
    expect(asked.statusCode).toBe(400);
  });
});
