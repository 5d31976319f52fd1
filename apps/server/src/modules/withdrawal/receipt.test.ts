import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerPosting, withdrawal, withdrawalReceiptProof } from '../../db/schema';
import { operatorHeaders } from '../../test/build-test-app';
import { htmlFile, multipart, tinyJpeg, tinyPng, type Part } from '../../test/support-kit';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { withdrawalKit } from '../../test/withdrawal-kit';
import { reconcileLedger } from '../wallet/reconcile';

const image = (data: Buffer, filename = 'proof.png'): Part => ({
  name: 'images',
  filename,
  type: 'image/png',
  data,
});

describe.each(testDatabaseKinds())('withdrawal receipts on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli } = useListeningApp(database);
  let kit: ReturnType<typeof withdrawalKit>;
  beforeAll(() => {
    kit = withdrawalKit(app());
  });

  /** A member with one paid-out withdrawal of 20.000 (of a 100.000 balance). */
  async function paidOut() {
    const who = await kit.member(100_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    const id = (await kit.request(who, { amount: 20_000, payoutAccountId })).json().value.id;
    expect((await kit.approve(id)).statusCode).toBe(200);
    return { who, id };
  }
  const answer = (who: { token: string }, id: number, parts: Part[], language = 'en') => {
    const body = multipart(parts);
    return app().inject({
      method: 'POST',
      url: `/wps/v2/withdrawals/${id}/receipt`,
      payload: body.payload,
      headers: { ...body.headers, authorization: who.token, 'accept-language': language },
    });
  };
  const receiptOf = async (who: { token: string }, id: number) =>
    (await kit.history(who)).find((w) => w.id === id) as unknown as {
      receipt: { state: string; answerBy: string | null } | null;
    };

  it('asks for an answer after the payout; "received" closes it once', async () => {
    const { who, id } = await paidOut();
    const awaiting = (await receiptOf(who, id)).receipt!;
    expect(awaiting.state).toBe('awaiting');
    const minutes = (Date.parse(awaiting.answerBy!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);

    const other = await kit.member(0);
    const foreign = await answer(other, id, [{ name: 'answer', value: 'received' }]);
    expect(foreign.json().errorCode).toBe('WITHDRAWAL_NOT_FOUND');
    const bad = await answer(who, id, [{ name: 'answer', value: 'maybe' }]);
    expect(bad.statusCode).toBe(400);
    expect((await receiptOf(who, id)).receipt!.state).toBe('awaiting');

    const ok = await answer(who, id, [{ name: 'answer', value: 'received' }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.receipt).toEqual({ state: 'received', answerBy: null });
    const again = await answer(who, id, [{ name: 'answer', value: 'fully_paid' }], 'pt');
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('RECEIPT_NOT_OPEN');
    expect((await receiptOf(who, id)).receipt!.state).toBe('received');
  });

  it('refuses "not received" without proof or with a non-image, and stores the proof of a good one', async () => {
    const { who, id } = await paidOut();
    const none = await answer(who, id, [{ name: 'answer', value: 'not_received' }], 'pt');
    expect(none.json()).toMatchObject({
      errorCode: 'RECEIPT_PROOF_REQUIRED',
      message: 'Anexe ao menos uma imagem que comprove que o pagamento não foi recebido.',
    });
    const html = await answer(who, id, [
      { name: 'answer', value: 'not_received' },
      image(htmlFile, 'proof.png'),
    ]);
    expect(html.json().errorCode).toBe('FEEDBACK_IMAGE_TYPE');
    const four = await answer(who, id, [
      { name: 'answer', value: 'not_received' },
      ...[1, 2, 3, 4].map(() => image(tinyPng)),
    ]);
    expect(four.json().errorCode).toBe('FEEDBACK_TOO_MANY_IMAGES');
    expect((await receiptOf(who, id)).receipt!.state).toBe('awaiting');

    const disputed = await answer(who, id, [
      { name: 'answer', value: 'not_received' },
      image(tinyPng),
      image(tinyJpeg, 'bank.jpg'),
    ]);
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().value.receipt.state).toBe('not_received');
    const proofs = await app()
      .db.select({ mime: withdrawalReceiptProof.mime })
      .from(withdrawalReceiptProof)
      .where(eq(withdrawalReceiptProof.withdrawalId, id));
    expect(proofs.map((p) => p.mime).sort()).toEqual(['image/jpeg', 'image/png']);
  });

  it('lets operators see disputes and settle each exactly once; a refund is one posting', async () => {
    const { who, id } = await paidOut();
    const paid = await paidOut();
    for (const w of [{ who, id }, paid]) {
      await answer(w.who, w.id, [{ name: 'answer', value: 'not_received' }, image(tinyPng)]);
    }
    const listed = await cli('withdrawal', 'disputes');
    expect(listed.out).toContain(`${id}`);
    expect(listed.out).toContain('200.00');
    const proof = /proof: (\/operator\/withdrawal-proofs\/[a-f0-9]{32}\.png)/.exec(listed.out)?.[1];
    expect(proof, listed.out).toBeDefined();
    const served = await app().inject({ method: 'GET', url: proof!, headers: operatorHeaders });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
    const member = await app().inject({
      method: 'GET',
      url: proof!,
      headers: { authorization: who.token },
    });
    expect(member.statusCode).not.toBe(200);

    const refunds = await Promise.all([
      cli('withdrawal', 'dispute', String(id), '--resolve', 'refund'),
      cli('withdrawal', 'dispute', String(id), '--resolve', 'refund'),
    ]);
    expect(refunds.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(refunds.find((r) => r.code === 0)!.out).toContain('200.00 refunded');
    expect((await kit.funds(who)).balance).toBe(100_000);
    const postings = await app()
      .db.select({ key: ledgerPosting.idempotencyKey })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `withdrawal:${id}:%`));
    expect(postings.map((p) => p.key).sort()).toEqual([
      `withdrawal:${id}:dispute-refund`,
      `withdrawal:${id}:hold`,
    ]);
    expect((await receiptOf(who, id)).receipt!.state).toBe('dispute_refunded');

    expect((await cli('withdrawal', 'dispute', String(paid.id), '--resolve', 'paid')).code).toBe(0);
    expect((await receiptOf(paid.who, paid.id)).receipt!.state).toBe('dispute_paid');
    expect((await kit.funds(paid.who)).balance).toBe(80_000);
    const left = (await cli('withdrawal', 'disputes')).out;
    expect(left).not.toMatch(new RegExp(`^ *(${id}|${paid.id}) `, 'm'));
    expect(await reconcileLedger(app().db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });

  it('counts an unanswered payout as received after the operator’s minutes; it cannot be disputed then', async () => {
    expect((await cli('withdrawal', 'receipt-minutes', '5')).out).toContain('5 minutes');
    const { who, id } = await paidOut();
    expect((await receiptOf(who, id)).receipt!.state).toBe('awaiting');
    await app()
      .db.update(withdrawal)
      .set({ paidAt: sql`now() - interval '6 minutes'` })
      .where(eq(withdrawal.id, id));
    expect((await receiptOf(who, id)).receipt).toEqual({ state: 'auto_received', answerBy: null });
    const late = await answer(who, id, [{ name: 'answer', value: 'not_received' }, image(tinyPng)]);
    expect(late.json().errorCode).toBe('RECEIPT_NOT_OPEN');
    const settle = await cli('withdrawal', 'dispute', String(id), '--resolve', 'refund');
    expect(settle.code).not.toBe(0);
    expect((await kit.funds(who)).balance).toBe(80_000);
    await cli('withdrawal', 'receipt-minutes', '60');
  });
});
