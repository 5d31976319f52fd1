import { okEnvelopeSchema, transactionPageSchema } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { identityClient, loggedInMember, type IdentityClient } from '../../test/identity-client';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { DEMO_FUNDING, providerAccount } from './accounts';
import { post } from './ledger';

const path = '/wps/relay/ODSFE2_MemTransDet';

describe.each(testDatabaseKinds())('the account record on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  let token: string;
  let memberId: number;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
    ({ memberId, token } = await loggedInMember(app, c, `history_${kind}`, 'Record#2026'));
    // A deposit, then a bet and its win, then a rollback tombstone that moved nothing.
    const base = { memberId, counterparty: providerAccount('BGS') } as const;
    await post(app.db, {
      ...base,
      idempotencyKey: `hist:${kind}:dep`,
      kind: 'deposit',
      amount: 10_000,
      counterparty: DEMO_FUNDING,
    });
    await post(app.db, { ...base, idempotencyKey: `hist:${kind}:bet`, kind: 'bet', amount: -500 });
    await post(app.db, { ...base, idempotencyKey: `hist:${kind}:win`, kind: 'win', amount: 1_250 });
    await post(app.db, { ...base, idempotencyKey: `hist:${kind}:rb`, kind: 'rollback', amount: 0 });
  });
  afterAll(async () => app?.close());

  const page = async (query: string, language: 'en' | 'pt' = 'en') =>
    c.call('GET', `${path}${query}`, undefined, { token, language });

  it('lists the member’s movements newest first, signed, with the balance after each', async () => {
    const res = await page('?pageNo=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = okEnvelopeSchema(transactionPageSchema).parse(res.json()).value;
    expect(
      value.content.map(({ kind, amount, balanceAfter }) => [kind, amount, balanceAfter]),
    ).toEqual([
      ['win', 1_250, 10_750],
      ['bet', -500, 9_500],
      ['deposit', 10_000, 10_000],
    ]);
    expect(value).toMatchObject({ pageNum: 1, totalPages: 1, currency: 'BRL' });
  });

  it('pages and filters by kind', async () => {
    const second = okEnvelopeSchema(transactionPageSchema).parse(
      (await page('?pageNo=2&pageSize=2')).json(),
    ).value;
    expect(second.content.map((t) => t.kind)).toEqual(['deposit']);
    expect(second.totalPages).toBe(2);
    const bets = okEnvelopeSchema(transactionPageSchema).parse(
      (await page('?kind=bet')).json(),
    ).value;
    expect(bets.content.map((t) => t.amount)).toEqual([-500]);
  });

  it('shows nobody else’s money', async () => {
    const other = (await c.login('demo_player', 'Player#2026')).json().value.token;
    const res = await c.call('GET', path, undefined, { token: other });
    const amounts = okEnvelopeSchema(transactionPageSchema)
      .parse(res.json())
      .value.content.map((t) => t.amount);
    expect(amounts).not.toContain(1_250);
  });

  it('asks for a login, and refuses a bad query in the caller’s language', async () => {
    expect((await c.call('GET', path)).statusCode).toBe(401);
    const bad = await page('?pageSize=500&kind=jackpot', 'pt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
    expect(bad.json().message).toMatch(/[a-zá-ú]/i);
  });

  // Last: it adds movements. A long history is counted only 10 pages past the one asked.
  it('counts pages no further than ten past the one asked (P11)', async () => {
    for (let i = 0; i < 12; i++) {
      await post(app.db, {
        memberId,
        counterparty: DEMO_FUNDING,
        idempotencyKey: `hist:${kind}:more:${i}`,
        kind: 'deposit',
        amount: 1,
      });
    }
    const pages = async (pageNo: number) =>
      okEnvelopeSchema(transactionPageSchema).parse(
        (await page(`?pageNo=${pageNo}&pageSize=1`)).json(),
      ).value.totalPages;
    expect(await pages(1)).toBe(11);
    expect(await pages(6)).toBe(15);
  });
});
