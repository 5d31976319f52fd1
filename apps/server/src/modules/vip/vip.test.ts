import {
  okEnvelopeSchema,
  operatorVipMembersSchema,
  operatorVipTierListSchema,
  vipMonthlyResultSchema,
  vipStatusSchema,
} from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sqlRows } from '../../lib/sql-rows';
import { buildTestApp, TEST_OPERATOR_TOKEN } from '../../test/build-test-app';
import { identityClient, loggedInMember, type IdentityClient } from '../../test/identity-client';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { DEMO_FUNDING, providerAccount } from '../wallet/accounts';
import { post, readBalance } from '../wallet/ledger';
import { evaluateMember, payVipMonthly, previousMonth } from './vip';

const paths = {
  status: '/wps/relay/MCS_vip',
  tiers: '/operator/vip/tiers',
  members: '/operator/vip/members',
  monthly: '/operator/vip/monthly',
};
const ladder = [
  { name: 'Bronze', threshold: 1_000, upgradeBonus: 100, monthlyBonus: 50 },
  { name: 'Silver', threshold: 5_000, upgradeBonus: 500, monthlyBonus: 200 },
  { name: 'Gold', threshold: 20_000, upgradeBonus: 2_000, monthlyBonus: 0 },
];

describe.each(testDatabaseKinds())('VIP levels on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  let n = 0;

  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
    const res = await op('PUT', paths.tiers, { tiers: ladder });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => app?.close());

  const op = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    });

  /** A new member with money, logged in. */
  async function player(name: string) {
    const m = await loggedInMember(app, c, `vip_${name}_${kind}`.slice(0, 20), 'Vip#Level2026');
    await post(app.db, {
      idempotencyKey: `vip-test:${kind}:${name}:dep`,
      kind: 'deposit',
      memberId: m.memberId,
      amount: 1_000_000,
      counterparty: DEMO_FUNDING,
    });
    return m;
  }

  /** A settled live round of `amount` staked: valid bet, recorded with the bet. */
  async function stake(memberId: number, amount: number) {
    n += 1;
    await post(app.db, {
      idempotencyKey: `provider:AG:bet:vip-${kind}-${n}`,
      kind: 'bet',
      memberId,
      amount: -amount,
      counterparty: providerAccount('AG'),
      reference: `vip-${n}`,
      round: { vendorCode: 'AG', roundId: `vip-${kind}-${n}`, gameCode: null },
    });
  }

  const status = async (token: string) => {
    const res = await c.call('GET', paths.status, undefined, { token });
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(vipStatusSchema).parse(res.json()).value;
  };
  const vipBonuses = (memberId: number) =>
    sqlRows<{ key: string; amount: string }>(
      app.db,
      sql`SELECT idempotency_key AS key, amount::text AS amount FROM ledger_posting
          WHERE member_id = ${memberId} AND idempotency_key LIKE 'vip:%' ORDER BY id`,
    );

  it('shows the level and progress, and pays each crossed tier once, two at once too', async () => {
    const { memberId, token } = await player('climb');
    await stake(memberId, 400);
    const before = await status(token);
    expect(before).toMatchObject({
      level: 0,
      name: null,
      validBet: 400,
      next: { level: 1, name: 'Bronze', threshold: 1_000, remaining: 600 },
    });
    expect(before.tiers.map((t) => t.name)).toEqual(['Bronze', 'Silver', 'Gold']);

    // 400 + 5,000 crosses Bronze and Silver in one go: both bonuses.
    await stake(memberId, 5_000);
    const balance = await readBalance(app.db, memberId);
    const after = await status(token);
    expect(after).toMatchObject({
      level: 2,
      name: 'Silver',
      validBet: 5_400,
      next: { level: 3, name: 'Gold', remaining: 14_600 },
    });
    expect(await readBalance(app.db, memberId)).toBe(balance + 600);
    expect(await vipBonuses(memberId)).toEqual([
      { key: `vip:upgrade:${memberId}:1`, amount: '100' },
      { key: `vip:upgrade:${memberId}:2`, amount: '500' },
    ]);

    // Evaluated again, and concurrently, after crossing Gold: Gold is paid exactly once.
    await stake(memberId, 20_000);
    const runs = await Promise.all([
      evaluateMember(app.db, memberId),
      evaluateMember(app.db, memberId),
      evaluateMember(app.db, memberId),
    ]);
    expect(runs.flatMap((r) => r.newLevels)).toEqual([3]);
    await status(token);
    expect((await vipBonuses(memberId)).map((b) => b.amount)).toEqual(['100', '500', '2000']);
    expect((await status(token)).next).toBeNull();
  });

  it('gives an excluded member the level but no bonus, upgrade or monthly', async () => {
    const { memberId, token } = await player('excluded');
    await app.db.execute(
      sql`INSERT INTO member_protection (member_id, exclusion_kind, exclusion_started_at, excluded_until)
          VALUES (${memberId}, 'timeout', now(), now() + interval '2 days')`,
    );
    await stake(memberId, 1_500);
    expect((await evaluateMember(app.db, memberId)).newLevels).toEqual([1]);
    expect(await vipBonuses(memberId)).toEqual([]);
    // Reached last month: still no monthly bonus while excluded.
    await app.db.execute(
      sql`UPDATE member_vip_level SET reached_at = now() - interval '40 days'
          WHERE member_id = ${memberId}`,
    );
    await payVipMonthly(app.db, previousMonth(Date.now()), { preview: false });
    expect(await vipBonuses(memberId)).toEqual([]);
    expect(token).toBeTruthy();
  });

  it('pays the monthly bonus of an ended month once per member, after a preview that pays nothing', async () => {
    const { memberId } = await player('monthly');
    await stake(memberId, 6_000);
    await evaluateMember(app.db, memberId);
    // Silver was reached before last month ended.
    await app.db.execute(
      sql`UPDATE member_vip_level SET reached_at = date_trunc('month', now()) - interval '1 day'
          WHERE member_id = ${memberId}`,
    );
    const month = previousMonth(Date.now());
    const pay = async (preview: boolean) => {
      const res = await op('POST', paths.monthly, { month, preview });
      expect(res.statusCode).toBe(200);
      return okEnvelopeSchema(vipMonthlyResultSchema).parse(res.json()).value;
    };
    const preview = await pay(true);
    expect(preview.paid).toBeGreaterThanOrEqual(1);
    expect(await vipBonuses(memberId)).toHaveLength(2);
    const first = await pay(false);
    expect(first.paid).toBe(preview.paid);
    expect(first.amount).toBe(preview.amount);
    const [again] = await Promise.all([pay(false), pay(false)]);
    expect(again!.paid).toBe(0);
    expect((await vipBonuses(memberId)).slice(2)).toEqual([
      { key: `vip:monthly:${memberId}:${month}`, amount: '200' },
    ]);
    const now = new Date().toISOString().slice(0, 7);
    const early = await op('POST', paths.monthly, { month: now });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'VIP_MONTH_NOT_OVER' });
  });

  it("lists members' levels for the operator", async () => {
    const res = await op('GET', `${paths.members}?limit=50`);
    expect(res.statusCode).toBe(200);
    const { members } = okEnvelopeSchema(operatorVipMembersSchema).parse(res.json()).value;
    expect(members).toContainEqual({
      account: `vip_climb_${kind}`.slice(0, 20),
      level: 3,
      name: 'Gold',
      validBet: 25_400,
    });
  });

  it('refuses a ladder whose thresholds do not rise, bad amounts, or one dropping reached tiers', async () => {
    const refused = async (tiers: object[], status = 400) => {
      const res = await op('PUT', paths.tiers, { tiers });
      expect(res.statusCode).toBe(status);
      return res.json() as { errorCode: string };
    };
    const flat = [ladder[0]!, { ...ladder[1]!, threshold: 1_000 }];
    expect((await refused(flat)).errorCode).toBe('VIP_TIERS_INVALID');
    expect((await refused([{ ...ladder[0], upgradeBonus: -1 }])).errorCode).toBe(
      'VALIDATION_FAILED',
    );
    expect((await refused([{ ...ladder[0], threshold: 0 }])).errorCode).toBe('VALIDATION_FAILED');
    expect((await refused([{ ...ladder[0], monthlyBonus: 1e13 }])).errorCode).toBe(
      'VALIDATION_FAILED',
    );
    // Members hold Gold (tier 3): a two-tier ladder would take it away.
    expect((await refused(ladder.slice(0, 2))).errorCode).toBe('VIP_TIERS_INVALID');
    const res = await op('GET', paths.tiers);
    expect(okEnvelopeSchema(operatorVipTierListSchema).parse(res.json()).value.tiers).toEqual(
      ladder.map((t, i) => ({ ...t, level: i + 1 })),
    );
  });

  it('keeps a reached level when the operator raises the thresholds', async () => {
    const { memberId, token } = await player('kept');
    await stake(memberId, 1_200);
    expect((await status(token)).level).toBe(1);
    const raised = ladder.map((t) => ({ ...t, threshold: t.threshold * 10 }));
    expect((await op('PUT', paths.tiers, { tiers: raised })).statusCode).toBe(200);
    expect(await status(token)).toMatchObject({
      level: 1,
      name: 'Bronze',
      next: { remaining: 48_800 },
    });
    await op('PUT', paths.tiers, { tiers: ladder });
  });

  it('needs a login for the VIP card', async () => {
    const res = await c.call('GET', paths.status);
    expect(res.statusCode).toBe(401);
  });
});
