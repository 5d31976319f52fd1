import { betCategories, GAME_TOKEN_HEADER, inHousePaths, recordsPaths } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  depositOrder,
  ledgerPosting,
  member,
  memberProtection,
  protectionAudit,
} from '../../db/schema';
import { operatorHeaders } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { providerClient } from '../../test/wallet-fixtures';
import { PASSWORD, withdrawalKit } from '../../test/withdrawal-kit';
import { identityClient } from '../../test/identity-client';
import { allDigits, lotteryKit, sscPos } from '../../test/lottery-kit';
import { buildTestApp } from '../../test/build-test-app';
import { gatewayNotifier, notificationFor } from '../../test/deposit-kit';
import { payRebates, rebateKey } from '../records';
import { readBalance } from '../wallet';
import { openGameSession } from '../wallet/game-sessions';

const HOUR = 3_600_000;
const LIMITS = '/wps/protection/limits';

describe.each(testDatabaseKinds())('player protection on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof withdrawalKit>;
  let bgs: Awaited<ReturnType<typeof providerClient>>;
  let c: ReturnType<typeof identityClient>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = withdrawalKit(app);
    bgs = await providerClient(app, 'BGS');
    c = identityClient(app);
  });
  afterAll(async () => app?.close());

  type Who = { id: number; token: string };
  const send = (
    who: Who,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: unknown,
    language: 'en' | 'pt' = 'en',
  ) => c.call(method, url, body, { token: who.token, language });
  const overview = async (who: Who) =>
    (await send(who, 'GET', '/wps/protection')).json().value as {
      limits: { limit: string; current: number | null; pending: unknown; used: number }[];
    };
  const limitOf = async (who: Who, limit: string) =>
    (await overview(who)).limits.find((l) => l.limit === limit)!;
  const auditCount = async (memberId: number) =>
    (await app.db.select().from(protectionAudit).where(eq(protectionAudit.memberId, memberId)))
      .length;
  /** Moves a pending change's request time `ms` into the past (the cooling-off's clock). */
  async function agePending(memberId: number, limit: string, ms: number) {
    const [row] = await app.db
      .select({ limits: memberProtection.limits })
      .from(memberProtection)
      .where(eq(memberProtection.memberId, memberId));
    const limits = row!.limits as Record<string, { pendingAt: string }>;
    limits[limit]!.pendingAt = new Date(Date.now() - ms).toISOString();
    await app.db
      .update(memberProtection)
      .set({ limits })
      .where(eq(memberProtection.memberId, memberId));
  }
  let tx = 0;
  const bet = (token: string, amount: number) => {
    tx += 1;
    return bgs.call('bet', {
      token,
      transactionId: `pp-${kind}-${tx}`,
      roundId: `pp-round-${kind}-${tx}`,
      gameCode: 'dice',
      amount,
    });
  };
  async function player(balance: number) {
    const who = await kit.member(balance);
    const { token } = await bgs.session(who.id);
    return { ...who, gameToken: token };
  }

  it('C1: a new or lower limit applies at once; a raise waits for the cooling-off and the confirmation', async () => {
    const who = await player(0);
    expect((await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: 10_000 })).statusCode).toBe(
      200,
    );
    expect(await limitOf(who, 'wager:day')).toMatchObject({
      current: 10_000,
      pending: null,
      used: 0,
    });
    await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: 5_000 });
    expect((await limitOf(who, 'wager:day')).current).toBe(5_000);

    const raised = await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: 20_000 });
    expect(raised.statusCode).toBe(200);
    const pending = await limitOf(who, 'wager:day');
    expect(pending).toMatchObject({ current: 5_000, pending: { value: 20_000 } });

    await agePending(who.id, 'wager:day', 24 * HOUR - 60_000);
    const early = await send(who, 'POST', `${LIMITS}/confirm`, { limit: 'wager:day' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('PROTECTION_COOLING_OFF');
    expect(early.json().message).toMatch(/can be confirmed from .* \(UTC\)/);
    expect((await limitOf(who, 'wager:day')).current).toBe(5_000);

    await agePending(who.id, 'wager:day', 24 * HOUR);
    const confirmed = await send(who, 'POST', `${LIMITS}/confirm`, { limit: 'wager:day' });
    expect(confirmed.statusCode).toBe(200);
    expect(await limitOf(who, 'wager:day')).toMatchObject({ current: 20_000, pending: null });

    // A removal waits too; cancelling it keeps the limit.
    await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: null });
    expect((await limitOf(who, 'wager:day')).pending).toMatchObject({ value: null });
    await send(who, 'POST', `${LIMITS}/cancel`, { limit: 'wager:day' });
    expect(await limitOf(who, 'wager:day')).toMatchObject({ current: 20_000, pending: null });
    // set, set, pending, confirmed, pending, cancelled: one audit row each.
    expect(await auditCount(who.id)).toBe(6);
  });

  it('C1: refuses a negative, fractional or absurd limit and confirming nothing; nothing changes', async () => {
    const who = await player(0);
    for (const value of [-1, 0, 1.5, 1e15, '100']) {
      const res = await send(who, 'PUT', LIMITS, { limit: 'loss:week', value }, 'pt');
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().errorCode).toBe('PROTECTION_LIMIT_INVALID');
      expect(res.json().message).toContain('Nada foi alterado');
    }
    // Each kind says what it takes: a money limit an amount, the session limit minutes.
    const money = await send(who, 'PUT', LIMITS, { limit: 'deposit:day', value: 0 });
    expect(money.json().message).toBe(
      'A money limit must be an amount greater than zero, such as 100.00. Nothing was changed.',
    );
    for (const value of [0, 1441, 1.5]) {
      const session = await send(who, 'PUT', LIMITS, { limit: 'session', value }, 'pt');
      expect(session.statusCode, String(value)).toBe(400);
      expect(session.json()).toMatchObject({
        errorCode: 'PROTECTION_SESSION_LIMIT_INVALID',
        message:
          'O limite de tempo de sessão deve ser um número inteiro de minutos, de 1 a 1.440. Nada foi alterado.',
      });
    }
    expect((await send(who, 'PUT', LIMITS, { limit: 'nope', value: 5 })).json().errorCode).toBe(
      'VALIDATION_FAILED',
    );
    const none = await send(who, 'POST', `${LIMITS}/confirm`, { limit: 'loss:week' });
    expect(none.json().errorCode).toBe('PROTECTION_LIMIT_NOT_PENDING');
    expect((await limitOf(who, 'loss:week')).current).toBeNull();
    expect(await auditCount(who.id)).toBe(0);
  });

  it('C2: a stake exactly reaching the wager limit passes, one unit more is refused naming what remains', async () => {
    const who = await player(100_000);
    await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: 1_000 });
    expect((await bet(who.gameToken, 600)).status).toBe(200);
    const over = await bet(who.gameToken, 401);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      errorCode: 'PROTECTION_WAGER_LIMIT',
      value: { remaining: 400, window: 'day' },
    });
    expect(over.body['message']).toContain('You can still stake 4.00');
    expect((await bet(who.gameToken, 400)).status).toBe(200);
    expect((await limitOf(who, 'wager:day')).used).toBe(1_000);
  });

  it('C2: loss is stakes minus winnings, and wins are never blocked', async () => {
    const who = await player(100_000);
    await send(who, 'PUT', LIMITS, { limit: 'loss:day', value: 1_000 });
    tx += 1;
    const id = `pp-${kind}-win-${tx}`;
    const body = { token: who.gameToken, roundId: `r-${id}`, gameCode: 'dice' };
    expect((await bgs.call('bet', { ...body, transactionId: id, amount: 1_000 })).status).toBe(200);
    expect((await bet(who.gameToken, 1)).body['errorCode']).toBe('PROTECTION_LOSS_LIMIT');
    const win = await bgs.call('win', {
      ...body,
      transactionId: `${id}-w`,
      betTransactionId: id,
      amount: 700,
    });
    expect(win.status).toBe(200);
    // 1,000 staked − 700 won = 300 lost: 700 more may be staked, not 701.
    expect((await bet(who.gameToken, 701)).body).toMatchObject({ value: { remaining: 700 } });
    expect((await bet(who.gameToken, 700)).status).toBe(200);
  });

  it('C2: two concurrent stakes cannot both slip past a limit', async () => {
    const who = await player(100_000);
    await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: 1_000 });
    const results = await Promise.all([bet(who.gameToken, 600), bet(who.gameToken, 600)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('C1: deposits used are the credited deposit orders, not an opening credit of demo money', async () => {
    // Opened with R$ 10.000,00 of demo money (a `deposit` posting from demo_funding, as the
    // seed funds demo_player), never deposited: nothing is used.
    const who = await player(1_000_000);
    const deposits = async () =>
      (await overview(who)).limits
        .filter((l) => l.limit.startsWith('deposit:'))
        .map((l) => [l.limit, l.used]);
    expect(await deposits()).toEqual([
      ['deposit:day', 0],
      ['deposit:week', 0],
      ['deposit:month', 0],
    ]);
    // The whole limit is there to deposit: the opening credit does not take it up.
    await send(who, 'PUT', LIMITS, { limit: 'deposit:day', value: 5_000 });
    const orders = '/wps/v2/payments/deposit/orders';
    const created = await send(who, 'POST', orders, { channelCode: 'PIX', amount: 5_000 });
    expect(created.statusCode, created.body).toBe(200);
    const { orderRef } = created.json().value as { orderRef: string };
    // An open order is not a deposit yet (the guard counts it in flight, C2).
    expect((await limitOf(who, 'deposit:day')).used).toBe(0);
    const notify = await gatewayNotifier(app);
    expect((await notify(await notificationFor(app, orderRef, 'paid'))).statusCode).toBe(200);
    expect(await deposits()).toEqual([
      ['deposit:day', 5_000],
      ['deposit:week', 5_000],
      ['deposit:month', 5_000],
    ]);
  });

  it('C2: a deposit order above the remaining deposit limit is refused before the gateway', async () => {
    const who = await player(0);
    await send(who, 'PUT', LIMITS, { limit: 'deposit:month', value: 5_000 });
    const orders = '/wps/v2/payments/deposit/orders';
    const res = await send(who, 'POST', orders, { channelCode: 'PIX', amount: 5_001 }, 'pt');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'PROTECTION_DEPOSIT_LIMIT',
      message:
        'Este depósito ultrapassaria seu limite mensal de depósito. Você ainda pode depositar 50,00.',
      value: { remaining: 5_000, window: 'month', limit: 5_000, key: 'deposit:month' },
      requestId: expect.any(String),
    });
    const stored = await app.db
      .select()
      .from(depositOrder)
      .where(eq(depositOrder.memberId, who.id));
    expect(stored).toHaveLength(0);
    expect(
      (await send(who, 'POST', orders, { channelCode: 'PIX', amount: 5_000 })).statusCode,
    ).toBe(200);
    // The open order counts as if paid: a second order cannot take the member past it.
    const second = await send(who, 'POST', orders, { channelCode: 'PIX', amount: 1_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      errorCode: 'PROTECTION_DEPOSIT_LIMIT',
      value: { remaining: 0, key: 'deposit:month' },
    });
    expect(
      await app.db.select().from(depositOrder).where(eq(depositOrder.memberId, who.id)),
    ).toHaveLength(1);
  });

  it('C2: deposit orders sent at once cannot together pass the deposit limit', async () => {
    const who = await player(0);
    await send(who, 'PUT', LIMITS, { limit: 'deposit:day', value: 5_000 });
    const orders = '/wps/v2/payments/deposit/orders';
    // Four tabs each ask for R$ 20,00 at the same moment: two fit under R$ 50,00.
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => send(who, 'POST', orders, { channelCode: 'PIX', amount: 2_000 })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const stored = await app.db
      .select()
      .from(depositOrder)
      .where(eq(depositOrder.memberId, who.id));
    expect(stored.map((o) => o.amount)).toEqual([2_000, 2_000]);
  });

  it('C2: a lottery slip passing the wager limit is refused whole, one reaching it passes', async () => {
    const lottery = lotteryKit(app);
    const who = await player(100_000);
    await send(who, 'PUT', LIMITS, { limit: 'wager:day', value: 1_000 });
    const draw = await lottery.currentDraw();
    // Ten units of R$ 1,00: exactly the limit.
    const exact = await lottery.place(who.token, lottery.slip(draw, [sscPos(allDigits)]));
    expect(exact.statusCode).toBe(200);
    const before = await readBalance(app.db, who.id);
    const over = await lottery.place(who.token, lottery.slip(draw, [sscPos(['7'])]), 'pt');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      errorCode: 'PROTECTION_WAGER_LIMIT',
      value: { remaining: 0, window: 'day', key: 'wager:day' },
    });
    expect(await readBalance(app.db, who.id)).toBe(before);
    expect((await limitOf(who, 'wager:day')).used).toBe(1_000);
  });

  it('C2: a stake after the session-time limit is refused with the reason', async () => {
    const who = await player(10_000);
    await send(who, 'PUT', LIMITS, { limit: 'session', value: 30 });
    expect((await bet(who.gameToken, 100)).status).toBe(200);
    await app.db.execute(
      sql`UPDATE member_session SET created_at = now() - interval '30 minutes' WHERE member_id = ${who.id}`,
    );
    const late = await bet(who.gameToken, 100);
    expect(late.body).toMatchObject({
      errorCode: 'PROTECTION_SESSION_LIMIT',
      value: { minutes: 30 },
    });
    expect(late.body['message']).toContain('session-time limit of 30 minutes');
  });

  async function accountOf(id: number) {
    const [row] = await app.db
      .select({ account: member.account })
      .from(member)
      .where(eq(member.id, id));
    return row!.account;
  }

  it('C4: a time-out needs the password and a length within bounds; nothing changes otherwise', async () => {
    const who = await player(0);
    const exclusion = '/wps/protection/exclusion';
    const wrong = await c.e(
      'POST',
      exclusion,
      { kind: 'timeout', hours: 24, password: 'nope' },
      { token: who.token },
    );
    expect(wrong.json().errorCode).toBe('STEP_UP_FAILED');
    const short = await c.e(
      'POST',
      exclusion,
      { kind: 'timeout', hours: 23, password: PASSWORD },
      { token: who.token },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      errorCode: 'PROTECTION_EXCLUSION_LENGTH_INVALID',
      value: { min: 24, max: 1008 },
    });
    const months = await c.e(
      'POST',
      exclusion,
      { kind: 'self-exclusion', months: 5, password: PASSWORD },
      { token: who.token },
    );
    expect(months.json().errorCode).toBe('PROTECTION_EXCLUSION_LENGTH_INVALID');
    expect((await send(who, 'GET', '/wps/protection')).statusCode).toBe(200);
    expect(await auditCount(who.id)).toBe(0);
  });

  it('C4: a time-out ends every session at once, refuses login saying until when, and stops bets and deposits', async () => {
    const who = await player(10_000);
    const { token: gameToken } = await bgs.session(who.id);
    // Play before the time-out, with rebates on: the day's rebate must not be paid (C4).
    const rates = Object.fromEntries(betCategories.map((c) => [c, 100]));
    const setRates = await app.inject({
      method: 'PUT',
      url: recordsPaths.operatorRebateRates,
      headers: operatorHeaders,
      payload: { rates },
    });
    expect(setRates.statusCode).toBe(200);
    expect((await bet(gameToken, 1_000)).status).toBe(200);
    const second = await app.sessions.create(who.id, { ip: '127.0.0.1', remember: false });
    const taken = await c.e(
      'POST',
      '/wps/protection/exclusion',
      { kind: 'timeout', hours: 48, password: PASSWORD },
      { token: who.token },
    );
    expect(taken.statusCode).toBe(200);
    const until = taken.json().value.until as string;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);
    for (const token of [who.token, second.value.token]) {
      expect((await c.call('GET', '/wps/protection', undefined, { token })).statusCode).toBe(401);
    }
    const login = await c.login(await accountOf(who.id), PASSWORD, { language: 'pt' });
    expect(login.json().errorCode).toBe('PROTECTION_EXCLUDED');
    expect(login.json().message).toBe(
      `Sua conta está em pausa até ${until.slice(0, 16).replace('T', ' ')} (UTC). Você não pode entrar nem jogar até lá.`,
    );
    expect((await bet(gameToken, 100)).body['errorCode']).toBe('PROTECTION_EXCLUDED');
    const today = new Date().toISOString().slice(0, 10);
    await payRebates(app.db, today, Date.now() + 24 * HOUR);
    const rebate = await app.db
      .select()
      .from(ledgerPosting)
      .where(eq(ledgerPosting.idempotencyKey, rebateKey(who.id, today)));
    expect(rebate).toEqual([]);
    // Nobody lifts it early: an operator may only lengthen it.
    const account = await accountOf(who.id);
    const put = (until: string | null) =>
      app.inject({
        method: 'PUT',
        url: `/operator/players/${account}/exclusion`,
        headers: operatorHeaders,
        payload: { kind: 'timeout', until, operator: 'ana', reason: 'asked by phone' },
      });
    const shorter = await put(new Date(Date.now() + 24 * HOUR).toISOString());
    expect(shorter.json().errorCode).toBe('PROTECTION_EXCLUSION_NOT_SHORTENED');
    const longer = await put(new Date(Date.now() + 96 * HOUR).toISOString());
    expect(longer.statusCode).toBe(200);
    expect(longer.json().value.exclusion.kind).toBe('timeout');
    const audit = longer.json().value.audit as { actor: string; subject: string; reason: string }[];
    expect(audit[0]).toMatchObject({
      actor: 'operator:ana',
      subject: 'exclusion',
      reason: 'asked by phone',
    });
    expect(audit[1]).toMatchObject({ actor: 'member', subject: 'exclusion' });
  });

  it('C1/C7: an operator may only create or lower a limit, with a reason; the audit is append-only', async () => {
    const who = await player(0);
    const account = await accountOf(who.id);
    const put = (value: number) =>
      app.inject({
        method: 'PUT',
        url: `/operator/players/${account}/limits`,
        headers: operatorHeaders,
        payload: { limit: 'loss:month', value, operator: 'ana', reason: 'affordability check' },
      });
    expect((await put(50_000)).statusCode).toBe(200);
    expect((await put(40_000)).statusCode).toBe(200);
    const raise = await put(60_000);
    expect(raise.statusCode).toBe(409);
    expect(raise.json().errorCode).toBe('PROTECTION_LIMIT_NOT_LOWERED');
    expect((await limitOf(who, 'loss:month')).current).toBe(40_000);
    expect(await auditCount(who.id)).toBe(2);
    await expect(
      app.db.execute(sql`UPDATE protection_audit SET reason = 'x' WHERE member_id = ${who.id}`),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`DELETE FROM protection_audit WHERE member_id = ${who.id}`),
    ).rejects.toThrow();
    expect(await auditCount(who.id)).toBe(2);
  });

  it('C5: the UK profile forbids cancelling a withdrawal and spins closer than 2.5 s; the rules are public', async () => {
    const setProfile = (jurisdiction: string) =>
      app.inject({
        method: 'PUT',
        url: '/operator/protection',
        headers: operatorHeaders,
        payload: { jurisdiction, coolingOffHours: 24, operator: 'ana', reason: 'licence' },
      });
    expect((await setProfile('UK')).statusCode).toBe(200);
    try {
      const rules = await app.inject({ method: 'GET', url: '/wps/protection/rules' });
      expect(rules.json().value).toMatchObject({
        jurisdiction: 'UK',
        withdrawalReversible: false,
        minSpinMs: 2500,
        autoplay: false,
      });
      const who = await kit.member(100_000);
      const { id: payoutAccountId } = await kit.addPix(who);
      const requested = await kit.request(who, { amount: 10_000, payoutAccountId });
      const id = requested.json().value.id as number;
      const cancel = await c.call('POST', `/wps/v2/withdrawals/${id}/cancel`, undefined, {
        token: who.token,
      });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().errorCode).toBe('WITHDRAWAL_NOT_REVERSIBLE');
      expect((await kit.history(who))[0]).toMatchObject({ id, status: 'pending' });

      const { token: slotToken } = await openGameSession(app.db, {
        memberId: who.id,
        vendorCode: 'BGS',
        gameCode: 'slot',
      });
      const spin = () =>
        app.inject({
          method: 'POST',
          url: inHousePaths.slotSpin,
          headers: { [GAME_TOKEN_HEADER]: slotToken, 'content-type': 'application/json' },
          payload: JSON.stringify({ stake: 100 }),
        });
      expect((await spin()).statusCode).toBe(200);
      const soon = await spin();
      expect(soon.statusCode).toBe(409);
      expect(soon.json().errorCode).toBe('PROTECTION_SPIN_TOO_SOON');
    } finally {
      expect((await setProfile('BR')).statusCode).toBe(200);
    }
    const audit = await app.db
      .select()
      .from(protectionAudit)
      .where(eq(protectionAudit.subject, 'jurisdiction'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });
});
