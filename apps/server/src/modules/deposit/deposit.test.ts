import { depositOrderSchema, okEnvelopeSchema } from '@openlobby/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { depositOrder, ledgerEntry, ledgerPosting } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberSession } from '../../test/games-kit';
import { readBalance } from '../wallet/ledger';
import { reconcileLedger } from '../wallet/reconcile';
import {
  ageOrder,
  depositClient,
  gatewayNotifier,
  notificationFor,
  postingsOf,
  sandboxSecret,
} from '../../test/deposit-kit';
import { signProviderBody } from '../wallet/provider-signature';

const CHANNELS = '/wps/v2/payments/deposit/channels';
const ORDERS = '/wps/v2/payments/deposit/orders';

describe.each(testDatabaseKinds())('deposits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let notify: Awaited<ReturnType<typeof gatewayNotifier>>;
  beforeAll(async () => {
    app = await buildTestApp(database(), { PUBLIC_URL: 'http://site.test' });
    notify = await gatewayNotifier(app);
  });
  afterAll(async () => app?.close());

  async function member(type = 0) {
    const session = await memberSession(app, type);
    return { ...session, ...depositClient(app, session.token) };
  }
  const orderCount = async () => (await app.db.select({ n: count() }).from(depositOrder))[0]!.n;
  async function createOrder(m: Awaited<ReturnType<typeof member>>, amount = 5_000) {
    const res = await m.call('POST', ORDERS, { channelCode: 'PIX', amount });
    expect(res.statusCode, res.body).toBe(200);
    return okEnvelopeSchema(depositOrderSchema).parse(res.json()).value;
  }
  const checkout = (orderRef: string, action = '') =>
    app.inject({
      method: action ? 'POST' : 'GET',
      url: `/sandbox-gateway/checkout/${orderRef}${action}`,
      headers: {
        'accept-language': 'en',
        ...(action ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(action ? { payload: '' } : {}),
    });

  it('lists the enabled channels with their bounds and quick amounts, not for trial members', async () => {
    const m = await member();
    const res = await m.call('GET', CHANNELS);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().value).toEqual([
      {
        code: 'PIX',
        name: 'PIX',
        minAmount: 1_000,
        maxAmount: 5_000_000,
        quickAmounts: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
        currency: 'BRL',
      },
    ]);
    const trial = await member(4);
    const refused = await trial.call('GET', CHANNELS, undefined, 'pt');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'TRIAL_NOT_ALLOWED',
      message: 'Por favor, cadastre uma conta primeiro',
    });
    expect((await app.inject({ url: CHANNELS })).statusCode).toBe(401);
  });

  it('refuses amounts outside the bounds, bad input and trial members, creating no order', async () => {
    const m = await member();
    const trial = await member(4);
    const before = await orderCount();
    const under = await m.call('POST', ORDERS, { channelCode: 'PIX', amount: 999 }, 'pt');
    expect(under.statusCode).toBe(400);
    expect(under.json()).toEqual({
      success: false,
      errorCode: 'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      message: 'Digite um valor entre o mínimo e o máximo deste método de depósito.',
      value: { minAmount: 1_000, maxAmount: 5_000_000 },
      requestId: expect.any(String),
    });
    const over = await m.call('POST', ORDERS, { channelCode: 'PIX', amount: 5_000_001 });
    expect(over.json().errorCode).toBe('DEPOSIT_AMOUNT_OUT_OF_RANGE');
    for (const channelCode of ['BOLETO', 'NOPE']) {
      const res = await m.call('POST', ORDERS, { channelCode, amount: 10_000 });
      expect(res.json().errorCode, channelCode).toBe('DEPOSIT_CHANNEL_UNAVAILABLE');
    }
    for (const body of [
      { channelCode: 'PIX', amount: 50.5 },
      { channelCode: 'PIX', amount: -5_000 },
      { channelCode: 'PIX', amount: '5000' },
      { channelCode: 'PIX', amount: 0 },
      { channelCode: 'PIX', amount: 5_000, memberId: 1 },
      { amount: 5_000 },
    ]) {
      const res = await m.call('POST', ORDERS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
    const refused = await trial.call('POST', ORDERS, { channelCode: 'PIX', amount: 5_000 });
    expect(refused.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect(await orderCount()).toBe(before);
  });

  it('pays through the sandbox checkout: credited once, even when Pay is clicked again', async () => {
    const m = await member();
    const order = await createOrder(m, 5_000);
    expect(order).toMatchObject({ status: 'pending', amount: 5_000, settledAt: null });
    // A path, so the checkout opens on the host the player reached the site at (not PUBLIC_URL).
    expect(order.checkoutUrl).toBe(`/sandbox-gateway/checkout/${order.orderRef}`);

    const page = await checkout(order.orderRef);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$50.00');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(page.body).not.toContain('<script');

    const paid = await checkout(order.orderRef, '/pay');
    expect(paid.body).toContain('Payment complete');
    expect(paid.body).toContain('<a href="/">');
    expect(paid.body).not.toContain('site.test');
    expect(await readBalance(app.db, m.memberId)).toBe(5_000);
    const read = await m.call('GET', `${ORDERS}/${order.orderRef}`);
    expect(read.json().value).toMatchObject({ status: 'paid', amount: 5_000 });
    expect(read.json().value.settledAt).not.toBeNull();

    await checkout(order.orderRef, '/pay'); // re-delivers the webhook
    await checkout(order.orderRef, '/cancel'); // too late: the checkout is paid
    expect(await readBalance(app.db, m.memberId)).toBe(5_000);
    expect(await postingsOf(app, order.orderRef)).toBe(1);
    const legs = await app.db
      .select({
        account: ledgerEntry.account,
        amount: ledgerEntry.amount,
        kind: ledgerPosting.kind,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
      .where(eq(ledgerPosting.idempotencyKey, `deposit:${order.orderRef}`));
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: 'payment:SANDBOX', amount: -5_000, kind: 'deposit' },
        { account: `member:${m.memberId}`, amount: 5_000, kind: 'deposit' },
      ]),
    );
  });

  it('refuses a notification with a bad, foreign or misplaced signature, changing nothing', async () => {
    const m = await member();
    const order = await createOrder(m);
    const body = await notificationFor(app, order.orderRef, 'paid');
    const raw = JSON.stringify(body);
    const otherOrder = await createOrder(m);
    const signatures = [
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      'nonsense',
      '',
      signProviderBody('a-secret-that-is-not-the-gateways-0123456789', raw),
      // A genuine signature of another notification: it does not cover these bytes.
      signProviderBody(
        await sandboxSecret(app),
        JSON.stringify({ ...body, orderRef: otherOrder.orderRef }),
      ),
      // A genuine signature of these bytes, but captured long ago.
      signProviderBody(await sandboxSecret(app), raw, Date.now() - 3_600_000),
    ];
    for (const signature of signatures) {
      const res = await notify(body, signature);
      expect(res.statusCode, signature).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
    }
    expect(await readBalance(app.db, m.memberId)).toBe(0);
    for (const ref of [order.orderRef, otherOrder.orderRef]) {
      expect((await m.call('GET', `${ORDERS}/${ref}`)).json().value.status).toBe('pending');
      expect(await postingsOf(app, ref)).toBe(0);
    }
  });

  it('credits once when the same notification arrives twice, and when copies race', async () => {
    const m = await member();
    const order = await createOrder(m, 20_000);
    const body = await notificationFor(app, order.orderRef, 'paid');
    const first = await notify(body);
    const second = await notify(body);
    expect(first.json().value).toEqual({ orderRef: order.orderRef, status: 'paid' });
    expect(second.json().value).toEqual({ orderRef: order.orderRef, status: 'paid' });
    expect(await readBalance(app.db, m.memberId)).toBe(20_000);

    const racing = await createOrder(m, 30_000);
    const racingBody = await notificationFor(app, racing.orderRef, 'paid');
    const replies = await Promise.all(Array.from({ length: 6 }, () => notify(racingBody)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await readBalance(app.db, m.memberId)).toBe(50_000);
    expect(await postingsOf(app, racing.orderRef)).toBe(1);
    expect(await reconcileLedger(app.db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
  });

  it('fails an order the payer cancels; a later failure does not undo a payment', async () => {
    const m = await member();
    const order = await createOrder(m);
    const cancelled = await checkout(order.orderRef, '/cancel');
    expect(cancelled.body).toContain('Payment cancelled');
    expect(cancelled.body).not.toContain('>Pay<');
    const read = await m.call('GET', `${ORDERS}/${order.orderRef}`);
    expect(read.json().value.status).toBe('failed');
    await checkout(order.orderRef, '/pay'); // the checkout is closed: nothing is paid
    expect(await readBalance(app.db, m.memberId)).toBe(0);

    const paid = await createOrder(m);
    await checkout(paid.orderRef, '/pay');
    const late = await notify(await notificationFor(app, paid.orderRef, 'failed'));
    expect(late.json().value.status).toBe('paid');
    expect(await readBalance(app.db, m.memberId)).toBe(5_000);
  });

  it('expires a pending order after its TTL, and still credits a late payment', async () => {
    const m = await member();
    const order = await createOrder(m, 7_500);
    await ageOrder(app, order.orderRef);
    const read = await m.call('GET', `${ORDERS}/${order.orderRef}`);
    expect(read.json().value.status).toBe('expired');
    const page = await checkout(order.orderRef);
    expect(page.body).toContain('This payment has expired');
    await checkout(order.orderRef, '/pay');
    expect(await readBalance(app.db, m.memberId)).toBe(0);

    // The gateway took the money anyway (its notification is late): it is not lost.
    const late = await notify(await notificationFor(app, order.orderRef, 'paid'));
    expect(late.json().value).toEqual({ orderRef: order.orderRef, status: 'paid' });
    expect(await readBalance(app.db, m.memberId)).toBe(7_500);
  });

  it('refuses a notification whose amount differs from the order, changing nothing', async () => {
    const m = await member();
    const order = await createOrder(m);
    const body = await notificationFor(app, order.orderRef, 'paid');
    const res = await notify({ ...body, amount: body.amount + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('DEPOSIT_AMOUNT_MISMATCH');
    expect(await readBalance(app.db, m.memberId)).toBe(0);
    expect((await m.call('GET', `${ORDERS}/${order.orderRef}`)).json().value.status).toBe(
      'pending',
    );
  });

  it("lists a member's own orders newest first, paged; another member's order is not found", async () => {
    const m = await member();
    const refs: string[] = [];
    for (const amount of [1_000, 2_000, 3_000]) refs.push((await createOrder(m, amount)).orderRef);
    const page1 = await m.call('GET', `${ORDERS}?pageNo=1&pageSize=2`);
    expect(page1.json().value).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(page1.json().value.content.map((o: { amount: number }) => o.amount)).toEqual([
      3_000, 2_000,
    ]);
    const page2 = await m.call('GET', `${ORDERS}?pageNo=2&pageSize=2`);
    expect(page2.json().value.content.map((o: { orderRef: string }) => o.orderRef)).toEqual([
      refs[0],
    ]);
    const stranger = await member();
    const res = await stranger.call('GET', `${ORDERS}/${refs[0]}`);
    expect(res.statusCode).toBe(404);
    expect((await stranger.call('GET', ORDERS)).json().value.content).toEqual([]);
  });
});
