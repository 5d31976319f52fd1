import { agentPaths, DEFAULT_AGENT_POLICY, MAX_AMOUNT, MAX_BALANCE } from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { memberSession } from '../../../db/schema';
import { buildTestApp, operatorHeaders } from '../../../test/build-test-app';
import { plainTerms, settlementKit, tiers } from '../../../test/settlement-kit';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { post, reconcileLedger } from '../../wallet';
import { DEMO_FUNDING } from '../../wallet/accounts';
import { settleDuePeriods } from '../index';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const at = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())('agent settlement (%s)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof settlementKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = settlementKit(app.db);
  });
  afterAll(async () => app?.close());

  const settle = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: agentPaths.operatorSettle,
      headers: operatorHeaders,
      payload: body,
    });
  const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });

  /** A top agent A with a contract of `kind`, its sub-agent B contracted by A, a member under each. */
  async function chain(contractKind: 'daily' | 'hourly', start: Date) {
    const a = await kit.member(null, 1);
    const b = await kit.member(a, 2);
    const underB = await kit.member(b);
    const underA = await kit.member(a);
    const top = await kit.contract(contractKind, null, a, plainTerms(200), start);
    const sub = await kit.contract(contractKind, a, b, plainTerms(100), start);
    return { a, b, underB, underA, top, sub };
  }

  it('daily: pays each agent its gross less its downline’s, once', async () => {
    const t = await chain('daily', day('2026-01-10'));
    await kit.play(t.underB, at('2026-01-10T10:00:00Z'), 100_000, 30_000);
    await kit.play(t.underA, at('2026-01-10T23:59:00Z'), 50_000);
    await kit.play(t.underA, at('2026-01-11T00:00:00Z'), 999_000); // the next day

    const first = await settle({ kind: 'daily', periodKey: 'D:2026-01-10' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value.periods).toEqual([
      {
        kind: 'daily',
        periodKey: 'D:2026-01-10',
        bills: 2,
        issued: 2,
        paid: 3_000,
        applying: 0,
        notReached: 0,
        failed: 0,
      },
    ]);
    // A: 2 % of 150,000 = 3,000, less B's 1 % of 100,000.
    expect(await kit.balance(t.a)).toBe(2_000);
    expect(await kit.balance(t.b)).toBe(1_000);
    const [bill] = await kit.bills({ contractId: t.top });
    expect(bill).toMatchObject({
      validBet: 150_000,
      profitLoss: -120_000,
      gross: 3_000,
      downlineGross: 1_000,
      payable: 2_000,
      status: 'issued',
      activeMembers: 2,
    });

    const again = await settle({ kind: 'daily', periodKey: 'D:2026-01-10' });
    expect(again.json().value.periods[0]).toMatchObject({ bills: 2, issued: 0, paid: 0 });
    expect(await kit.balance(t.a)).toBe(2_000);
  });

  it('hourly: the hour’s bets only, and the active-member condition', async () => {
    const t = await chain('hourly', day('2026-01-12'));
    await kit.play(t.underB, at('2026-01-12T13:20:00Z'), 40_000);
    await kit.play(t.underA, at('2026-01-12T13:59:59Z'), 60_000);
    await kit.play(t.underA, at('2026-01-12T14:00:00Z'), 70_000);
    const res = await settle({ kind: 'hourly', periodKey: 'H:2026-01-12T13' });
    expect(res.json().value.periods[0]).toMatchObject({ bills: 2, issued: 2, paid: 2_000 });
    expect(await kit.balance(t.b)).toBe(400);

    // The next hour: A needs 2 active members but only underA played.
    const lone = await kit.member(null, 1);
    const kid = await kit.member(lone);
    await kit.contract(
      'hourly',
      null,
      lone,
      plainTerms(100, { minActiveMembers: 2 }),
      day('2026-01-12'),
    );
    await kit.play(kid, at('2026-01-12T15:10:00Z'), 10_000);
    await settle({ kind: 'hourly', periodKey: 'H:2026-01-12T15' });
    const bills = await operator(
      'GET',
      `${agentPaths.operatorBills}?kind=hourly&status=not_reached`,
    );
    expect(bills.json().value).toContainEqual(
      expect.objectContaining({
        agentId: lone,
        status: 'not_reached',
        payable: 0,
        reason: 'too_few_active_members',
      }),
    );
  });

  it('real-time: single bets at or above the amount, and the team loss, in one 5-minute slot', async () => {
    const big = await kit.member(null, 1);
    const player = await kit.member(big);
    await kit.contract(
      'realtime',
      null,
      big,
      { ...plainTerms(100), realtimeType: 'single_bet', singleBetAmount: 10_000 },
      day('2026-01-13'),
    );
    const loss = await kit.member(null, 1);
    const loser = await kit.member(loss);
    await kit.contract(
      'realtime',
      null,
      loss,
      { ...plainTerms(1000), realtimeType: 'loss' },
      day('2026-01-13'),
    );

    await kit.play(player, at('2026-01-13T09:20:00Z'), 5_000);
    await kit.play(player, at('2026-01-13T09:24:59Z'), 20_000);
    await kit.play(player, at('2026-01-13T09:25:00Z'), 50_000); // next slot
    await kit.play(loser, at('2026-01-13T09:21:00Z'), 30_000, 10_000);
    const res = await settle({ kind: 'realtime', periodKey: 'R:2026-01-13T09:20' });
    expect(res.json().value.periods[0]).toMatchObject({ bills: 2, issued: 2, paid: 200 + 2_000 });
    expect(await kit.balance(big)).toBe(200);
    expect(await kit.balance(loser)).toBe(10_000);
    expect(await kit.balance(loss)).toBe(2_000);
  });

  it('dividend: above the threshold it waits; the operator approves one and rejects another', async () => {
    const week = day('2026-01-05'); // a Monday
    const held: number[] = [];
    for (let i = 0; i < 2; i++) {
      const agent = await kit.member(null, 1);
      const player = await kit.member(agent);
      await kit.contract('dividend', null, agent, { ...plainTerms(5000), period: 'W' }, week);
      // Net loss 4,000,000 − 500,000 − 500,000 = 3,000,000 → 50 % = 1,500,000 > 1,000,000.
      await kit.play(player, at('2026-01-07T12:00:00Z'), 4_000_000, 500_000, { bonus: 500_000 });
      held.push(agent);
    }
    const res = await settle({ kind: 'dividend', periodKey: 'W:2026-01-05' });
    expect(res.json().value.periods[0]).toMatchObject({
      bills: 2,
      issued: 0,
      paid: 0,
      applying: 2,
    });
    const waiting = (
      await operator('GET', `${agentPaths.operatorBills}?status=applying&kind=dividend`)
    ).json().value;
    const [first, second] = held.map((id) =>
      waiting.find((b: { agentId: number }) => b.agentId === id),
    );
    expect(first).toMatchObject({ payable: 1_500_000, profitLoss: -3_000_000, status: 'applying' });

    const approved = await operator('POST', `${agentPaths.operatorBills}/${first.id}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'issued', payable: 1_500_000 });
    expect(approved.json().value.postingId).toBeGreaterThan(0);
    expect(await kit.balance(held[0]!)).toBe(1_500_000);
    const twice = await operator('POST', `${agentPaths.operatorBills}/${first.id}/approve`);
    expect(twice.json()).toMatchObject({ success: false, errorCode: 'BILL_ALREADY_DECIDED' });
    expect(await kit.balance(held[0]!)).toBe(1_500_000);

    const rejected = await operator('POST', `${agentPaths.operatorBills}/${second.id}/reject`, {
      reason: 'Bonus abuse under review',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      reason: 'Bonus abuse under review',
    });
    expect(await kit.balance(held[1]!)).toBe(0);
    const late = await operator('POST', `${agentPaths.operatorBills}/${second.id}/approve`);
    expect(late.json().errorCode).toBe('BILL_ALREADY_DECIDED');
    const missing = await operator('POST', `${agentPaths.operatorBills}/2147483647/reject`, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('BILL_NOT_FOUND');
    // A rerun of the period neither pays the rejected one nor pays the approved one again.
    await settle({ kind: 'dividend', periodKey: 'W:2026-01-05' });
    expect([await kit.balance(held[0]!), await kit.balance(held[1]!)]).toEqual([1_500_000, 0]);
  });

  it('a payment the wallet refuses leaves the bill failed with its reason, and the run goes on', async () => {
    const full = await kit.member(null, 1);
    const fine = await kit.member(null, 1);
    for (let i = 0; i < MAX_BALANCE / MAX_AMOUNT; i++) {
      await post(app.db, {
        idempotencyKey: `fill:${full}:${i}`,
        kind: 'deposit',
        memberId: full,
        amount: MAX_AMOUNT,
        counterparty: DEMO_FUNDING,
      });
    }
    for (const agent of [full, fine]) {
      const player = await kit.member(agent);
      await kit.contract('daily', null, agent, plainTerms(100), day('2026-01-14'));
      await kit.play(player, at('2026-01-14T08:00:00Z'), 10_000);
    }
    const res = await settle({ kind: 'daily', periodKey: 'D:2026-01-14' });
    expect(res.json().value.periods[0]).toMatchObject({ issued: 1, paid: 100, failed: 1 });
    const failed = (await operator('GET', `${agentPaths.operatorBills}?status=failed`)).json()
      .value;
    expect(failed).toContainEqual(
      expect.objectContaining({
        agentId: full,
        status: 'failed',
        reason: expect.stringMatching(/^BALANCE_LIMIT_EXCEEDED/),
      }),
    );
    expect(await kit.balance(fine)).toBe(100);
    expect(await kit.balance(full)).toBe(MAX_BALANCE);

    // Once the wallet has room, the operator retries the failed bill: paid once, exactly.
    const bill = failed.find((b: { agentId: number }) => b.agentId === full);
    const again = await operator('POST', `${agentPaths.operatorBills}/${bill.id}/approve`);
    expect(again.json().value).toMatchObject({ status: 'failed' });
    await post(app.db, {
      idempotencyKey: `drain:${full}`,
      kind: 'withdrawal',
      memberId: full,
      amount: -MAX_AMOUNT,
      counterparty: DEMO_FUNDING,
    });
    const paid = await operator('POST', `${agentPaths.operatorBills}/${bill.id}/approve`);
    expect(paid.json().value).toMatchObject({ status: 'issued', payable: 100 });
    const twice = await operator('POST', `${agentPaths.operatorBills}/${bill.id}/approve`);
    expect(twice.json().errorCode).toBe('BILL_ALREADY_DECIDED');
    expect(await kit.balance(full)).toBe(MAX_BALANCE - MAX_AMOUNT + 100);
  });

  it('refuses a malformed period, one of another kind and one not ended, changing nothing', async () => {
    const paid = await kit.agentPayTotal();
    for (const [body, code] of [
      [{ kind: 'daily', periodKey: 'D:2026-02-30' }, 'PERIOD_KEY_INVALID'],
      [{ kind: 'daily', periodKey: 'H:2026-01-10T13' }, 'PERIOD_KEY_INVALID'],
      [{ kind: 'hourly', periodKey: 'H:2999-01-10T13' }, 'PERIOD_NOT_ENDED'],
    ] as const) {
      const res = await settle(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe(code);
    }
    expect((await settle({ kind: 'weekly', periodKey: 'W:2026-01-05' })).json().errorCode).toBe(
      'VALIDATION_FAILED',
    );
    expect(await kit.agentPayTotal()).toBe(paid);
  });

  it('keeps the agent policy, refusing a minimum above the maximum', async () => {
    const path = agentPaths.operatorPolicy;
    expect((await operator('GET', path)).json().value).toEqual(DEFAULT_AGENT_POLICY);
    const bad = await operator('PUT', path, {
      ...DEFAULT_AGENT_POLICY,
      minTransfer: 5_000,
      maxTransfer: 1_000,
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'TRANSFER_LIMITS_INVALID' });
    const next = { ...DEFAULT_AGENT_POLICY, allowSubAgents: false, dividendApprovalAbove: 0 };
    expect((await operator('PUT', path, next)).json().value).toEqual(next);
    expect((await app.settings.get()).agentPolicy).toEqual(next);
    await operator('PUT', path, DEFAULT_AGENT_POLICY);
  });

  it('marks an account closed and ends its sessions', async () => {
    const who = await kit.member(null);
    await app.db.insert(memberSession).values({
      tokenHash: `t${who}`,
      memberId: who,
      ip: '127.0.0.1',
      expiresAt: at('2999-01-01T00:00:00Z'),
    });
    const url = agentPaths.operatorMemberStatus.replace(':id', String(who));
    const res = await operator('PUT', url, { status: 'closed' });
    expect(res.json().value).toMatchObject({ id: who, status: 'closed' });
    expect(
      await app.db.select().from(memberSession).where(eq(memberSession.memberId, who)),
    ).toEqual([]);
    const unknown = await operator(
      'PUT',
      agentPaths.operatorMemberStatus.replace(':id', '2147483647'),
      { status: 'staff' },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await operator('PUT', url, { status: 'gone' })).statusCode).toBe(400);
  });

  it('keeps the books balanced', async () => {
    expect(await reconcileLedger(app.db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });
});

describe.each(testDatabaseKinds())('settling due periods (%s)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof settlementKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = settlementKit(app.db);
  });
  afterAll(async () => app?.close());

  it('catches up every period since the contracts started, then only new ones', async () => {
    const agent = await kit.member(null, 1);
    const player = await kit.member(agent);
    await kit.contract(
      'daily',
      null,
      agent,
      { tiers: tiers(100), minActiveMembers: 0, minMemberValidBet: 0 },
      at('2026-03-01T12:00:00Z'),
    );
    for (const d of ['2026-03-01', '2026-03-02', '2026-03-03']) {
      await kit.play(player, at(`${d}T15:00:00Z`), 10_000);
    }
    const policy = DEFAULT_AGENT_POLICY;
    // 00:04 on the 4th: the 3rd is not due yet (grace of 5 minutes).
    const early = await settleDuePeriods(app.db, { now: at('2026-03-04T00:04:00Z'), policy });
    expect(early.periods.map((p) => [p.periodKey, p.paid])).toEqual([
      ['D:2026-03-01', 100],
      ['D:2026-03-02', 100],
    ]);
    const later = await settleDuePeriods(app.db, { now: at('2026-03-04T00:06:00Z'), policy });
    expect(later.periods.map((p) => [p.periodKey, p.paid])).toEqual([['D:2026-03-03', 100]]);
    expect(
      (await settleDuePeriods(app.db, { now: at('2026-03-04T00:07:00Z'), policy })).periods,
    ).toEqual([]);
    expect(await kit.balance(agent)).toBe(300);
  });
});
