import { lotteryPaths, pointPaths, POINT_RATIO_BASE } from '@openlobby/contract';
import { and, count, eq, like, ne } from 'drizzle-orm';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { postgresDatabase, type Database } from './db/client';
import { betRecord, game, ledgerPosting, withdrawal } from './db/schema';
import { accruePoints } from './modules/points/accrual';
import { readPoints } from './modules/points/point-ledger-repository';
import { reconcileLedger } from './modules/wallet';
import { agentCentreKit, PAYMENT_PASSWORD, type KitMember } from './test/agent-centre-kit';
import { buildTestApp, operatorHeaders } from './test/build-test-app';
import { identityClient } from './test/identity-client';
import { lotteryKit, sscPos } from './test/lottery-kit';
import { useTestDatabase } from './test/suite';
import { testDatabaseKinds } from './test/test-database';

/*
 * R6 under races: each member write that moves money or claims something once, sent ten
 * times at once with the same body, split over two app instances with their own pools on
 * one PostgreSQL database (PGlite has one connection, so nothing there runs at once). One
 * effect, every other reply a refusal or the same answer, and every balance the sum of its
 * ledger entries. The claims and grabs already raced in their own suites (promotions,
 * missions, red envelope, points redeem, agent transfers, deposits, referral, VIP) are not
 * repeated here.
 */

const AT_ONCE = 10;
const kinds = testDatabaseKinds().filter((kind) => kind === 'postgres');

