import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ledgerPosting, member } from '../../db/schema';
import { agentCentreKit, type KitMember } from '../../test/agent-centre-kit';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { depositClient, gatewayNotifier, notificationFor } from '../../test/deposit-kit';
import { identityClient } from '../../test/identity-client';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { readBalance } from '../wallet/ledger';
import { referralCodes } from './service';

type Info = {
  code: string;
  linkPath: string;
  invited: number;
  deposited: number;
  rewardTotal: number;
};
type Page = {
  total: number;
  list: { account: string; status: string; reward: number | null; firstDepositAt: string | null }[];
};

let ipSerial = 0;
const freshIp = () => `198.51.100.${(ipSerial += 1) % 250}`;

describe.each(testDatabaseKinds())('referrals on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof agentCentreKit>;
  let notify: Awaited<ReturnType<typeof gatewayNotifier>>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = agentCentreKit(app);
    notify = await gatewayNotifier(app);
  });
  afterAll(async () => app?.close());

  const setRules = async (rules: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/referral-rules',
      headers: { ...operatorHeaders, 'accept-language': 'en' },
      payload: rules,
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** A deposit paid through the sandbox gateway; `notices` copies of its notification race. */
  async function deposit(who: KitMember, amount: number, notices = 1) {
    const client = depositClient(app, who.token);
    const res = await client.call('POST', '/wps/v2/payments/deposit/orders', {
      channelCode: 'PIX',
      amount,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = await notificationFor(app, res.json().value.orderRef, 'paid');
    return () => Promise.all(Array.from({ length: notices }, () => notify(body)));
  }
  const rewardPostings = (inviteeId: number) =>
    app.db
      .select({
        memberId: ledgerPosting.memberId,
        amount: ledgerPosting.amount,
        kind: ledgerPosting.kind,
      })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `referral:${inviteeId}`));

  it('gives a member a code and link; a friend registering with it is listed, masked', async () => {
    const referrer = await kit.member();
    const info = kit.value<Info>(await kit.get(referrer, '/wps/member/referral'));
    expect(info.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.linkPath).toBe(`/register?referralCode=${info.code}`);
    expect(info).toMatchObject({ invited: 0, deposited: 0, rewardTotal: 0 });
    expect(kit.value<Info>(await kit.get(referrer, '/wps/member/referral')).code).toBe(info.code);

    const c = identityClient(app);
    const check = await c.call('GET', `/wps/agent/affiliate?code=${info.code}`);
    expect(check.json().value).toEqual({ valid: true });
    const username = `friend${Date.now().toString(36).slice(-6)}`;
    const ip = freshIp();
    const body = {
      username,
      password: 'Fresh#Start2026',
      confirmPassword: 'Fresh#Start2026',
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      login: true,
      ...(await c.captcha(freshIp())),
      sliderToken: await c.sliderToken('register', ip),
    };
    const unknown = await c.e(
      'PUT',
      '/wps/member/register',
      { ...body, referralCode: 'ZZZZ9999' },
      { ip },
    );
    expect(unknown.json()).toMatchObject({ errorCode: 'AFFILIATE_INVALID' });
    const ip2 = freshIp();
    const res = await c.e(
      'PUT',
      '/wps/member/register',
      { ...body, sliderToken: await c.sliderToken('register', ip2), referralCode: info.code },
      { ip: ip2 },
    );
    expect(res.statusCode, res.body).toBe(200);
    // Invited by a member, not placed under an agent (ADR 025).
    const [row] = await app.db.select().from(member).where(eq(member.account, username));
    expect(row!.parentId).toBeNull();

    const page = kit.value<Page>(await kit.get(referrer, '/wps/member/referral/invitees'));
    expect(page.total).toBe(1);
    expect(page.list).toEqual([
      {
        account: `${username.slice(0, 2)}***${username.slice(-2)}`,
        registeredAt: expect.any(String),
        status: 'registered',
        firstDepositAt: null,
        reward: null,
      },
    ]);
    expect(JSON.stringify(page)).not.toContain(username);
  });

  it('pays the reward exactly once, on a first deposit at or above the minimum', async () => {
    expect(
      await setRules({
        enabled: true,
        minDeposit: 5_000,
        kind: 'percent',
        fixedAmount: 0,
        percentBp: 1_000,
      }),
    ).toMatchObject({ status: 200 });
    const referrer = await kit.member();
    const small = await kit.member();
    const racer = await kit.member();
    await referralCodes.record(app.db, small.id, referrer.id);
    await referralCodes.record(app.db, racer.id, referrer.id);

    // Below the minimum: marked as the first deposit, no reward; a later big one pays none.
    await (
      await deposit(small, 4_000)
    )();
    await (
      await deposit(small, 50_000)
    )();
    expect(await rewardPostings(small.id)).toEqual([]);

    // Two deposits race, each notified three times at once: one reward, 10 % of the first.
    const [a, b] = await Promise.all([deposit(racer, 20_000, 3), deposit(racer, 30_000, 3)]);
    await Promise.all([a(), b()]);
    expect(await readBalance(app.db, racer.id)).toBe(50_000);
    const paid = await rewardPostings(racer.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ memberId: referrer.id, kind: 'bonus' });
    expect([2_000, 3_000]).toContain(paid[0]!.amount);
    expect(await readBalance(app.db, referrer.id)).toBe(paid[0]!.amount);

    const info = kit.value<Info>(await kit.get(referrer, '/wps/member/referral'));
    expect(info).toMatchObject({ invited: 2, deposited: 2, rewardTotal: paid[0]!.amount });
    const page = kit.value<Page>(await kit.get(referrer, '/wps/member/referral/invitees'));
    expect(page.list.map((i) => [i.status, i.reward]).sort()).toEqual(
      [
        ['deposited', 0],
        ['deposited', paid[0]!.amount],
      ].sort(),
    );
  });

  it('refuses rules that pay nothing or amounts out of range, and keeps the old ones', async () => {
    await setRules({
      enabled: true,
      minDeposit: 1_000,
      kind: 'fixed',
      fixedAmount: 500,
      percentBp: 0,
    });
    expect(
      await setRules({
        enabled: true,
        minDeposit: 1_000,
        kind: 'fixed',
        fixedAmount: 0,
        percentBp: 0,
      }),
    ).toMatchObject({ status: 400, body: { errorCode: 'REFERRAL_RULES_INVALID' } });
    expect(
      await setRules({ enabled: true, minDeposit: 0, kind: 'fixed', fixedAmount: 5, percentBp: 0 }),
    ).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_FAILED' } });
    const res = await app.inject({ url: '/operator/referral-rules', headers: operatorHeaders });
    expect(res.json().value).toMatchObject({ minDeposit: 1_000, fixedAmount: 500 });
    const referrer = await kit.member();
    const invitee = await kit.member();
    await referralCodes.record(app.db, invitee.id, referrer.id);
    await (
      await deposit(invitee, 1_000)
    )();
    expect((await rewardPostings(invitee.id)).map((p) => p.amount)).toEqual([500]);
  });
});
