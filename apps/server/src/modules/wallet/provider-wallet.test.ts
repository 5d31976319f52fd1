import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ledgerPosting } from '../../db/schema';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance, providerClient } from '../../test/wallet-fixtures';
import { readBalance } from './ledger';
import { reconcileLedger } from './reconcile';
import { signProviderBody } from './provider-signature';

type Provider = Awaited<ReturnType<typeof providerClient>>;

let serial = 0;
const txId = (what: string) => `${what}-${(serial += 1)}`;

describe.each(testDatabaseKinds())('provider seamless wallet on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let bgs: Provider;
  beforeAll(async () => {
    app = await buildTestApp(database());
    bgs = await providerClient(app, 'BGS');
  });
  afterAll(async () => app?.close());

  /** A member with `balance` and a live game token for BGS. */
  async function player(balance: number) {
    const memberId = await memberWithBalance(app.db, balance);
    const { token } = await bgs.session(memberId);
    return { memberId, token };
  }
  const betBody = (token: string, transactionId: string, amount: number) => ({
    token,
    transactionId,
    roundId: `round-${transactionId}`,
    gameCode: 'dice',
    amount,
  });
  const countPostings = async (key: string) =>
    (
      await app.db
        .select({ n: count() })
        .from(ledgerPosting)
        .where(like(ledgerPosting.idempotencyKey, key))
    )[0]?.n;

  it('answers the balance of the token’s member in minor units', async () => {
    const { token } = await player(12_345);
    const res = await bgs.call('balance', { token });
    expect(res).toEqual({
      status: 200,
      body: { success: true, value: { balance: 12_345, currency: 'BRL', transactionId: null } },
    });
  });

  it('refuses unsigned, wrongly signed, stale and unknown-vendor calls', async () => {
    const { memberId, token } = await player(100);
    const body = betBody(token, txId('sig'), 10);
    const stale = signProviderBody(bgs.secret, JSON.stringify(body), Date.now() - 10 * 60_000);
    for (const signature of ['', 't=1,v1=00', signProviderBody('another secret', 'x'), stale]) {
      const res = await bgs.call('bet', body, { signature, language: 'pt' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        errorCode: 'SIGNATURE_INVALID',
        message: 'A assinatura da solicitação não é válida.',
      });
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/wps/provider/NOPE/bet',
      headers: { 'content-type': 'application/json', 'x-openlobby-signature': 't=1,v1=00' },
      payload: JSON.stringify(body),
    });
    expect(unknown.json()).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
    expect(await readBalance(app.db, memberId)).toBe(100);
    expect(await countPostings(`provider:BGS:bet:${body.transactionId}`)).toBe(0);
  });

  it('refuses bad input with VALIDATION_FAILED and changes nothing', async () => {
    const { token } = await player(100);
    for (const body of [
      { ...betBody(token, txId('bad'), 10), amount: -5 },
      { ...betBody(token, txId('bad'), 10), amount: 1.5 },
      { ...betBody(token, txId('bad'), 10), amount: '10' },
      { ...betBody(token, txId('bad'), 10), extra: true },
      { ...betBody(token, 'x'.repeat(129), 10) },
    ]) {
      const res = await bgs.call('bet', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    expect((await bgs.call('balance', { token })).body).toMatchObject({ value: { balance: 100 } });
    const unknownToken = await bgs.call('bet', betBody('z'.repeat(43), txId('bad'), 10));
    expect(unknownToken.body).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
  });

  it('answers insufficient funds with the balance', async () => {
    const { token } = await player(50);
    const res = await bgs.call('bet', betBody(token, txId('poor'), 51));
    expect(res).toMatchObject({
      status: 409,
      body: { errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 50 } },
    });
  });

  it('R2: bet, win and rollback replayed 5 times at once make one posting each, same reply', async () => {
    const { token } = await player(1_000);
    const bet = betBody(token, txId('r2-bet'), 100);
    const win = {
      ...bet,
      transactionId: txId('r2-win'),
      betTransactionId: bet.transactionId,
      amount: 250,
    };
    const bet2 = betBody(token, txId('r2-bet'), 40);
    const rollback = {
      token,
      transactionId: txId('r2-rb'),
      betTransactionId: bet2.transactionId,
      amount: 40,
    };
    for (const [call, body, balance] of [
      ['bet', bet, 900],
      ['win', win, 1_150],
      ['bet', bet2, 1_110],
      ['rollback', rollback, 1_150],
    ] as const) {
      const replies = await Promise.all(Array.from({ length: 5 }, () => bgs.call(call, body)));
      for (const r of replies) expect(r).toEqual(replies[0]);
      expect(replies[0]).toMatchObject({ status: 200, body: { value: { balance } } });
    }
    for (const key of [
      `bet:${bet.transactionId}`,
      `win:${win.transactionId}`,
      `bet:${bet2.transactionId}`,
      `void:${bet2.transactionId}`,
    ]) {
      expect(await countPostings(`provider:BGS:${key}`)).toBe(1);
    }
    // The same transaction id with another amount is refused.
    for (const [call, body] of [
      ['bet', { ...bet, amount: 101 }],
      ['win', { ...win, amount: 251 }],
      ['rollback', { ...rollback, amount: 41 }],
    ] as const) {
      const res = await bgs.call(call, body);
      expect(res).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_CONFLICT' } });
    }
    expect((await bgs.call('balance', { token })).body).toMatchObject({
      value: { balance: 1_150 },
    });
  });

  it('R3: a rollback before its bet leaves a tombstone; the late bet changes nothing', async () => {
    const { token } = await player(500);
    const bet = betBody(token, txId('late'), 200);
    const rollback = {
      token,
      transactionId: txId('early-rb'),
      betTransactionId: bet.transactionId,
      amount: 200,
    };
    expect((await bgs.call('rollback', rollback)).body).toMatchObject({ value: { balance: 500 } });
    const late = await bgs.call('bet', bet);
    expect(late.body).toEqual({
      success: true,
      value: { balance: 500, currency: 'BRL', transactionId: null },
    });
    // The bet's key holds only the tombstone, which moved no money.
    const atBetKey = await app.db
      .select({ kind: ledgerPosting.kind, amount: ledgerPosting.amount })
      .from(ledgerPosting)
      .where(eq(ledgerPosting.idempotencyKey, `provider:BGS:bet:${bet.transactionId}`));
    expect(atBetKey).toEqual([{ kind: 'rollback', amount: 0 }]);
    // A win for the voided bet is refused too.
    const win = { ...bet, transactionId: txId('late-win'), betTransactionId: bet.transactionId };
    expect((await bgs.call('win', win)).body).toMatchObject({
      errorCode: 'TRANSACTION_ROLLED_BACK',
    });
  });

  it('R3: a double rollback credits once; a win after a rollback is refused', async () => {
    const { token } = await player(300);
    const bet = betBody(token, txId('dbl'), 100);
    await bgs.call('bet', bet);
    const rb = (id: string) => ({
      token,
      transactionId: id,
      betTransactionId: bet.transactionId,
      amount: 100,
    });
    const first = await bgs.call('rollback', rb(txId('rb1')));
    const second = await bgs.call('rollback', rb(txId('rb2')));
    expect(first.body).toMatchObject({ value: { balance: 300 } });
    expect(second).toEqual(first);
    const win = {
      ...bet,
      transactionId: txId('after-rb'),
      betTransactionId: bet.transactionId,
      amount: 50,
    };
    const refused = await bgs.call('win', win);
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'TRANSACTION_ROLLED_BACK' } });
    expect((await bgs.call('balance', { token })).body).toMatchObject({ value: { balance: 300 } });
  });

  it('R3: with an expired game token, wins and rollbacks settle but a new bet is refused', async () => {
    const memberId = await memberWithBalance(app.db, 1_000);
    const { token } = await bgs.session(memberId, -1);
    const { token: live } = await bgs.session(memberId);
    const bet1 = betBody(live, txId('exp'), 100);
    const bet2 = betBody(live, txId('exp'), 100);
    await bgs.call('bet', bet1);
    await bgs.call('bet', bet2);
    const expiredBet = await bgs.call('bet', betBody(token, txId('exp'), 10));
    expect(expiredBet).toMatchObject({ status: 401, body: { errorCode: 'GAME_SESSION_EXPIRED' } });
    const win = {
      ...bet1,
      token,
      transactionId: txId('exp-win'),
      betTransactionId: bet1.transactionId,
      amount: 30,
    };
    expect((await bgs.call('win', win)).body).toMatchObject({ value: { balance: 830 } });
    const rollback = {
      token,
      transactionId: txId('exp-rb'),
      betTransactionId: bet2.transactionId,
      amount: 100,
    };
    expect((await bgs.call('rollback', rollback)).body).toMatchObject({ value: { balance: 930 } });
  });

  it('R3: a rollback racing its own bet never loses or makes money', async () => {
    const { token } = await player(1_000);
    const ids = Array.from({ length: 20 }, () => txId('race'));
    await Promise.all(
      ids.flatMap((id) => [
        bgs.call('bet', betBody(token, id, 7)),
        bgs.call('rollback', { token, transactionId: `rb-${id}`, betTransactionId: id, amount: 7 }),
      ]),
    );
    expect((await bgs.call('balance', { token })).body).toMatchObject({
      value: { balance: 1_000 },
    });
  });

  it('refuses a win for a bet it never saw, or for another member’s bet', async () => {
    const a = await player(100);
    const b = await player(100);
    const bet = betBody(a.token, txId('own'), 10);
    await bgs.call('bet', bet);
    const win = { ...bet, transactionId: txId('w'), betTransactionId: 'never-placed', amount: 5 };
    expect((await bgs.call('win', win)).body).toMatchObject({ errorCode: 'TRANSACTION_NOT_FOUND' });
    const stolen = { ...win, token: b.token, betTransactionId: bet.transactionId };
    expect((await bgs.call('win', stolen)).body).toMatchObject({
      errorCode: 'TRANSACTION_NOT_FOUND',
    });
    expect((await bgs.call('balance', { token: b.token })).body).toMatchObject({
      value: { balance: 100 },
    });
  });

  it('settles during maintenance: providers are not behind the member gate', async () => {
    const { token } = await player(100);
    await app.inject({
      method: 'PUT',
      url: '/operator/maintenance',
      headers: operatorHeaders,
      payload: { enabled: true, endsAt: null },
    });
    try {
      expect((await app.inject('/wps/v2/wallets/balance')).statusCode).toBe(503);
      expect((await bgs.call('bet', betBody(token, txId('mnt'), 10))).status).toBe(200);
    } finally {
      await resetToSeed(app);
    }
  });

  it('leaves the books balanced after all of the above', async () => {
    expect(await reconcileLedger(app.db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });
});