describe.runIf(kinds.length > 0).each(kinds)('money races on %s (R6)', (kind) => {
  const database = useTestDatabase(kind);
  let apps: App[];
  let second: Database;
  let clients: ReturnType<typeof identityClient>[];
  let ak: ReturnType<typeof agentCentreKit>;
  let lk: ReturnType<typeof lotteryKit>;
  beforeAll(async () => {
    const first = database();
    if (first.kind !== 'postgres') throw new Error('races need PostgreSQL');
    const url = (first.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    second = postgresDatabase(new pg.Pool({ connectionString: url, max: 5 }));
    apps = [await buildTestApp(first), await buildTestApp(second)];
    clients = apps.map((app) => identityClient(app));
    ak = agentCentreKit(apps[0]!);
    lk = lotteryKit(apps[0]!);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await second?.close();
  });

  type Reply = { status: number; body: { errorCode?: string; value?: unknown } };
  /** The same call AT_ONCE times at once, alternating between the two instances. */
  async function race(
    who: KitMember,
    method: 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    encrypted = false,
  ): Promise<Reply[]> {
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const c = clients[i % clients.length]!;
        return encrypted
          ? c.e(method, url, body, { token: who.token })
          : c.call(method, url, body, { token: who.token });
      }),
    );
    return replies.map((res) => ({ status: res.statusCode, body: res.json() }));
  }
  const statuses = (replies: Reply[]) =>
    replies.map((r) => (r.status === 200 ? 'ok' : `${r.status} ${r.body.errorCode}`));
  const postingsLike = async (memberId: number, key: string) =>
    (
      await apps[0]!.db
        .select({ n: count() })
        .from(ledgerPosting)
        .where(and(eq(ledgerPosting.memberId, memberId), like(ledgerPosting.idempotencyKey, key)))
    )[0]!.n;
  async function ledgerIsSound() {
    expect(await reconcileLedger(apps[0]!.db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
  }

  it('refunds a lottery bet once when its cancel is sent ten times at once', async () => {
    const who = await ak.member({ balance: 10_000 });
    const draw = await lk.currentDraw();
    const placed = await clients[0]!.call(
      'POST',
      lotteryPaths.placeBets,
      lk.slip(draw, [sscPos(['7'])]),
      { token: who.token },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = (placed.json().value as { bets: { id: number; stake: number }[] }).bets[0]!;
    expect(await ak.balance(who.id)).toBe(10_000 - bet.stake);
    const replies = await race(who, 'POST', lotteryPaths.cancelBet.replace(':id', String(bet.id)));
    expect(statuses(replies).filter((s) => s === 'ok').length, statuses(replies).join()).toBe(1);
    expect(
      replies.every((r) => r.status === 200 || r.status === 409),
      statuses(replies).join(),
    ).toBe(true);
    expect(await ak.balance(who.id)).toBe(10_000);
    await ledgerIsSound();
  });

  it('cancels a chase once, refunding each open bet once, when sent ten times at once', async () => {
    const who = await ak.member({ balance: 10_000 });
    const placed = await clients[0]!.call(
      'POST',
      lotteryPaths.placeChase,
      {
        vassalage: 'LOTT',
        gameCode: 'SSC',
        requestId: randomUUID(),
        bet: sscPos(['5']),
        draws: 3,
        stopOnWin: false,
      },
      { token: who.token },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const chase = (placed.json().value as { chase: { id: number; totalStake: number } }).chase;
    expect(await ak.balance(who.id)).toBe(10_000 - chase.totalStake);
    const replies = await race(
      who,
      'POST',
      lotteryPaths.cancelChase.replace(':id', String(chase.id)),
    );
    expect(
      replies.filter((r) => r.status === 200).length,
      statuses(replies).join(),
    ).toBeGreaterThan(0);
    expect(
      replies.every((r) => r.status === 200 || r.status === 409),
      statuses(replies).join(),
    ).toBe(true);
    // Every bet of the chase was open: all come back, each once.
    expect(await ak.balance(who.id)).toBe(10_000);
    await ledgerIsSound();
  });

  it('moves money into a provider wallet once for ten identical transfers at once', async () => {
    const [row] = await apps[0]!.db
      .select({ vendor: game.vendorCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.isGame, 'GAME')))
      .limit(1);
    const mode = await apps[0]!.inject({
      method: 'PUT',
      url: '/operator/provider-wallet-modes',
      headers: operatorHeaders,
      payload: { vendorCode: row!.vendor, mode: 'transfer' },
    });
    expect(mode.statusCode, mode.body).toBe(200);
    const who = await ak.member({ balance: 10_000 });
    const body = {
      vendorCode: row!.vendor,
      direction: 'in',
      amount: 3_000,
      requestId: randomUUID(),
    };
    const replies = await race(who, 'POST', '/wps/relay/GCS_walletTransfer', body);
    expect(
      replies.every((r) => r.status === 200),
      statuses(replies).join(),
    ).toBe(true);
    expect(await ak.balance(who.id)).toBe(7_000);
    expect(await postingsLike(who.id, `wallet-transfer:${who.id}:%`)).toBe(1);
    // Ten different transfers of 3.000 from 7.000: two at most get through.
    const different = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        clients[i % 2]!.call(
          'POST',
          '/wps/relay/GCS_walletTransfer',
          { ...body, requestId: randomUUID() },
          { token: who.token },
        ),
      ),
    );
    expect(different.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await ak.balance(who.id)).toBe(1_000);
    await ledgerIsSound();
  });

  it('holds a withdrawal once for ten identical requests, and cancels it once', async () => {
    const who = await ak.member({ balance: 50_000 });
    const pix = await clients[0]!.e(
      'POST',
      '/wps/v2/withdrawals/payout-accounts',
      {
        pixKeyType: 'EMAIL',
        pixKey: `race${who.id}@example.com`,
        payeeName: 'Maria da Silva',
        proof: PAYMENT_PASSWORD,
      },
      { token: who.token },
    );
    expect(pix.statusCode, pix.body).toBe(200);
    const payoutAccountId = (pix.json().value as { id: number }).id;
    const body = {
      requestId: randomUUID(),
      amount: 10_000,
      payoutAccountId,
      password: PAYMENT_PASSWORD,
    };
    const replies = await race(who, 'POST', '/wps/v2/withdrawals', body, true);
    // The password check takes a slot of the login-failure counters first (so a burst of
    // guesses cannot slip under them): past five at once, even the right one waits (429).
    const answered = replies.filter((r) => r.status === 200);
    const ids = new Set(answered.map((r) => (r.body.value as { id: number }).id));
    expect(
      replies.every((r) => r.status === 200 || r.body.errorCode === 'RATE_LIMITED'),
      statuses(replies).join(),
    ).toBe(true);
    expect(answered.length).toBeGreaterThan(0);
    expect(ids.size).toBe(1);
    const rows = await apps[0]!.db
      .select({ n: count() })
      .from(withdrawal)
      .where(eq(withdrawal.memberId, who.id));
    expect(rows[0]!.n).toBe(1);
    expect(await ak.balance(who.id)).toBe(40_000);
    const [id] = [...ids];
    const cancels = await race(who, 'POST', `/wps/v2/withdrawals/${id}/cancel`);
    expect(
      cancels.filter((r) => r.status === 200),
      statuses(cancels).join(),
    ).toHaveLength(1);
    expect(await ak.balance(who.id)).toBe(50_000);
    await ledgerIsSound();
  });

  it('spends points once: ten conversions of most of them at once, each its own request', async () => {
    const who = await ak.member({ balance: 0 });
    await apps[0]!.db.insert(betRecord).values({
      memberId: who.id,
      vendorCode: 'SANDBOX',
      roundId: `race-${who.id}`,
      category: 'RNG',
      betCount: 1,
      stake: (1_000 * POINT_RATIO_BASE) / 100,
      placedAt: new Date(Date.now() - 120_000),
      updatedAt: new Date(Date.now() - 120_000),
    });
    await accruePoints(apps[0]!.db, { settleMs: 0 });
    const points = await readPoints(apps[0]!.db, who.id);
    expect(points).toBeGreaterThanOrEqual(1_000);
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        clients[i % 2]!.e(
          'POST',
          pointPaths.convert,
          { requestId: randomUUID(), points: 600, password: PAYMENT_PASSWORD },
          { token: who.token },
        ),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok.length, replies.map((r) => r.statusCode).join()).toBe(Math.floor(points / 600));
    expect(await readPoints(apps[0]!.db, who.id)).toBe(points - 600 * ok.length);
    expect(await postingsLike(who.id, 'points:cash:%')).toBe(ok.length);
    expect(await ak.balance(who.id)).toBe(600 * ok.length);
    await ledgerIsSound();
  });
});
