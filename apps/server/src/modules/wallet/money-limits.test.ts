import {
  DEFAULT_MAX_WIN_PER_ROUND,
  MAX_AMOUNT,
  MAX_BALANCE,
  walletPaths,
} from '@openlobby/contract';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ledgerPosting, walletBalance } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { depositClient } from '../../test/deposit-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { providerClient } from '../../test/wallet-fixtures';
import { withdrawalKit } from '../../test/withdrawal-kit';
import { DEMO_FUNDING } from './accounts';
import { databaseErrorOf, post, readBalance } from './ledger';
import { BalanceLimitError } from './ledger-errors';
import { reconcileLedger } from './reconcile';

type Provider = Awaited<ReturnType<typeof providerClient>>;

/** The win of issue 12: accepted before, it left the wallet unreadable for good. */
const HUGE = 2 ** 53 - 10_000;
let serial = 0;
const id = (what: string) => `${what}-${process.pid}-${(serial += 1)}`;

describe.each(testDatabaseKinds())('money limits (R12) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let sandbox: Provider;
  let kit: ReturnType<typeof withdrawalKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    sandbox = await providerClient(app, 'SANDBOX');
    kit = withdrawalKit(app);
  });
  afterAll(async () => app?.close());

  /** A member who can log in, `balance` deposited, and a SANDBOX game token. */
  async function player(balance: number) {
    const who = await kit.member(balance);
    const { token: gameToken } = await sandbox.session(who.id);
    return { ...who, gameToken };
  }
  /** Tops a member up to `balance` in deposits no larger than MAX_AMOUNT. */
  async function topUp(memberId: number, balance: number) {
    for (let left = balance - (await readBalance(app.db, memberId)), n = 0; left > 0; n += 1) {
      const amount = Math.min(left, MAX_AMOUNT);
      await post(app.db, {
        idempotencyKey: `topup:${memberId}:${n}`,
        kind: 'deposit',
        memberId,
        amount,
        counterparty: DEMO_FUNDING,
      });
      left -= amount;
    }
  }
  async function bet(gameToken: string, amount: number, roundId = id('round')) {
    const transactionId = id('bet');
    const res = await sandbox.call('bet', {
      token: gameToken,
      transactionId,
      roundId,
      gameCode: 'wheel',
      amount,
    });
    expect(res.status).toBe(200);
    return { transactionId, roundId };
  }
  const win = (
    gameToken: string,
    of: { transactionId: string; roundId: string },
    amount: number,
    transactionId = id('win'),
    language: 'en' | 'pt' = 'en',
  ) =>
    sandbox.call(
      'win',
      {
        token: gameToken,
        transactionId,
        betTransactionId: of.transactionId,
        roundId: of.roundId,
        gameCode: 'wheel',
        amount,
      },
      { language },
    );
  const winPostings = async (memberId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(ledgerPosting)
        .where(sql`${ledgerPosting.memberId} = ${memberId} AND ${ledgerPosting.kind} = 'win'`)
    )[0]?.n;
  /** Every read of a wallet a member or a provider makes answers 200 with this balance. */
  async function expectReadable(who: { token: string; gameToken: string }, balance: number) {
    const reads = [
      await kit.get(who, walletPaths.balance),
      await kit.get(who, walletPaths.consolidatedFunds),
      await kit.get(who, walletPaths.transactionDetail),
    ];
    for (const res of reads) expect(res.statusCode).toBe(200);
    expect(reads[0]!.json().value.balance).toBe(balance);
    expect(reads[1]!.json().value.balance).toBe(balance);
    const provider = await sandbox.call('balance', { token: who.gameToken });
    expect(provider).toMatchObject({ status: 200, body: { value: { balance } } });
  }
  const setMaxWin = (maxWinPerRound: unknown) =>
    app.inject({
      method: 'PUT',
      url: walletPaths.operatorProviderSettings,
      headers: operatorHeaders,
      payload: { maxWinPerRound },
    });

  it('refuses the signed win of 2^53 − 10,000, and the wallet stays readable', async () => {
    const who = await player(100_000);
    const round = await bet(who.gameToken, 1_000);
    const res = await win(who.gameToken, round, HUGE);
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_FAILED' } });
    expect(await winPostings(who.id)).toBe(0);
    await expectReadable(who, 99_000);
  });

  it('refuses a win that would take the balance past MAX_BALANCE, atomically', async () => {
    expect((await setMaxWin(MAX_AMOUNT)).statusCode).toBe(200);
    const who = await player(0);
    await topUp(who.id, MAX_BALANCE - 400);
    const round = await bet(who.gameToken, 100);
    const before = MAX_BALANCE - 500;

    const refused = await win(who.gameToken, round, 501, id('win'), 'pt');
    expect(refused).toMatchObject({
      status: 409,
      body: {
        success: false,
        errorCode: 'BALANCE_LIMIT_EXCEEDED',
        message:
          'Isso levaria o saldo acima do máximo que uma carteira pode ter. Nada foi alterado.',
        value: { balance: before, maxBalance: MAX_BALANCE },
      },
    });
    expect(await winPostings(who.id)).toBe(0);
    await expectReadable(who, before);

    // Up to the bound exactly is fine, and the books still balance.
    expect(await win(who.gameToken, round, 500)).toMatchObject({
      status: 200,
      body: { value: { balance: MAX_BALANCE } },
    });
    await expectReadable(who, MAX_BALANCE);
    // Any other credit (here a deposit) is refused the same way, with nothing written.
    await expect(
      post(app.db, {
        idempotencyKey: id('over'),
        kind: 'deposit',
        memberId: who.id,
        amount: 1,
        counterparty: DEMO_FUNDING,
      }),
    ).rejects.toBeInstanceOf(BalanceLimitError);
    expect(await reconcileLedger(app.db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
    expect((await setMaxWin(DEFAULT_MAX_WIN_PER_ROUND)).statusCode).toBe(200);
  });

  it('caps a round’s wins at the operator’s maximum win per round', async () => {
    const settings = await app.inject({
      method: 'GET',
      url: walletPaths.operatorProviderSettings,
      headers: operatorHeaders,
    });
    expect(settings.json()).toEqual({
      success: true,
      value: { maxWinPerRound: DEFAULT_MAX_WIN_PER_ROUND },
    });
    expect((await setMaxWin(MAX_AMOUNT + 1)).statusCode).toBe(400);
    expect((await setMaxWin(0)).statusCode).toBe(400);
    expect((await setMaxWin(5_000)).json()).toEqual({
      success: true,
      value: { maxWinPerRound: 5_000 },
    });
    try {
      const who = await player(10_000);
      const round = await bet(who.gameToken, 100);

      const over = await win(who.gameToken, round, 5_001);
      expect(over).toMatchObject({
        status: 409,
        body: {
          errorCode: 'WIN_LIMIT_EXCEEDED',
          message: 'This win is above the maximum allowed for one round. Nothing was paid.',
          value: { maxWinPerRound: 5_000, paidThisRound: 0 },
        },
      });
      expect(await winPostings(who.id)).toBe(0);

      const firstId = id('win');
      const first = await win(who.gameToken, round, 3_000, firstId);
      expect(first).toMatchObject({ status: 200, body: { value: { balance: 12_900 } } });
      // The round's wins are summed: a second win may only take it up to the cap.
      const second = await win(who.gameToken, round, 2_001);
      expect(second).toMatchObject({
        status: 409,
        body: { errorCode: 'WIN_LIMIT_EXCEEDED', value: { paidThisRound: 3_000 } },
      });
      expect(await win(who.gameToken, round, 2_000)).toMatchObject({ status: 200 });
      // Another round has its own allowance.
      expect(await win(who.gameToken, await bet(who.gameToken, 100), 5_000)).toMatchObject({
        status: 200,
      });
      // But not a win of this round's bet that names another round: the bet's round counts.
      for (const elsewhere of ['R-elsewhere', id('round')]) {
        expect(
          await win(
            who.gameToken,
            { transactionId: round.transactionId, roundId: elsewhere },
            5_000,
          ),
        ).toMatchObject({ status: 404, body: { errorCode: 'TRANSACTION_NOT_FOUND' } });
      }
      // Two wins of one round at once: the wallet row is locked first, so one is paid.
      const raced = await bet(who.gameToken, 100);
      const both = await Promise.all([
        win(who.gameToken, raced, 3_000),
        win(who.gameToken, raced, 3_000),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      // A retry of a paid win gets its original reply, even once the cap is lower.
      expect((await setMaxWin(1_000)).statusCode).toBe(200);
      expect(await win(who.gameToken, round, 3_000, firstId)).toEqual(first);
      expect(await winPostings(who.id)).toBe(4);
      await expectReadable(who, 22_700);
    } finally {
      await setMaxWin(DEFAULT_MAX_WIN_PER_ROUND);
    }
  });

  it('has the database refuse an out-of-range balance or amount written directly', async () => {
    const [bounds] = await sqlRows<{ amount: string; balance: string }>(
      app.db,
      sql`SELECT ledger_max_amount()::text AS amount, ledger_max_balance()::text AS balance`,
    );
    expect(bounds).toEqual({ amount: String(MAX_AMOUNT), balance: String(MAX_BALANCE) });

    const who = await player(1_000);
    const refusal = async (write: Promise<unknown>) =>
      databaseErrorOf(
        await write.then(
          () => null,
          (error: unknown) => error,
        ),
      )?.code;
    expect(
      await refusal(
        app.db
          .update(walletBalance)
          .set({ balance: HUGE })
          .where(eq(walletBalance.memberId, who.id)),
      ),
    ).toBe('23514');
    expect(
      await refusal(
        app.db.insert(ledgerPosting).values({
          idempotencyKey: id('direct'),
          kind: 'deposit',
          memberId: who.id,
          amount: MAX_AMOUNT + 1,
          requestHash: 'x',
        }),
      ),
    ).toBe('23514');
    // The ledger function refuses such an amount itself, before writing anything.
    const key = id('huge');
    await expect(
      post(app.db, {
        idempotencyKey: key,
        kind: 'deposit',
        memberId: who.id,
        amount: HUGE,
        counterparty: DEMO_FUNDING,
      }),
    ).rejects.toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    const written = await app.db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, key));
    expect(written[0]?.n).toBe(0);
    await expectReadable(who, 1_000);
  });

  it('refuses amounts past MAX_AMOUNT from members and operators, changing nothing', async () => {
    const who = await player(5_000);
    const deposit = await depositClient(app, who.token).call(
      'POST',
      '/wps/v2/payments/deposit/orders',
      { channelCode: 'PIX', amount: MAX_AMOUNT + 1 },
    );
    expect(deposit.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });

    const pix = await kit.addPix(who);
    const withdrawal = await kit.request(who, { amount: HUGE, payoutAccountId: pix.id });
    expect(withdrawal.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(await kit.written(who.id)).toEqual({ withdrawals: 0, postings: 0 });

    const operator = (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: object) =>
      app.inject({ method, url, headers: operatorHeaders, payload });
    const refused = [
      await operator('PATCH', '/operator/deposit/channels/PIX', { maxAmount: HUGE }),
      await operator('PUT', '/operator/withdrawal-settings', { minAmount: 1_000, maxAmount: HUGE }),
      await operator('POST', '/operator/promotions', {
        promotionType: 'HUGE_GIFT',
        titlePt: 'Presente',
        titleEn: 'Gift',
        descriptionPt: 'Presente',
        descriptionEn: 'Gift',
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2027-01-01T00:00:00Z',
        rewardAmount: HUGE,
        rule: 'instant',
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    }
    const channels = await depositClient(app, who.token).call(
      'GET',
      '/wps/v2/payments/deposit/channels',
    );
    expect(channels.json().value[0].maxAmount).toBeLessThanOrEqual(MAX_AMOUNT);
    await expectReadable(who, 5_000);
  });
});
