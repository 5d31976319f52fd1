import { DEFAULT_WITHDRAWAL_LIMITS } from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ledgerEntry, ledgerPosting } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { reconcileLedger } from '../wallet/reconcile';
import { holdKey, refundKey } from './withdrawals';
import { withdrawalKit } from '../../test/withdrawal-kit';

describe.each(testDatabaseKinds())('withdrawal requests on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof withdrawalKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = withdrawalKit(app);
  });
  afterAll(async () => app?.close());

  /** A member with `balance`, a saved PIX key and one pending request of `amount`. */
  async function pending(balance: number, amount: number) {
    const who = await kit.member(balance);
    const { id: payoutAccountId } = await kit.addPix(who);
    const res = await kit.request(who, { amount, payoutAccountId });
    expect(res.statusCode).toBe(200);
    return { who, payoutAccountId, withdrawalId: (res.json().value as { id: number }).id };
  }

  it('debits the wallet at once and reports the money in process', async () => {
    const { who, withdrawalId } = await pending(100_000, 30_000);
    expect(await kit.funds(who)).toEqual({
      currency: 'BRL',
      balance: 70_000,
      heldBalance: 30_000,
      withdrawableBalance: 70_000,
      providerWallets: [],
    });
    const [first] = await kit.history(who);
    expect(first).toMatchObject({ id: withdrawalId, status: 'pending', amount: 30_000 });
    const legs = await app.db
      .select({ account: ledgerEntry.account, amount: ledgerEntry.amount })
      .from(ledgerEntry)
      .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
      .where(eq(ledgerPosting.idempotencyKey, holdKey(withdrawalId)));
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: `member:${who.id}`, amount: -30_000 },
        { account: 'payment:SANDBOX', amount: 30_000 },
      ]),
    );
  });

  it('answers a retried request with the first one and debits once', async () => {
    const who = await kit.member(50_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      kit.request(who, { amount: 20_000, payoutAccountId, requestId }),
      kit.request(who, { amount: 20_000, payoutAccountId, requestId }),
    ]);
    expect(a.json().value.id).toBe(b.json().value.id);
    expect((await kit.funds(who)).balance).toBe(30_000);
    const reused = await kit.request(who, { amount: 10_000, payoutAccountId, requestId });
    expect(reused.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
    expect(await kit.written(who.id)).toEqual({ withdrawals: 1, postings: 1 });
  });

  it('refuses amounts outside the bounds, more than the balance and a wrong password; nothing is written', async () => {
    const who = await kit.member(20_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    const below = await kit.request(
      who,
      { amount: DEFAULT_WITHDRAWAL_LIMITS.minAmount - 1, payoutAccountId },
      'pt',
    );
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      success: false,
      errorCode: 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
      message: 'O valor deve estar entre o saque mínimo e o máximo.',
      value: { ...DEFAULT_WITHDRAWAL_LIMITS },
      requestId: expect.any(String),
    });
    const above = await kit.request(who, {
      amount: DEFAULT_WITHDRAWAL_LIMITS.maxAmount + 1,
      payoutAccountId,
    });
    expect(above.json().errorCode).toBe('WITHDRAWAL_AMOUNT_OUT_OF_RANGE');
    const tooMuch = await kit.request(who, { amount: 20_001, payoutAccountId });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_FUNDS',
      value: { balance: 20_000 },
    });
    const wrong = await kit.request(who, { amount: 10_000, payoutAccountId, password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('WITHDRAWAL_PASSWORD_INCORRECT');
    const fractional = await kit.request(who, { amount: 1000.5, payoutAccountId });
    expect(fractional.json().errorCode).toBe('VALIDATION_FAILED');
    const elsewhere = await kit.request(who, { amount: 10_000, payoutAccountId: 999_999 });
    expect(elsewhere.json().errorCode).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await kit.written(who.id)).toEqual({ withdrawals: 0, postings: 0 });
    expect(await kit.funds(who)).toMatchObject({ balance: 20_000, heldBalance: 0 });
  });

  it('takes the password only encrypted, and refuses trial members', async () => {
    const who = await kit.member(20_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    const plain = await kit.send(who, 'POST', '/wps/v2/withdrawals', {
      requestId: crypto.randomUUID(),
      amount: 10_000,
      payoutAccountId,
      password: 'Withdraw#2026',
    });
    expect(plain.json().errorCode).toBe('ENCRYPTION_REQUIRED');
    const trial = await kit.member(20_000, 4);
    const res = await kit.request(trial, { amount: 10_000, payoutAccountId });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect(await kit.written(who.id)).toEqual({ withdrawals: 0, postings: 0 });
  });

  it('approval pays through the sandbox gateway and records its reference; money stays out', async () => {
    const { who, withdrawalId } = await pending(50_000, 20_000);
    const res = await kit.approve(withdrawalId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id: withdrawalId,
      status: 'approved',
      payoutReference: expect.stringMatching(/^SBX-[0-9A-F]{20}$/),
    });
    expect(await kit.funds(who)).toMatchObject({ balance: 30_000, heldBalance: 0 });
    expect((await kit.history(who))[0]).toMatchObject({ status: 'approved', reason: null });
    const again = await kit.approve(withdrawalId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await kit.reject(withdrawalId)).json().errorCode).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await kit.written(who.id)).toEqual({ withdrawals: 1, postings: 1 });
  });

  it('rejection gives the money back once, with the reason the member reads', async () => {
    const { who, withdrawalId } = await pending(50_000, 20_000);
    const res = await kit.reject(withdrawalId, 'Name does not match the account');
    expect(res.json().value).toMatchObject({ status: 'rejected', payoutReference: null });
    expect((await kit.reject(withdrawalId)).json().errorCode).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await kit.funds(who)).toMatchObject({ balance: 50_000, heldBalance: 0 });
    expect((await kit.history(who))[0]).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match the account',
    });
    const [refund] = await app.db
      .select()
      .from(ledgerPosting)
      .where(eq(ledgerPosting.idempotencyKey, refundKey(withdrawalId)));
    expect(refund).toMatchObject({ kind: 'withdrawal', amount: 20_000 });
    expect(await kit.written(who.id)).toEqual({ withdrawals: 1, postings: 2 });
  });

  it('settles once when approve, reject and cancel race', async () => {
    for (let round = 0; round < 4; round++) {
      const { who, withdrawalId } = await pending(40_000, 10_000);
      const cancel = () => kit.send(who, 'POST', `/wps/v2/withdrawals/${withdrawalId}/cancel`);
      // Odd rounds race two refunds, whose postings alone would hide a double settlement.
      const replies = await Promise.all(
        round % 2 === 0
          ? [kit.approve(withdrawalId), kit.reject(withdrawalId), cancel()]
          : [kit.reject(withdrawalId), kit.reject(withdrawalId), cancel()],
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const status = (await kit.history(who))[0]!.status;
      const refunded = status !== 'approved';
      expect(await kit.funds(who)).toMatchObject({
        balance: refunded ? 40_000 : 30_000,
        heldBalance: 0,
      });
      expect(await kit.written(who.id)).toEqual({ withdrawals: 1, postings: refunded ? 2 : 1 });
    }
  });

  it('lets the member cancel only their own pending request', async () => {
    const { who, withdrawalId } = await pending(30_000, 15_000);
    const stranger = await kit.member(0);
    const theirs = await kit.send(stranger, 'POST', `/wps/v2/withdrawals/${withdrawalId}/cancel`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorCode).toBe('WITHDRAWAL_NOT_FOUND');
    const mine = await kit.send(who, 'POST', `/wps/v2/withdrawals/${withdrawalId}/cancel`);
    expect(mine.json().value).toMatchObject({ id: withdrawalId, status: 'cancelled' });
    expect(await kit.funds(who)).toMatchObject({ balance: 30_000, heldBalance: 0 });
    const twice = await kit.send(who, 'POST', `/wps/v2/withdrawals/${withdrawalId}/cancel`);
    expect(twice.json().errorCode).toBe('WITHDRAWAL_NOT_PENDING');
    expect(await kit.written(who.id)).toEqual({ withdrawals: 1, postings: 2 });
  });

  it('keeps a request history after its payout account is removed', async () => {
    const { who, payoutAccountId, withdrawalId } = await pending(30_000, 15_000);
    await kit.removePix(who, payoutAccountId);
    expect((await kit.history(who))[0]).toMatchObject({
      id: withdrawalId,
      pixKeyType: 'CPF',
      pixKey: '52998224725',
    });
    expect((await kit.reject(withdrawalId)).statusCode).toBe(200);
  });

  it('leaves the ledger balanced', async () => {
    expect(await reconcileLedger(app.db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });
});
