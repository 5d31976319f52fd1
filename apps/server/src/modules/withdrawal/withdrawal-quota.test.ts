import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { withdrawalKit } from '../../test/withdrawal-kit';

const PAYOUT_ACCOUNTS = '/wps/v2/withdrawals/payout-accounts';

describe.each(testDatabaseKinds())('withdrawal quotas (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof withdrawalKit>;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = withdrawalKit(app);
  });
  afterAll(async () => app?.close());

  it('takes 10 withdrawal requests from a member a day; the 11th debits nothing', async () => {
    const who = await kit.member(500_000);
    const { id: payoutAccountId } = await kit.addPix(who);
    for (let i = 0; i < 10; i += 1) {
      const res = await kit.request(who, { amount: 10_000, payoutAccountId });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await kit.request(who, { amount: 10_000, payoutAccountId }, 'pt');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Muitas solicitações\. Tente novamente em \d+ /);
    expect(await kit.written(who.id)).toEqual({ withdrawals: 10, postings: 10 });
    expect((await kit.funds(who)).balance).toBe(400_000);

    // The quota is the member's own: another member withdraws as usual.
    const other = await kit.member(50_000);
    const { id: otherAccount } = await kit.addPix(other);
    const res = await kit.request(other, { amount: 10_000, payoutAccountId: otherAccount });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes 10 payout-account saves from a member a day, however many were removed', async () => {
    const who = await kit.member(0);
    for (let i = 0; i < 10; i += 1) {
      const { id } = await kit.addPix(who);
      expect(id).toBeGreaterThan(0);
      const removed = await kit.removePix(who, id);
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const refused = await kit.savePix(who, {
      pixKeyType: 'CPF',
      pixKey: '529.982.247-25',
      payeeName: 'Maria da Silva',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect((await kit.get(who, PAYOUT_ACCOUNTS)).json().value).toEqual([]);
  });
});
