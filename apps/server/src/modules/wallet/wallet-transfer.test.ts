import { GAME_TOKEN_HEADER, MAX_AMOUNT, sandboxPaths } from '@openlobby/contract';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { game, ledgerEntry, ledgerPosting, sandboxTransferWallet } from '../../db/schema';
import { agentCentreKit, type KitMember } from '../../test/agent-centre-kit';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberAccount, providerAccount } from './accounts';
import { openGameSession } from './game-sessions';
import { readBalance } from './ledger';

const TRANSFER = '/wps/relay/GCS_walletTransfer';

describe.each(testDatabaseKinds())('wallet transfers to a transfer-mode provider on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let kit: ReturnType<typeof agentCentreKit>;
  let vendor: string;
  let gameCode: string;
  let requestSerial = 0;
  beforeAll(async () => {
    app = await buildTestApp(database());
    kit = agentCentreKit(app);
    const [row] = await app.db
      .select({ vendor: game.vendorCode, gameCode: game.gameCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.isGame, 'GAME')))
      .limit(1);
    vendor = row!.vendor;
    gameCode = row!.gameCode;
  });
  afterAll(async () => app?.close());

  const setMode = async (vendorCode: string, mode: 'transfer' | 'seamless') => {
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/provider-wallet-modes',
      headers: operatorHeaders,
      payload: { vendorCode, mode },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const transfer = (
    who: KitMember,
    body: { vendorCode?: string; direction: 'in' | 'out'; amount: unknown; requestId?: string },
  ) =>
    kit.send(who, 'POST', TRANSFER, {
      vendorCode: vendor,
      requestId: `req-${(requestSerial += 1)}-${Date.now()}`,
      ...body,
    });
  const providerBalance = async (memberId: number) => {
    const [row] = await app.db
      .select({ balance: sandboxTransferWallet.balance })
      .from(sandboxTransferWallet)
      .where(
        and(
          eq(sandboxTransferWallet.memberId, memberId),
          eq(sandboxTransferWallet.vendorCode, vendor),
        ),
      );
    return row?.balance ?? 0;
  };
  const transferLegs = (memberId: number) =>
    app.db
      .select({ account: ledgerEntry.account, amount: ledgerEntry.amount })
      .from(ledgerEntry)
      .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
      .where(
        and(
          eq(ledgerPosting.memberId, memberId),
          eq(ledgerPosting.kind, 'transfer'),
          like(ledgerPosting.idempotencyKey, 'wallet-transfer:%'),
        ),
      )
      .orderBy(asc(ledgerEntry.postingId), asc(ledgerEntry.account));

  it('lets the operator switch a played vendor to transfer mode, and says so to members', async () => {
    const who = await kit.member({ balance: 1_000 });
    const single = await kit.get(who, '/wps/relay/GCS_merchantWallet');
    expect(single.body.value).toMatchObject({ isSingle: true });

    expect(await setMode('BGS', 'transfer')).toMatchObject({
      status: 404,
      body: { errorCode: 'PROVIDER_WALLET_UNKNOWN' },
    });
    expect(await setMode('NOPE_VENDOR', 'transfer')).toMatchObject({ status: 404 });
    expect(await setMode(vendor, 'transfer')).toMatchObject({
      status: 200,
      body: { value: { transferVendors: [vendor] } },
    });
    expect((await kit.get(who, '/wps/relay/GCS_merchantWallet')).body.value).toMatchObject({
      isSingle: false,
    });
    expect((await kit.get(who, '/wps/member/info/funds/consolidated')).body.value).toMatchObject({
      balance: 1_000,
      providerWallets: [{ vendorCode: vendor, balance: 0, transferIn: true }],
    });
  });

  it('moves money in and out as ledger transfers with the provider wallet, idempotently', async () => {
    await setMode(vendor, 'transfer');
    const who = await kit.member({ balance: 10_000 });
    const requestId = `in-${who.id}-first`;
    const first = await transfer(who, { direction: 'in', amount: 3_000, requestId });
    expect(first.body.value).toEqual({
      vendorCode: vendor,
      direction: 'in',
      amount: 3_000,
      balance: 7_000,
      providerBalance: 3_000,
      currency: 'BRL',
    });
    // A retry answers the first transfer and moves nothing; the id with other details is refused.
    expect((await transfer(who, { direction: 'in', amount: 3_000, requestId })).body).toEqual(
      first.body,
    );
    expect(await transfer(who, { direction: 'in', amount: 2_000, requestId })).toMatchObject({
      status: 409,
      body: { errorCode: 'IDEMPOTENCY_CONFLICT' },
    });
    const out = await transfer(who, { direction: 'out', amount: 1_000 });
    expect(out.body.value).toMatchObject({ balance: 8_000, providerBalance: 2_000 });
    expect(await transferLegs(who.id)).toEqual([
      { account: memberAccount(who.id), amount: -3_000 },
      { account: providerAccount(vendor), amount: 3_000 },
      { account: memberAccount(who.id), amount: 1_000 },
      { account: providerAccount(vendor), amount: -1_000 },
    ]);

    // Above either balance, or a bad amount: a clear refusal, nothing moved.
    expect(await transfer(who, { direction: 'out', amount: 2_001 })).toMatchObject({
      status: 409,
      body: { errorCode: 'PROVIDER_WALLET_INSUFFICIENT', value: { balance: 2_000 } },
    });
    expect(await transfer(who, { direction: 'in', amount: 8_001 })).toMatchObject({
      status: 409,
      body: { errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 8_000 } },
    });
    for (const amount of [0, -5, 1.5, MAX_AMOUNT + 1, '100']) {
      expect((await transfer(who, { direction: 'in', amount })).body).toMatchObject({
        success: false,
        errorCode: 'VALIDATION_FAILED',
      });
    }
    expect(await transfer(who, { direction: 'in', amount: 10, vendorCode: 'BGS' })).toMatchObject({
      status: 404,
      body: { errorCode: 'PROVIDER_WALLET_UNKNOWN' },
    });
    expect(await readBalance(app.db, who.id)).toBe(8_000);
    expect(await providerBalance(who.id)).toBe(2_000);
    expect(await transferLegs(who.id)).toHaveLength(4);
  });

  it('never overdraws either wallet under concurrent transfers', async () => {
    await setMode(vendor, 'transfer');
    const who = await kit.member({ balance: 8_000 });
    const ins = await Promise.all(
      Array.from({ length: 4 }, () => transfer(who, { direction: 'in', amount: 3_000 })),
    );
    expect(ins.filter((r) => r.status === 200)).toHaveLength(2);
    expect(ins.filter((r) => r.body.errorCode === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    const outs = await Promise.all(
      Array.from({ length: 3 }, () => transfer(who, { direction: 'out', amount: 2_500 })),
    );
    expect(outs.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await readBalance(app.db, who.id)).toBe(7_000);
    expect(await providerBalance(who.id)).toBe(1_000);
  });

  it('plays a transfer-mode game against the provider wallet, not the main one', async () => {
    await setMode(vendor, 'transfer');
    const who = await kit.member({ balance: 5_000 });
    await transfer(who, { direction: 'in', amount: 2_000 });
    const { token } = await openGameSession(app.db, {
      memberId: who.id,
      vendorCode: vendor,
      gameCode,
    });
    const headers = { [GAME_TOKEN_HEADER]: token, 'accept-language': 'en' };
    const session = await app.inject({
      url: `${sandboxPaths.session}?vendor=${vendor}&gameCode=${gameCode}`,
      headers,
    });
    expect(session.json().value).toMatchObject({ balance: 2_000, demo: false });
    const spin = await app.inject({
      method: 'POST',
      url: sandboxPaths.spin,
      headers,
      payload: { vendor, gameCode, stake: 500 },
    });
    const { round, balance } = spin.json().value as {
      round: { payout: number; balanceBefore: number };
      balance: number;
    };
    expect(round.balanceBefore).toBe(2_000);
    expect(balance).toBe(2_000 - 500 + round.payout);
    expect(await providerBalance(who.id)).toBe(balance);
    expect(await readBalance(app.db, who.id)).toBe(3_000);
    const stake = await app.inject({
      method: 'POST',
      url: sandboxPaths.spin,
      headers,
      payload: { vendor, gameCode, stake: balance + 1 },
    });
    expect(stake.json()).toMatchObject({
      errorCode: expect.stringMatching(/INSUFFICIENT_FUNDS|GAME_STAKE_INVALID/),
    });
  });

  it('an exclusion brings the provider wallet home, so a game left open cannot play on (C4)', async () => {
    await setMode(vendor, 'transfer');
    const who = await kit.member({ balance: 5_000 });
    await transfer(who, { direction: 'in', amount: 2_000 });
    const { token } = await openGameSession(app.db, {
      memberId: who.id,
      vendorCode: vendor,
      gameCode,
    });
    const excluded = await app.inject({
      method: 'PUT',
      url: `/operator/players/${who.account}/exclusion`,
      headers: operatorHeaders,
      payload: {
        kind: 'self-exclusion',
        until: new Date(Date.now() + 200 * 86_400_000).toISOString(),
        operator: 'ana',
        reason: 'asked by phone',
      },
    });
    expect(excluded.statusCode).toBe(200);
    expect(await providerBalance(who.id)).toBe(0);
    expect(await readBalance(app.db, who.id)).toBe(5_000);
    const recall = await app.db
      .select({ account: ledgerEntry.account, amount: ledgerEntry.amount })
      .from(ledgerEntry)
      .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
      .where(
        and(
          eq(ledgerPosting.memberId, who.id),
          like(ledgerPosting.idempotencyKey, 'wallet-recall:%'),
        ),
      )
      .orderBy(asc(ledgerEntry.account));
    expect(recall).toEqual(
      [
        { account: memberAccount(who.id), amount: 2_000 },
        { account: providerAccount(vendor), amount: -2_000 },
      ].sort((a, b) => a.account.localeCompare(b.account)),
    );
    // The game window's token still names the member, but there is nothing left to stake.
    const spin = await app.inject({
      method: 'POST',
      url: sandboxPaths.spin,
      headers: { [GAME_TOKEN_HEADER]: token, 'accept-language': 'en' },
      payload: { vendor, gameCode, stake: 100 },
    });
    expect(spin.json()).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS' });
    expect(await providerBalance(who.id)).toBe(0);
  });

  it('back in seamless mode, the wallet is single again and money left there only comes out', async () => {
    await setMode(vendor, 'transfer');
    const who = await kit.member({ balance: 5_000 });
    await transfer(who, { direction: 'in', amount: 1_500 });
    await setMode(vendor, 'seamless');
    expect((await kit.get(who, '/wps/relay/GCS_merchantWallet')).body.value).toMatchObject({
      isSingle: true,
    });
    expect((await kit.get(who, '/wps/member/info/funds/consolidated')).body.value).toMatchObject({
      providerWallets: [{ vendorCode: vendor, balance: 1_500, transferIn: false }],
    });
    expect(await transfer(who, { direction: 'in', amount: 100 })).toMatchObject({
      status: 409,
      body: { errorCode: 'PROVIDER_WALLET_NOT_TRANSFER' },
    });
    expect((await transfer(who, { direction: 'out', amount: 1_500 })).body.value).toMatchObject({
      balance: 5_000,
      providerBalance: 0,
    });
  });
});
