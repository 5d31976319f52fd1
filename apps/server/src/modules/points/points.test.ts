import {
  betCategories,
  messagePaths,
  pointPaths,
  POINT_RATIO_BASE,
  pointTypeOfCategory,
} from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { betRecord, depositOrder, member, pointReward } from '../../db/schema';
import { operatorHeaders } from '../../test/build-test-app';
import { buildTestApp } from '../../test/build-test-app';
import { identityClient } from '../../test/identity-client';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { hashPassword } from '../identity';
import { paymentAccount, post, readBalance } from '../wallet';
import { reconcileLedger } from '../wallet/reconcile';
import { accruePoints } from './accrual';
import { pointsOffTheirEntries, readPoints } from './point-ledger-repository';

const PAY = '135790';

describe.each(testDatabaseKinds())('points mall on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: ReturnType<typeof identityClient>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
  });
  afterAll(async () => app?.close());
  beforeEach(async () => {
    // Each test starts from the default ratios, with the sources already accrued.
    await operatorPut(pointPaths.operatorConfig, defaults);
    await accruePoints(app.db, { settleMs: 0 });
  });

  const defaults = {
    ratios: { live: 100, lott: 100, pvp: 100, rng: 100, sports: 100, deposit: 50 },
    exchange: 100,
  };
  const operatorPut = (url: string, body: unknown) =>
    app.inject({ method: 'PUT', url, headers: operatorHeaders, payload: body as object });
  const operatorPost = (url: string, body?: unknown) =>
    app.inject({ method: 'POST', url, headers: operatorHeaders, payload: (body ?? {}) as object });

  let round = 0;
  /** A member with a payment password, `cash` in the wallet, a session and `points`. */
  async function player(cash = 0, points = 0) {
    const id = await memberWithBalance(app.db, cash);
    await app.db
      .update(member)
      .set({ paymentPasswordHash: await hashPassword(PAY) })
      .where(eq(member.id, id));
    if (points > 0) await bet(id, 'RNG', (points * POINT_RATIO_BASE) / 100);
    await accruePoints(app.db, { settleMs: 0 });
    const session = await app.sessions.create(id, { ip: '127.0.0.1', remember: false });
    return { id, token: session.value.token };
  }
  /** A settled round as the bet path leaves it (the job's source). */
  async function bet(memberId: number, category: string, stake: number, db: Db = app.db) {
    const at = new Date(Date.now() - 120_000);
    await db.insert(betRecord).values({
      memberId,
      vendorCode: 'SANDBOX',
      roundId: `r${(round += 1)}-${Date.now()}`,
      category,
      betCount: 1,
      stake,
      placedAt: at,
      updatedAt: at,
    });
  }
  type Who = { token: string };
  const get = (who: Who, url: string) =>
    c.call('GET', url, undefined, { token: who.token, language: 'en' });
  const send = (who: Who, url: string, body: unknown, language: 'en' | 'pt' = 'en') =>
    c.e('POST', url, body, { token: who.token, language });
  const redeem = (who: Who, rewardId: number, more: object = {}, language?: 'en' | 'pt') =>
    send(
      who,
      pointPaths.redeem,
      { requestId: crypto.randomUUID(), rewardId, password: PAY, ...more },
      language,
    );
  const convert = (who: Who, points: number, more: object = {}, language?: 'en' | 'pt') =>
    send(
      who,
      pointPaths.convert,
      { requestId: crypto.randomUUID(), points, password: PAY, ...more },
      language,
    );
  async function reward(over: Partial<typeof pointReward.$inferInsert> = {}) {
    const res = await operatorPost(pointPaths.operatorRewards, {
      nameEn: 'Cap',
      namePt: 'Boné',
      kind: 'physical',
      cost: 100,
      stock: 5,
      ...over,
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.id as number;
  }
  async function ledgerIsSound() {
    const report = await reconcileLedger(app.db);
    expect(report).toEqual({ mismatchedWallets: [], negativeBalances: 0, unbalancedPostings: [] });
    expect(await pointsOffTheirEntries(app.db)).toEqual([]);
  }

  it('earns points from settled bets per category and from deposits, and shows them by type', async () => {
    const who = await player();
    await bet(who.id, 'LIVE', 25_000); // 250.00 → 250 points at 100 per 100.00
    await bet(who.id, 'LOTT', 1_050); // 10.50 → 10 points (rounded down)
    await bet(who.id, 'SPORTS', 0); // a refunded round earns nothing
    const [channel] = await app.db
      .execute(sql`SELECT code FROM deposit_channel LIMIT 1`)
      .then((r) => (r as unknown as { rows: { code: string }[] }).rows);
    const credit = await post(app.db, {
      idempotencyKey: `test-order:${who.id}`,
      kind: 'deposit',
      memberId: who.id,
      amount: 40_000,
      counterparty: paymentAccount('SANDBOX'),
    });
    await app.db.insert(depositOrder).values({
      orderRef: `T${who.id}`,
      memberId: who.id,
      channelCode: channel!.code,
      gatewayCode: 'SANDBOX',
      amount: 40_000,
      currency: 'BRL',
      status: 'paid',
      postingId: credit.postingId,
      expiresAt: new Date(),
      settledAt: new Date(Date.now() - 120_000),
    });
    // A round still changing earns nothing yet.
    await accruePoints(app.db, { settleMs: 0, now: Date.now() - 3_600_000 });
    expect(await readPoints(app.db, who.id)).toBe(0);
    const run = await accruePoints(app.db, { settleMs: 60_000 });
    expect(run).toEqual({ rounds: 2, deposits: 1, points: 260 + 200 });
    // A second run pays nothing again.
    expect(await accruePoints(app.db, { settleMs: 0 })).toEqual({
      rounds: 0,
      deposits: 0,
      points: 0,
    });
    const res = await get(who, pointPaths.balance);
    expect(res.json()).toEqual({
      success: true,
      value: {
        balance: 460,
        byType: { live: 250, lott: 10, pvp: 0, rng: 0, sports: 0, redeem: 0, deposit: 200 },
      },
    });
    await ledgerIsSound();
  });

  it('gives trial accounts no points', async () => {
    const trial = await memberWithBalance(app.db, 0, 4);
    await bet(trial, 'LIVE', 50_000);
    await accruePoints(app.db, { settleMs: 0 });
    expect(await readPoints(app.db, trial)).toBe(0);
  });

  it('converts points to cash at the exchange ratio; a replay pays once', async () => {
    const who = await player(0, 1_000);
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      convert(who, 600, { requestId }),
      convert(who, 600, { requestId }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.json().value).toEqual(a.json().value);
    expect(a.json().value).toMatchObject({ kind: 'convert', points: 600, cash: 600 });
    const again = await convert(who, 600, { requestId });
    expect(again.json().value.id).toBe(a.json().value.id);
    expect(await readPoints(app.db, who.id)).toBe(400);
    expect(await readBalance(app.db, who.id)).toBe(600);
    const history = await get(who, pointPaths.redeemList);
    expect(history.json().value).toHaveLength(1);
    expect(history.json().value[0]).toMatchObject({ status: 'approved', points: 600 });
    await ledgerIsSound();
  });

  it('redeems a cash reward once however often it is replayed', async () => {
    const id = await reward({ kind: 'bonus', bonusAmount: 500, cost: 300 });
    const who = await player(0, 1_000);
    const requestId = crypto.randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => redeem(who, id, { requestId })));
    expect(new Set(results.map((r) => r.json().value.id)).size).toBe(1);
    expect(results[0]!.json().value).toMatchObject({ status: 'approved', cash: 500, points: 300 });
    expect(await readPoints(app.db, who.id)).toBe(700);
    expect(await readBalance(app.db, who.id)).toBe(500);
    const [row] = await app.db.select().from(pointReward).where(eq(pointReward.id, id));
    expect(row!.stock).toBe(4);
  });

  it('lets the operator change a reward’s cost and a bonus reward’s cash, paid from then on', async () => {
    const id = await reward({ kind: 'bonus', bonusAmount: 500, cost: 300 });
    const patch = (rewardId: number, body: object) =>
      app.inject({
        method: 'PATCH',
        url: `${pointPaths.operatorRewards}/${rewardId}`,
        headers: operatorHeaders,
        payload: body,
      });
    const changed = await patch(id, { cost: 200, bonusAmount: 700 });
    expect(changed.json().value).toMatchObject({ cost: 200, bonusAmount: 700, kind: 'bonus' });
    const cap = await reward();
    const refused = await patch(cap, { bonusAmount: 100 });
    expect(refused.json().errorCode).toBe('VALIDATION_FAILED');
    expect((await patch(cap, { kind: 'bonus' })).json().errorCode).toBe('VALIDATION_FAILED');
    const empty = await patch(cap, {});
    expect([empty.statusCode, empty.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const who = await player(0, 1_000);
    expect((await redeem(who, id)).json().value).toMatchObject({ cash: 700, points: 200 });
    expect(await readPoints(app.db, who.id)).toBe(800);
    expect(await readBalance(app.db, who.id)).toBe(700);
    await ledgerIsSound();
  });

  it('gives the last item in stock to one of two concurrent redemptions', async () => {
    const id = await reward({ stock: 1 });
    const [p, q] = await Promise.all([player(0, 500), player(0, 500)]);
    const results = await Promise.all([redeem(p, id), redeem(q, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({
      success: false,
      errorCode: 'POINT_REWARD_OUT_OF_STOCK',
      message: 'This reward is out of stock.',
      requestId: expect.any(String),
    });
    expect((await readPoints(app.db, p.id)) + (await readPoints(app.db, q.id))).toBe(900);
    const [row] = await app.db.select().from(pointReward).where(eq(pointReward.id, id));
    expect(row!.stock).toBe(0);
    await ledgerIsSound();
  });

  it('refuses bad requests in the member’s language and moves nothing', async () => {
    const limited = await reward({ perMemberLimit: 1, cost: 100 });
    const empty = await reward({ stock: 0 });
    const dear = await reward({ cost: 5_000 });
    const who = await player(0, 300);
    expect((await redeem(who, limited)).statusCode).toBe(200);
    const cases = [
      [
        () => redeem(who, empty, {}, 'pt'),
        409,
        'POINT_REWARD_OUT_OF_STOCK',
        'Esta recompensa está esgotada.',
      ],
      [
        () => redeem(who, limited, {}, 'pt'),
        409,
        'POINT_REWARD_LIMIT_REACHED',
        'Você já resgatou esta recompensa o máximo de vezes permitido.',
      ],
      [
        () => redeem(who, dear, {}, 'pt'),
        409,
        'POINTS_INSUFFICIENT',
        'Você não tem pontos suficientes.',
      ],
      [
        () => convert(who, 201, {}, 'pt'),
        409,
        'POINTS_INSUFFICIENT',
        'Você não tem pontos suficientes.',
      ],
      [
        () => convert(who, 200, { password: '000000' }, 'pt'),
        400,
        'PAYMENT_PASSWORD_WRONG',
        expect.any(String),
      ],
      [
        () => redeem(who, limited, { password: '000000' }),
        400,
        'PAYMENT_PASSWORD_WRONG',
        expect.any(String),
      ],
      [
        () => redeem(who, 999_999),
        404,
        'POINT_REWARD_NOT_FOUND',
        'This reward does not exist or is no longer offered.',
      ],
      [
        () => convert(who, 1),
        400,
        'POINTS_CONVERT_TOO_FEW',
        'Too few points to convert: they would be worth less than one cent.',
      ],
    ] as const;
    // Half a cent per point: one point is worth nothing.
    await operatorPut(pointPaths.operatorConfig, { ...defaults, exchange: 50 });
    for (const [res, status, errorCode, message] of cases) {
      const r = await res();
      expect(r.statusCode).toBe(status);
      expect(r.json()).toEqual({
        success: false,
        errorCode,
        message,
        requestId: expect.any(String),
      });
    }
    expect(await readPoints(app.db, who.id)).toBe(200);
    expect(await readBalance(app.db, who.id)).toBe(0);
    expect((await get(who, pointPaths.redeemList)).json().value).toHaveLength(1);
    await ledgerIsSound();
  });

  it('lets the operator approve a physical reward or reject it, giving the points and stock back', async () => {
    const id = await reward({ stock: 2, cost: 150 });
    const who = await player(0, 400);
    const a = (await redeem(who, id)).json().value;
    const b = (await redeem(who, id)).json().value;
    expect(a.status).toBe('process');
    expect(await readPoints(app.db, who.id)).toBe(100);
    const approved = await operatorPost(`${pointPaths.operatorRedemptions}/${a.id}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'approved', memberId: who.id });
    const rejected = await operatorPost(`${pointPaths.operatorRedemptions}/${b.id}/reject`, {
      reason: 'Address incomplete',
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      reason: 'Address incomplete',
    });
    const twice = await operatorPost(`${pointPaths.operatorRedemptions}/${b.id}/reject`, {
      reason: 'again',
    });
    expect(twice.json().errorCode).toBe('POINT_REDEMPTION_DECIDED');
    expect(await readPoints(app.db, who.id)).toBe(250);
    const [row] = await app.db.select().from(pointReward).where(eq(pointReward.id, id));
    expect(row!.stock).toBe(1);
    const balance = (await get(who, pointPaths.balance)).json().value;
    expect(balance.byType.redeem).toBe(150);
    const statuses = (await get(who, pointPaths.redeemList))
      .json()
      .value.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['rejected', 'approved']);
    // Each decision reaches the member's inbox once, the rejection with its reason, in the
    // reader's language.
    const inbox = await c.call('GET', `${messagePaths.inbox}?pageNo=1&pageSize=10`, undefined, {
      token: who.token,
      language: 'pt',
    });
    const messages = inbox.json().value.content as { title: string; body: string }[];
    expect(messages.map((m) => m.title)).toEqual([
      'Resgate de pontos recusado',
      'Prêmio a caminho',
    ]);
    expect(messages[0]!.body).toBe(
      `Seu resgate de pontos nº ${b.id} (Boné) foi recusado: Address incomplete. Os 150 pontos voltaram para o seu saldo.`,
    );
    expect(messages[1]!.body).toContain(`nº ${a.id} (Boné, 150 pontos) foi aprovado`);
    await ledgerIsSound();
  });

  it('lists rewards with stock and the member’s own count, in the member’s language', async () => {
    const id = await reward({ perMemberLimit: 2, namePt: 'Caneca', nameEn: 'Mug' });
    const who = await player(0, 200);
    await redeem(who, id);
    const res = await c.call('GET', pointPaths.rewards, undefined, {
      token: who.token,
      language: 'pt',
    });
    const mine = res.json().value.find((r: { id: number }) => r.id === id);
    expect(mine).toEqual({
      id,
      name: 'Caneca',
      description: '',
      kind: 'physical',
      cost: 100,
      bonusAmount: 0,
      stock: 4,
      perMemberLimit: 2,
      redeemed: 1,
    });
  });

  it('refuses visitors', async () => {
    const res = await app.inject({ method: 'GET', url: pointPaths.balance });
    expect(res.statusCode).toBe(401);
  });

  it('maps every bet category to a point type', () => {
    expect(Object.keys(pointTypeOfCategory).sort()).toEqual([...betCategories].sort());
  });
});
