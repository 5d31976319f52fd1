import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { depositOrder } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { depositClient } from '../../test/deposit-kit';
import { memberSession } from '../../test/games-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

const ORDERS = '/wps/v2/payments/deposit/orders';

describe.each(testDatabaseKinds())('deposit order quota (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { PUBLIC_URL: 'http://site.test' });
  });
  afterAll(async () => app?.close());

  const ordersOf = async (memberId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(depositOrder)
        .where(eq(depositOrder.memberId, memberId))
    )[0]!.n;

  it('takes 30 deposit orders from a member a day; the 31st opens no order', async () => {
    const session = await memberSession(app);
    const m = depositClient(app, session.token);
    for (let i = 0; i < 30; i += 1) {
      const res = await m.call('POST', ORDERS, { channelCode: 'PIX', amount: 5_000 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await m.call('POST', ORDERS, { channelCode: 'PIX', amount: 5_000 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ /);
    expect(await ordersOf(session.memberId)).toBe(30);

    const other = await memberSession(app);
    const res = await depositClient(app, other.token).call('POST', ORDERS, {
      channelCode: 'PIX',
      amount: 5_000,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
