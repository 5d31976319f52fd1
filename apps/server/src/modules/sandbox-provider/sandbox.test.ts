import {
  GAME_TOKEN_HEADER,
  sandboxPaths,
  type SandboxRound,
  type SandboxSpinValue,
} from '@openlobby/contract';
import { and, count, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { game, ledgerPosting, sandboxRound } from '../../db/schema';
import { sha256 } from '../../lib/secure-random';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { fetchTransport, injectTransport, type PostTransport } from '../../lib/post-transport';
import { memberWithBalance, providerClient } from '../../test/wallet-fixtures';
import { GameSessions, openGameSession } from '../wallet/game-sessions';
import { readBalance } from '../wallet/ledger';
import { catalogueEntry } from './catalogue';
import { SandboxProvider } from './service';
import { sandboxRtp, sandboxWheel, sandboxWheelTotalWeight, spinWheel } from './spin';
import { SeamlessWalletClient } from './wallet-client';

type Reply = { status: number; body: { success: boolean; value?: never; errorCode?: string } };

describe('the sandbox wheel', () => {
  it('declares its exact RTP: the weighted mean of its multipliers is 96 %', () => {
    const weights = sandboxWheel.reduce((sum, s) => sum + s.weight, 0);
    const returned = sandboxWheel.reduce((sum, s) => sum + s.weight * s.multiplierBp, 0);
    expect(weights).toBe(sandboxWheelTotalWeight);
    expect(returned / weights / 10_000).toBe(sandboxRtp);
  });
  it('maps every ticket to its segment', () => {
    expect(spinWheel(() => 0)).toBe(500_000);
    expect(spinWheel(() => 9)).toBe(500_000);
    expect(spinWheel(() => 10)).toBe(200_000);
    expect(spinWheel(() => 9_999)).toBe(0);
  });
});

describe.each(testDatabaseKinds())('sandbox provider on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let listed: { vendor: string; gameCode: string };
  beforeAll(async () => {
    app = await buildTestApp(database());
    const [row] = await app.db
      .select({ vendor: game.vendorCode, gameCode: game.gameCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.supportPlay, 0)))
      .limit(1);
    listed = row!;
  });
  afterAll(async () => app?.close());

  /** A member with `balance` launched into a third-party game (as the launch does it). */
  async function player(balance: number) {
    const memberId = await memberWithBalance(app.db, balance);
    const { token } = await openGameSession(app.db, {
      memberId,
      vendorCode: listed.vendor,
      gameCode: listed.gameCode,
    });
    return { memberId, token };
  }
  async function call(token: string | null, method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await app.inject({
      method,
      url,
      headers: {
        'accept-language': 'en',
        ...(token ? { [GAME_TOKEN_HEADER]: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, body: res.json() } as Reply;
  }
  const value = <T>(reply: Reply): T => {
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ success: true });
    return reply.body.value as T;
  };
  const allPostings = async () => (await app.db.select({ n: count() }).from(ledgerPosting))[0]!.n;
  const postingsOf = (roundId: string) =>
    app.db
      .select({
        key: ledgerPosting.idempotencyKey,
        kind: ledgerPosting.kind,
        amount: ledgerPosting.amount,
      })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `provider:%:${roundId}-%`))
      .orderBy(ledgerPosting.id);

  /** A provider of our own, to break its rounds or its network on purpose. */
  function provider(options: { spin?: () => number; transport?: PostTransport } = {}) {
    const wallet = new SeamlessWalletClient({
      transport: options.transport ?? injectTransport(app),
      secretFor: async (vendorCode) => (await app.providerSecrets.secretFor(vendorCode))!,
      retryDelaysMs: [1, 1, 1],
    });
    return new SandboxProvider({
      db: app.db,
      wallet,
      demos: app.demoGames,
      gameSessions: new GameSessions(app.db),
      currency: 'BRL',
      catalogue: (g) => catalogueEntry(app.gameCatalogue, g),
      ...(options.spin ? { spin: options.spin } : {}),
    });
  }

  it('a round posts a signed bet and win on the wallet, as the game’s vendor', async () => {
    const { memberId, token } = await player(10_000);
    const session = value<{ balance: number; gameName: string; demo: boolean; rtp: number }>(
      await call(
        token,
        'GET',
        `${sandboxPaths.session}?vendor=${listed.vendor}&gameCode=${listed.gameCode}`,
      ),
    );
    expect(session).toMatchObject({ balance: 10_000, demo: false, rtp: 0.96 });
    expect(session.gameName).not.toBe('');

    const { round, balance } = value<SandboxSpinValue>(
      await call(token, 'POST', sandboxPaths.spin, { ...listed, stake: 500 }),
    );
    expect(round).toMatchObject({ ...listed, stake: 500, balanceBefore: 10_000 });
    expect(round.payout).toBe(Math.floor((500 * round.multiplierBp) / 10_000));
    expect(balance).toBe(10_000 - 500 + round.payout);
    expect(round.balanceAfter).toBe(balance);
    expect(await readBalance(app.db, memberId)).toBe(balance);
    expect(await postingsOf(round.id)).toEqual([
      { key: `provider:${listed.vendor}:bet:${round.id}-bet`, kind: 'bet', amount: -500 },
      { key: `provider:${listed.vendor}:win:${round.id}-win`, kind: 'win', amount: round.payout },
    ]);
    const history = value<{ rounds: SandboxRound[] }>(
      await call(token, 'GET', sandboxPaths.rounds),
    );
    expect(history.rounds).toEqual([round]);
  });

  it('answers INSUFFICIENT_FUNDS from the wallet with the balance, taking nothing', async () => {
    const { memberId, token } = await player(100);
    const res = await call(token, 'POST', sandboxPaths.spin, { ...listed, stake: 500 });
    expect(res).toMatchObject({
      status: 409,
      body: { errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 100 } },
    });
    expect(await readBalance(app.db, memberId)).toBe(100);
    const bad = await call(token, 'POST', sandboxPaths.spin, { ...listed, stake: 5 });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'GAME_STAKE_INVALID' } });
    const stranger = await call('z'.repeat(43), 'POST', sandboxPaths.spin, {
      ...listed,
      stake: 50,
    });
    expect(stranger).toMatchObject({ status: 401, body: { errorCode: 'GAME_SESSION_INVALID' } });
    // Refused bets leave no round behind.
    const left = await app.db
      .select({ n: count() })
      .from(sandboxRound)
      .where(eq(sandboxRound.sessionHash, sha256(token)));
    expect(left[0]!.n).toBe(0);
  });

  it('rolls the bet back when its own round fails after the bet', async () => {
    const { memberId, token } = await player(1_000);
    const broken = provider({
      spin: () => {
        throw new Error('reel jammed');
      },
    });
    const error = await broken.play(token, { ...listed, stake: 300 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'GAME_PROVIDER_UNAVAILABLE' });
    expect(await readBalance(app.db, memberId)).toBe(1_000);
    const [row] = await app.db.select().from(sandboxRound).where(eq(sandboxRound.stake, 300));
    expect(row).toMatchObject({ state: 'rolled_back' });
    expect((await postingsOf(row!.id)).map((p) => [p.kind, p.amount])).toEqual([
      ['bet', -300],
      ['rollback', 300],
    ]);
    expect(await broken.rounds(token)).toEqual([]);
  });

  it('retries a call whose reply was lost with the same transaction id: one posting each', async () => {
    const { memberId, token } = await player(1_000);
    const inner = injectTransport(app);
    let lost = 0;
    // The wallet gets every first attempt, but its reply never comes back.
    const flaky: PostTransport = async (path, raw, headers) => {
      const reply = await inner(path, raw, headers);
      if (lost++ % 2 === 0) throw new Error('connection reset');
      return reply;
    };
    const { round, balance } = await provider({ spin: () => 20_000, transport: flaky }).play(
      token,
      {
        ...listed,
        stake: 100,
      },
    );
    expect(lost).toBe(4);
    expect(round).toMatchObject({ multiplierBp: 20_000, payout: 200, balanceBefore: 1_000 });
    expect(balance).toBe(1_100);
    expect(await readBalance(app.db, memberId)).toBe(1_100);
    expect((await postingsOf(round.id)).map((p) => p.kind)).toEqual(['bet', 'win']);

    // Replaying the provider's own calls, signed, changes nothing and answers the same.
    const vendor = await providerClient(app, listed.vendor);
    const bet = {
      token,
      transactionId: `${round.id}-bet`,
      roundId: round.id,
      gameCode: listed.gameCode,
      amount: 100,
    };
    const win = {
      token,
      transactionId: `${round.id}-win`,
      betTransactionId: `${round.id}-bet`,
      roundId: round.id,
      gameCode: listed.gameCode,
      amount: 200,
    };
    const replays = await Promise.all([
      ...Array.from({ length: 5 }, () => vendor.call('bet', bet)),
      ...Array.from({ length: 5 }, () => vendor.call('win', win)),
    ]);
    expect(replays.slice(0, 5).map((r) => r.body)).toEqual(
      Array(5).fill({
        success: true,
        value: { balance: 900, currency: 'BRL', transactionId: expect.any(String) },
      }),
    );
    expect(new Set(replays.slice(5).map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(replays[5]!.body).toMatchObject({ value: { balance: 1_100 } });
    expect(await postingsOf(round.id)).toHaveLength(2);
    expect(await readBalance(app.db, memberId)).toBe(1_100);
  });

  it('sends a win it could not deliver again at the token’s next call, never rolling it back', async () => {
    const { memberId, token } = await player(1_000);
    const inner = injectTransport(app);
    const winsDown: PostTransport = async (path, raw, headers) =>
      path.endsWith('/win') ? { status: 503, body: {} } : inner(path, raw, headers);
    const error = await provider({ spin: () => 20_000, transport: winsDown })
      .play(token, { ...listed, stake: 100 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'GAME_PROVIDER_UNAVAILABLE' });
    expect(await readBalance(app.db, memberId)).toBe(900);
    const [open] = await app.db
      .select()
      .from(sandboxRound)
      .where(eq(sandboxRound.sessionHash, sha256(token)));
    expect(open).toMatchObject({ state: 'open', payout: 200 });

    const query = `?vendor=${listed.vendor}&gameCode=${listed.gameCode}`;
    const session = value<{ balance: number }>(
      await call(token, 'GET', sandboxPaths.session + query),
    );
    expect(session.balance).toBe(1_100);
    expect((await postingsOf(open!.id)).map((p) => [p.kind, p.amount])).toEqual([
      ['bet', -100],
      ['win', 200],
    ]);
    const history = value<{ rounds: SandboxRound[] }>(
      await call(token, 'GET', sandboxPaths.rounds),
    );
    expect(history.rounds).toMatchObject([{ id: open!.id, state: 'won', balanceAfter: 1_100 }]);
  });

  it('rolls back a round left pending by a crash between its bet and its outcome', async () => {
    const { memberId, token } = await player(1_000);
    const id = 'crashed-round-0001';
    await app.db.insert(sandboxRound).values({
      id,
      sessionHash: sha256(token),
      ...listed,
      stake: 400,
      state: 'pending',
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const vendor = await providerClient(app, listed.vendor);
    await vendor.call('bet', {
      token,
      transactionId: `${id}-bet`,
      roundId: id,
      gameCode: listed.gameCode,
      amount: 400,
    });
    expect(await readBalance(app.db, memberId)).toBe(600);

    // The player's next call finds it and gives the stake back, once.
    const session = value<{ balance: number }>(
      await call(
        token,
        'GET',
        `${sandboxPaths.session}?vendor=${listed.vendor}&gameCode=${listed.gameCode}`,
      ),
    );
    expect(session.balance).toBe(1_000);
    await call(
      token,
      'GET',
      `${sandboxPaths.session}?vendor=${listed.vendor}&gameCode=${listed.gameCode}`,
    );
    expect(await readBalance(app.db, memberId)).toBe(1_000);
    const [row] = await app.db.select().from(sandboxRound).where(eq(sandboxRound.id, id));
    expect(row?.state).toBe('rolled_back');
  });

  it('talks to the wallet over real HTTP as well (fetch to a listening server)', async () => {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { memberId, token } = await player(2_000);
      const { round, balance } = await provider({ transport: fetchTransport(url) }).play(token, {
        ...listed,
        stake: 1_000,
      });
      expect(balance).toBe(1_000 + round.payout);
      expect(await readBalance(app.db, memberId)).toBe(balance);
    } finally {
      await app.server.close();
    }
  });

  it('plays a demo with play money, never touching the ledger', async () => {
    const before = await allPostings();
    const { token } = value<{ token: string }>(await call(null, 'POST', sandboxPaths.demo, listed));
    const session = value<{ demo: boolean; balance: number }>(
      await call(
        token,
        'GET',
        `${sandboxPaths.session}?vendor=${listed.vendor}&gameCode=${listed.gameCode}`,
      ),
    );
    expect(session).toMatchObject({ demo: true, balance: 100_000 });
    const { round, balance } = value<SandboxSpinValue>(
      await call(token, 'POST', sandboxPaths.spin, { ...listed, stake: 1_000 }),
    );
    expect(balance).toBe(100_000 - 1_000 + round.payout);
    expect(
      value<{ rounds: SandboxRound[] }>(await call(token, 'GET', sandboxPaths.rounds)).rounds,
    ).toEqual([round]);
    // The demo token is bound to its game: another vendor or game code under it is refused
    // and plays nothing (issue 12, 12).
    for (const other of [
      { vendor: listed.vendor === 'PG' ? 'JILI' : 'PG', gameCode: listed.gameCode },
      { vendor: listed.vendor, gameCode: `${listed.gameCode}x` },
    ]) {
      const refused = await call(token, 'POST', sandboxPaths.spin, { ...other, stake: 1_000 });
      expect(refused.body, JSON.stringify(other)).toMatchObject({
        errorCode: 'GAME_SESSION_INVALID',
      });
      const view = await call(
        token,
        'GET',
        `${sandboxPaths.session}?vendor=${other.vendor}&gameCode=${other.gameCode}`,
      );
      expect(view.body).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
    }
    expect(
      value<{ rounds: SandboxRound[] }>(await call(token, 'GET', sandboxPaths.rounds)).rounds,
    ).toEqual([round]);
    const after = await allPostings();
    expect(after).toBe(before);
    const unknown = await call(null, 'POST', sandboxPaths.demo, { vendor: 'NOPE', gameCode: 'x' });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'GAME_NOT_FOUND' } });
    const [realOnly] = await app.db
      .select({ vendor: game.vendorCode, gameCode: game.gameCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.supportPlay, 1)))
      .limit(1);
    const noDemo = await call(null, 'POST', sandboxPaths.demo, realOnly);
    expect(noDemo.body).toMatchObject({ errorCode: 'DEMO_NOT_AVAILABLE' });
  });
});
