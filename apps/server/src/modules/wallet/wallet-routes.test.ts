import {
  consolidatedFundsSchema,
  loginValueSchema,
  merchantWalletSchema,
  okEnvelopeSchema,
  walletBalanceSchema,
} from '@openlobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ledgerEntry, ledgerPosting, member } from '../../db/schema';
import { demoBalances } from '../../seed/demo-wallets';
import { buildTestApp } from '../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../test/identity-client';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { DEMO_FUNDING, memberAccount } from './accounts';
import { TRIAL_DEMO_BALANCE } from './demo-funding';

describe.each(testDatabaseKinds())('member wallet calls on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  let playerToken: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
    playerToken = (await c.login('demo_player', 'Player#2026')).json().value.token;
  });
  afterAll(async () => app?.close());

  const get = (url: string, token?: string, language: 'en' | 'pt' = 'en') =>
    c.call('GET', url, undefined, { ...(token ? { token } : {}), language });

  it('asks for a login', async () => {
    for (const url of [
      '/wps/v2/wallets/balance',
      '/wps/member/info/funds/consolidated',
      '/wps/relay/GCS_merchantWallet',
    ]) {
      const res = await get(url, undefined, 'pt');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'UNAUTHORIZED',
        message: 'Faça login para continuar.',
        requestId: expect.any(String),
      });
    }
  });

  it('serves the seeded demo money, which came in as a deposit posting', async () => {
    const res = await get('/wps/v2/wallets/balance', playerToken);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = okEnvelopeSchema(walletBalanceSchema).parse(res.json()).value;
    expect(value).toEqual({ balance: demoBalances.demo_player, currency: 'BRL' });

    const [player] = await app.db.select().from(member).where(eq(member.accountKey, 'demo_player'));
    const legs = await app.db
      .select({
        kind: ledgerPosting.kind,
        account: ledgerEntry.account,
        amount: ledgerEntry.amount,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
      .where(
        and(
          eq(ledgerPosting.memberId, player!.id),
          ne(ledgerEntry.account, memberAccount(player!.id)),
        ),
      );
    expect(legs).toEqual([
      { kind: 'deposit', account: DEMO_FUNDING, amount: -demoBalances.demo_player! },
    ]);
  });

  it('serves consolidated funds and the single merchant wallet', async () => {
    const funds = await get('/wps/member/info/funds/consolidated', playerToken);
    expect(okEnvelopeSchema(consolidatedFundsSchema).parse(funds.json()).value).toEqual({
      currency: 'BRL',
      balance: demoBalances.demo_player,
      heldBalance: 0,
      withdrawableBalance: demoBalances.demo_player,
      providerWallets: [],
    });
    const wallet = await get('/wps/relay/GCS_merchantWallet', playerToken);
    expect(okEnvelopeSchema(merchantWalletSchema).parse(wallet.json()).value).toEqual({
      isSingle: true,
      currency: 'BRL',
    });
  });

  it('gives a free-play account its play money as a posting; it cannot withdraw it', async () => {
    const res = await c.call('POST', '/wps/session/login/freeplay', undefined, {
      ip: '203.0.113.9',
    });
    const { token } = okEnvelopeSchema(loginValueSchema).parse(res.json()).value;
    const balance = okEnvelopeSchema(walletBalanceSchema).parse(
      (await get('/wps/v2/wallets/balance', token)).json(),
    ).value;
    expect(balance.balance).toBe(TRIAL_DEMO_BALANCE);
    const funds = (await get('/wps/member/info/funds/consolidated', token)).json().value;
    expect(funds).toMatchObject({ balance: TRIAL_DEMO_BALANCE, withdrawableBalance: 0 });
    const [deposit] = await app.db
      .select({ kind: ledgerPosting.kind, key: ledgerPosting.idempotencyKey })
      .from(ledgerPosting)
      .innerJoin(member, eq(member.id, ledgerPosting.memberId))
      .where(eq(member.type, 4));
    expect(deposit).toMatchObject({
      kind: 'deposit',
      key: expect.stringMatching(/^demo-funding:/),
    });
  });
});
