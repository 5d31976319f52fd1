import {
  GAME_TOKEN_HEADER,
  inHousePaths,
  type InHouseRound,
  type RoundResult,
} from '@openlobby/contract';
import {
  minePositions,
  playDice,
  serverSeedMatchesHash,
  verifyRound,
  type GameBets,
  type GameId,
} from '@openlobby/games';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { fairnessSeed, ledgerPosting } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { randomUUID } from 'node:crypto';
import { openGameSession } from '../wallet/game-sessions';
import { readBalance } from '../wallet/ledger';
import { DbRoundStore } from './round-repository';

type Reply = { status: number; body: { success: boolean; value?: never; errorCode?: string } };

describe.each(testDatabaseKinds())('in-house games (BGS) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  /** A member with `balance` and a game token of one BGS game. */
  async function player(balance: number, gameCode: 'slot' | 'dice' | 'mines') {
    const memberId = await memberWithBalance(app.db, balance);
    const { token } = await openGameSession(app.db, { memberId, vendorCode: 'BGS', gameCode });
    return { memberId, token };
  }

  async function call(
    token: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    language: 'en' | 'pt' = 'en',
  ): Promise<Reply> {
    const res = await app.inject({
      method,
      url,
      headers: {
        'accept-language': language,
        ...(token ? { [GAME_TOKEN_HEADER]: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, body: res.json() };
  }
  const value = <T>(reply: Reply): T => {
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ success: true });
    return reply.body.value as T;
  };
  const allPostings = async () => (await app.db.select({ n: count() }).from(ledgerPosting))[0]!.n;
  const roll = (token: string, stake = 100, targetHundredths = 5000, direction = 'under') =>
    call(token, 'POST', inHousePaths.diceRoll, { stake, targetHundredths, direction });

  /** The ledger postings of one round: its bet and its win (or closing 0). */
  async function postingsOf(roundId: string) {
    return app.db
      .select({ kind: ledgerPosting.kind, amount: ledgerPosting.amount })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `provider:BGS:%:${roundId}-%`))
      .orderBy(ledgerPosting.id);
  }
  async function postingCount(memberId: number) {
    const [row] = await app.db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(eq(ledgerPosting.memberId, memberId));
    return row!.n;
  }
  async function activeSeed(memberId: number) {
    const [seed] = await app.db
      .select()
      .from(fairnessSeed)
      .where(and(eq(fairnessSeed.memberId, memberId), eq(fairnessSeed.active, true)));
    return seed!;
  }
  /** Recomputes a round with packages/games, as the browser's Verify view does. */
  function recompute(round: InHouseRound, serverSeed: string) {
    const bet = { ...round.bet, stake: BigInt(round.bet.stake) } as GameBets[GameId];
    const outcome = verifyRound(
      round.gameCode,
      { serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      bet as never,
    );
    return { ...outcome, payout: Number(outcome.payout) };
  }

  it('a dice round moves the balance by exactly its stake and payout, through a bet and a win posting', async () => {
    const { memberId, token } = await player(10_000, 'dice');
    const session = value<{ balance: number; demo: boolean; fairness: { nonce: number } }>(
      await call(token, 'GET', inHousePaths.session),
    );
    expect(session).toMatchObject({ balance: 10_000, demo: false, fairness: { nonce: 0 } });

    const { round, balance } = value<RoundResult>(await roll(token, 250, 4950, 'over'));
    expect(round).toMatchObject({
      gameCode: 'dice',
      stake: 250,
      balanceBefore: 10_000,
      nonce: 0,
      serverSeed: null,
      bet: { stake: 250, targetHundredths: 4950, direction: 'over' },
    });
    expect(round.state).toBe(round.payout > 0 ? 'won' : 'lost');
    expect(balance).toBe(10_000 - 250 + round.payout);
    expect(round.balanceAfter).toBe(balance);
    expect(await readBalance(app.db, memberId)).toBe(balance);
    expect(await postingsOf(round.id)).toEqual([
      { kind: 'bet', amount: -250 },
      { kind: 'win', amount: round.payout },
    ]);

    const history = value<{ rounds: InHouseRound[] }>(
      await call(token, 'GET', inHousePaths.rounds),
    );
    expect(history.rounds).toHaveLength(1);
    expect(history.rounds[0]).toMatchObject({
      id: round.id,
      stake: 250,
      payout: round.payout,
      balanceBefore: 10_000,
      balanceAfter: balance,
    });
    // The round the roll answered is the round as stored, to its creation time.
    expect(history.rounds[0]).toEqual(round);
  });

  it("a round's postings are the seamless wallet's own bet and win: replaying them over the protocol changes nothing", async () => {
    const { memberId, token } = await player(10_000, 'dice');
    const { round, balance } = value<RoundResult>(await roll(token, 300));
    const postings = await postingCount(memberId);
    const common = { token, roundId: round.id, gameCode: 'dice' };
    // Same keys and same hashes, or these would be IDEMPOTENCY_CONFLICT refusals.
    const bet = await app.providerWallet.bet('BGS', {
      ...common,
      transactionId: `${round.id}-bet`,
      amount: 300,
    });
    const win = await app.providerWallet.win(
      'BGS',
      {
        ...common,
        transactionId: `${round.id}-win`,
        betTransactionId: `${round.id}-bet`,
        amount: round.payout,
      },
      { ownGame: true },
    );
    expect(bet.balance).toBe(10_000 - 300);
    expect(win.balance).toBe(balance);
    expect(await postingCount(memberId)).toBe(postings);
    expect(await readBalance(app.db, memberId)).toBe(balance);
  });

  it('a round decided on a nonce another round took writes nothing (the caller decides again)', async () => {
    const { memberId, token } = await player(10_000, 'dice');
    value(await roll(token, 100));
    const seed = await activeSeed(memberId);
    const before = {
      balance: await readBalance(app.db, memberId),
      postings: await postingCount(memberId),
    };
    const id = randomUUID();
    const stale = (nonce: number, clientSeed: string) =>
      sqlRows<{ out_balance_after: string }>(
        app.db,
        sql`SELECT out_balance_after::text FROM in_house_instant_round(${memberId}::integer,
          ${seed.id}::integer, ${nonce}::integer, ${clientSeed}, ${id}, 'dice', 100::bigint,
          0::bigint, '{}'::jsonb, '{}'::jsonb, 'lost', 'games-1', 'BGS', 'provider:BGS',
          ${`provider:BGS:bet:${id}-bet`}, 'h', ${`provider:BGS:win:${id}-win`}, 'h',
          ${`provider:BGS:void:${id}-bet`})`,
      );
    // Nonce 0 was taken by the first roll; the right nonce with another client seed is stale too.
    expect(await stale(0, seed.clientSeed)).toEqual([]);
    expect(await stale(seed.nextNonce, 'another-client-seed')).toEqual([]);
    expect(await readBalance(app.db, memberId)).toBe(before.balance);
    expect(await postingCount(memberId)).toBe(before.postings);
    expect((await activeSeed(memberId)).nextNonce).toBe(seed.nextNonce);
    expect(await postingsOf(id)).toEqual([]);
  });

  it("refuses to play one member's round on postings keyed for another, changing neither", async () => {
    const { memberId } = await player(1_000, 'dice');
    const { memberId: otherId } = await player(1_000, 'dice');
    const store = new DbRoundStore(app.db, memberId, 'games-1');
    const id = randomUUID();
    const bet = { stake: 100, targetHundredths: 5_000, direction: 'under' as const };
    const played = store
      .playInstant(
        { id, gameCode: 'dice', stake: 100 },
        (fairness) => {
          const outcome = playDice({ ...bet, stake: 100n }, fairness);
          const payout = Number(outcome.payout);
          return { bet, outcome: { ...outcome, payout }, state: 'lost', payout };
        },
        {
          memberId: otherId,
          vendorCode: 'BGS',
          counterparty: 'provider:BGS',
          betKey: `provider:BGS:bet:${id}-bet`,
          betHash: 'h',
          winKey: `provider:BGS:win:${id}-win`,
          voidKey: `provider:BGS:void:${id}-bet`,
          winHash: () => 'h',
        },
      )
      .catch((error: Error) => error);
    expect(await played).toMatchObject({ message: expect.stringContaining(`member ${otherId}`) });
    expect(await readBalance(app.db, memberId)).toBe(1_000);
    expect(await readBalance(app.db, otherId)).toBe(1_000);
    expect(await postingsOf(id)).toEqual([]);
  });

  it('refuses a round on an expired game token with GAME_SESSION_EXPIRED, changing nothing', async () => {
    const memberId = await memberWithBalance(app.db, 1_000);
    const { token } = await openGameSession(app.db, {
      memberId,
      vendorCode: 'BGS',
      gameCode: 'dice',
      hours: -1,
    });
    expect(await roll(token, 100)).toMatchObject({
      body: { success: false, errorCode: 'GAME_SESSION_EXPIRED' },
    });
    expect(await readBalance(app.db, memberId)).toBe(1_000);
    expect(await postingCount(memberId)).toBe(1);
  });

  it('a slot spin pays its line wins through the wallet and shows in the history', async () => {
    const { memberId, token } = await player(5_000, 'slot');
    let balance = 5_000;
    for (let spin = 0; spin < 5; spin += 1) {
      const result = value<RoundResult>(
        await call(token, 'POST', inHousePaths.slotSpin, { stake: 200 }),
      );
      const { round } = result;
      if (round.gameCode !== 'slot') throw new Error('not a slot round');
      expect(round.outcome.window).toHaveLength(3);
      expect(round.outcome.window[0]).toHaveLength(5);
      const linePays = round.outcome.lineWins.reduce((sum, w) => sum + w.pays, 0);
      expect(round.payout).toBe(Math.floor((200 * linePays * 500) / 10_000));
      expect(round.balanceBefore).toBe(balance);
      balance = balance - 200 + round.payout;
      expect(result.balance).toBe(balance);
      expect(await postingsOf(round.id)).toEqual([
        { kind: 'bet', amount: -200 },
        { kind: 'win', amount: round.payout },
      ]);
    }
    expect(await readBalance(app.db, memberId)).toBe(balance);
    const history = value<{ rounds: InHouseRound[] }>(
      await call(token, 'GET', `${inHousePaths.rounds}?game=slot`),
    );
    expect(history.rounds.map((r) => r.nonce)).toEqual([4, 3, 2, 1, 0]);
  });

  it('a mines round keeps its bet open while revealing and pays the cash-out multiplier', async () => {
    const { memberId, token } = await player(1_000, 'mines');
    await call(token, 'GET', inHousePaths.session);
    const seed = await activeSeed(memberId);
    const started = value<RoundResult>(
      await call(token, 'POST', inHousePaths.minesStart, { stake: 100, mines: 3 }),
    );
    expect(started.round).toMatchObject({ state: 'playing', balanceAfter: null, payout: 0 });
    expect(started.round.outcome).toMatchObject({ minePositions: null });
    expect(started.balance).toBe(900);
    expect(await postingsOf(started.round.id)).toEqual([{ kind: 'bet', amount: -100 }]);
    // The page reloaded mid-round finds it again.
    const current = value<{ round: InHouseRound | null }>(
      await call(token, 'GET', inHousePaths.minesCurrent),
    );
    expect(current.round?.id).toBe(started.round.id);

    const mines = minePositions(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: started.round.nonce },
      3,
    );
    const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
    const roundId = started.round.id;
    for (const tile of safe.slice(0, 2)) {
      const step = value<RoundResult>(
        await call(token, 'POST', inHousePaths.minesReveal, { roundId, tile }),
      );
      expect(step.round.state).toBe('playing');
      expect(step.balance).toBe(900);
    }
    const cashed = value<RoundResult>(
      await call(token, 'POST', inHousePaths.minesCashOut, { roundId }),
    );
    if (cashed.round.gameCode !== 'mines') throw new Error('not a mines round');
    // 0.99 × C(25,2) / C(22,2) = 1.2857… → 12,857 bp → 128 of a 100 stake.
    expect(cashed.round.outcome).toMatchObject({
      status: 'won',
      safeReveals: 2,
      multiplierBp: 12_857,
      minePositions: mines,
    });
    expect(cashed.round).toMatchObject({ state: 'won', payout: 128, balanceAfter: 1_028 });
    expect(cashed.balance).toBe(1_028);
    expect(await postingsOf(roundId)).toEqual([
      { kind: 'bet', amount: -100 },
      { kind: 'win', amount: 128 },
    ]);
    const again = await call(token, 'POST', inHousePaths.minesCashOut, { roundId });
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'GAME_ROUND_OVER' } });

    // A mine ends the next round at once: the bet is closed by a win of 0.
    const next = value<RoundResult>(
      await call(token, 'POST', inHousePaths.minesStart, { stake: 100, mines: 24 }),
    );
    const board = minePositions(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: next.round.nonce },
      24,
    );
    const lost = value<RoundResult>(
      await call(token, 'POST', inHousePaths.minesReveal, {
        roundId: next.round.id,
        tile: board[0],
      }),
    );
    expect(lost.round).toMatchObject({ state: 'lost', payout: 0, balanceAfter: 928 });
    expect(await postingsOf(next.round.id)).toEqual([
      { kind: 'bet', amount: -100 },
      { kind: 'win', amount: 0 },
    ]);
    expect(await readBalance(app.db, memberId)).toBe(928);
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and the balance, changing nothing', async () => {
    const { memberId, token } = await player(50, 'dice');
    const res = await roll(token, 100);
    expect(res).toMatchObject({
      status: 409,
      body: { success: false, errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 50 } },
    });
    expect(await readBalance(app.db, memberId)).toBe(50);
    expect(value<{ nonce: number }>(await call(token, 'GET', inHousePaths.fairness)).nonce).toBe(0);
    expect(
      value<{ rounds: unknown[] }>(await call(token, 'GET', inHousePaths.rounds)).rounds,
    ).toEqual([]);
  });

  it('refuses bad bets with a 400 in the player’s language and changes nothing', async () => {
    const dice = await player(10_000, 'dice');
    const before = await postingCount(dice.memberId);
    const cases: [unknown, string][] = [
      [{ stake: 100, targetHundredths: 9950, direction: 'under' }, 'GAME_TARGET_OUT_OF_RANGE'],
      [{ stake: 100, targetHundredths: 50.5, direction: 'under' }, 'GAME_TARGET_OUT_OF_RANGE'],
      [{ stake: 100, targetHundredths: 5000, direction: 'sideways' }, 'GAME_DIRECTION_INVALID'],
      [{ stake: 0, targetHundredths: 5000, direction: 'under' }, 'GAME_STAKE_INVALID'],
      [{ stake: 1.5, targetHundredths: 5000, direction: 'under' }, 'GAME_STAKE_INVALID'],
      [{ stake: 100_001, targetHundredths: 5000, direction: 'under' }, 'GAME_STAKE_INVALID'],
      [{ stake: '100', targetHundredths: 5000, direction: 'under' }, 'VALIDATION_FAILED'],
      [{ stake: 100, targetHundredths: 5000, direction: 'under', x: 1 }, 'VALIDATION_FAILED'],
    ];
    for (const [body, errorCode] of cases) {
      const res = await call(dice.token, 'POST', inHousePaths.diceRoll, body, 'pt');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode });
    }
    const target = await call(dice.token, 'POST', inHousePaths.diceRoll, cases[0]![0], 'pt');
    expect(target.body).toMatchObject({
      message: 'Escolha um alvo com chance de vitória entre 1% e 98%.',
    });
    const seed = await call(dice.token, 'PUT', inHousePaths.clientSeed, {
      clientSeed: 'x'.repeat(65),
    });
    expect(seed).toMatchObject({ status: 400, body: { errorCode: 'GAME_SEED_INVALID' } });
    expect(await postingCount(dice.memberId)).toBe(before);
    expect(await readBalance(app.db, dice.memberId)).toBe(10_000);
    expect(
      value<{ nonce: number }>(await call(dice.token, 'GET', inHousePaths.fairness)).nonce,
    ).toBe(0);

    const mines = await player(10_000, 'mines');
    for (const [body, errorCode] of [
      [{ stake: 100, mines: 25 }, 'GAME_MINES_OUT_OF_RANGE'],
      [{ stake: 100, mines: 0 }, 'GAME_MINES_OUT_OF_RANGE'],
      [{ stake: 5, mines: 3 }, 'GAME_STAKE_INVALID'],
    ] as const) {
      const res = await call(mines.token, 'POST', inHousePaths.minesStart, body);
      expect(res).toMatchObject({ status: 400, body: { errorCode } });
    }
    const { round } = value<RoundResult>(
      await call(mines.token, 'POST', inHousePaths.minesStart, { stake: 100, mines: 1 }),
    );
    const roundId = round.id;
    const nothing = await call(mines.token, 'POST', inHousePaths.minesCashOut, { roundId });
    expect(nothing).toMatchObject({ status: 400, body: { errorCode: 'GAME_NOTHING_REVEALED' } });
    const offBoard = await call(mines.token, 'POST', inHousePaths.minesReveal, {
      roundId,
      tile: 25,
    });
    expect(offBoard).toMatchObject({ status: 400, body: { errorCode: 'GAME_TILE_INVALID' } });
    const second = await call(mines.token, 'POST', inHousePaths.minesStart, {
      stake: 100,
      mines: 1,
    });
    expect(second).toMatchObject({ status: 409, body: { errorCode: 'GAME_ROUND_IN_PROGRESS' } });
    const rotate = await call(mines.token, 'POST', inHousePaths.rotateSeed);
    expect(rotate).toMatchObject({ status: 409, body: { errorCode: 'GAME_ROUND_IN_PROGRESS' } });
    const current = value<{ round: InHouseRound }>(
      await call(mines.token, 'GET', inHousePaths.minesCurrent),
    );
    expect(current.round).toMatchObject({ id: roundId, state: 'playing', bet: { reveals: [] } });
    expect(await readBalance(app.db, mines.memberId)).toBe(9_900);
  });

  it('refuses calls without a valid game token, or with the token of another game', async () => {
    expect(await call(null, 'GET', inHousePaths.session)).toMatchObject({
      status: 401,
      body: { errorCode: 'GAME_SESSION_INVALID' },
    });
    expect(await call('z'.repeat(43), 'GET', inHousePaths.session)).toMatchObject({
      status: 401,
      body: { errorCode: 'GAME_SESSION_INVALID' },
    });
    const { memberId, token } = await player(1_000, 'dice');
    const slot = await call(token, 'POST', inHousePaths.slotSpin, { stake: 100 });
    expect(slot).toMatchObject({ status: 401, body: { errorCode: 'GAME_SESSION_INVALID' } });
    const other = await player(1_000, 'dice');
    const { round } = value<RoundResult>(await roll(other.token));
    const foreign = await call(token, 'GET', inHousePaths.round(round.id));
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await readBalance(app.db, memberId)).toBe(1_000);
  });

  it('20 simultaneous dice rounds use 20 distinct nonces and settle every centavo', async () => {
    const { memberId, token } = await player(100_000, 'dice');
    const results = await Promise.all(Array.from({ length: 20 }, () => roll(token, 100)));
    const rounds = results.map((r) => value<RoundResult>(r).round);
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    const paid = rounds.reduce((sum, r) => sum + r.payout, 0);
    expect(await readBalance(app.db, memberId)).toBe(100_000 - 20 * 100 + paid);
    expect(await postingCount(memberId)).toBe(1 + 40);
    expect((await activeSeed(memberId)).nextNonce).toBe(20);
  });

  it('rotating the seed reveals the old one, and a past round verifies with packages/games', async () => {
    const { token } = await player(10_000, 'dice');
    const custom = value<{ clientSeed: string; serverSeedHash: string }>(
      await call(token, 'PUT', inHousePaths.clientSeed, { clientSeed: 'my lucky seed' }),
    );
    expect(custom.clientSeed).toBe('my lucky seed');
    const { round } = value<RoundResult>(await roll(token, 100, 3000, 'under'));
    expect(round).toMatchObject({
      clientSeed: 'my lucky seed',
      serverSeedHash: custom.serverSeedHash,
    });
    const hidden = value<InHouseRound>(await call(token, 'GET', inHousePaths.round(round.id)));
    expect(hidden.serverSeed).toBeNull();

    const rotated = value<{
      previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
      current: { serverSeedHash: string; clientSeed: string; nonce: number };
    }>(await call(token, 'POST', inHousePaths.rotateSeed));
    expect(rotated.previous).toMatchObject({
      serverSeedHash: custom.serverSeedHash,
      clientSeed: 'my lucky seed',
      rounds: 1,
    });
    expect(serverSeedMatchesHash(rotated.previous.serverSeed, custom.serverSeedHash)).toBe(true);
    expect(rotated.current).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(rotated.current.serverSeedHash).not.toBe(custom.serverSeedHash);

    const revealed = value<InHouseRound>(await call(token, 'GET', inHousePaths.round(round.id)));
    expect(revealed.serverSeed).toBe(rotated.previous.serverSeed);
    expect(recompute(revealed, revealed.serverSeed!)).toEqual(revealed.outcome);
    // A tampered record would not verify.
    expect(recompute({ ...revealed, nonce: 1 }, revealed.serverSeed!)).not.toEqual(
      revealed.outcome,
    );
    const next = value<RoundResult>(await roll(token));
    expect(next.round).toMatchObject({ nonce: 0, serverSeedHash: rotated.current.serverSeedHash });
  });

  describe('a member reads their own round for the betting record (member token)', () => {
    /** A player with a game token and a member (site) session of the same member. */
    async function memberPlayer() {
      const { memberId, token } = await player(10_000, 'dice');
      const session = await app.sessions.create(memberId, { ip: '127.0.0.1', remember: false });
      return { memberId, token, memberToken: session.value.token };
    }
    async function memberRound(memberToken: string, roundId: string, language: 'en' | 'pt' = 'en') {
      const res = await app.inject({
        method: 'GET',
        url: inHousePaths.memberRound,
        query: { roundId },
        headers: { authorization: memberToken, 'accept-language': language },
      });
      return { status: res.statusCode, body: res.json() } as Reply;
    }

    it('shows the round with its commitment, and its server seed only once rotated', async () => {
      const { memberId, token, memberToken } = await memberPlayer();
      const { round } = value<RoundResult>(await roll(token, 100, 6000, 'under'));
      // The pair that decided the round, still active (secret) until rotated.
      const secret = (await activeSeed(memberId)).serverSeed;

      // Listed in the betting record, whose Verify names this very round.
      const record = await app.inject({
        method: 'GET',
        url: '/wps/relay/MCS_betRecord',
        headers: { authorization: memberToken },
      });
      expect(record.json().value.items[0]).toMatchObject({
        roundId: round.id,
        verify: { kind: 'inHouse', roundId: round.id, gameCode: 'dice' },
      });

      const hidden = value<InHouseRound>(await memberRound(memberToken, round.id));
      expect(hidden).toMatchObject({
        id: round.id,
        gameCode: 'dice',
        bet: { stake: 100, targetHundredths: 6000, direction: 'under' },
        outcome: round.outcome,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        serverSeed: null,
      });
      // The secret seed is nowhere in the reply before the rotation.
      expect(JSON.stringify(hidden)).not.toContain(secret);

      const rotated = value<{ previous: { serverSeed: string } }>(
        await call(token, 'POST', inHousePaths.rotateSeed),
      );
      expect(rotated.previous.serverSeed).toBe(secret);
      const revealed = value<InHouseRound>(await memberRound(memberToken, round.id));
      expect(revealed.serverSeed).toBe(secret);
      expect(serverSeedMatchesHash(secret, revealed.serverSeedHash)).toBe(true);
      expect(recompute(revealed, secret)).toEqual(revealed.outcome);
    });

    it("answers 404 for another member's round and for an unknown id, in the member's language", async () => {
      const owner = await memberPlayer();
      const other = await memberPlayer();
      const { round } = value<RoundResult>(await roll(owner.token));
      await call(owner.token, 'POST', inHousePaths.rotateSeed);

      const foreign = await memberRound(other.memberToken, round.id, 'pt');
      const unknown = await memberRound(other.memberToken, randomUUID(), 'pt');
      for (const reply of [foreign, unknown]) {
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({
          success: false,
          errorCode: 'GAME_ROUND_NOT_FOUND',
          message: 'Esta rodada não é uma das suas rodadas dos jogos da casa.',
          requestId: expect.any(String),
        });
      }
      // Neither the seed nor the outcome leaks into the refusal.
      expect(JSON.stringify(foreign.body)).not.toContain(round.serverSeedHash);
      expect(value<InHouseRound>(await memberRound(owner.memberToken, round.id)).id).toBe(round.id);
    });

    it('refuses a caller without a member token, and a game token in its place', async () => {
      const { token } = await memberPlayer();
      const { round } = value<RoundResult>(await roll(token));
      const anonymous = await app.inject({
        method: 'GET',
        url: inHousePaths.memberRound,
        query: { roundId: round.id },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await memberRound(token, round.id)).status).toBe(401);
    });
  });

  it('demo rounds play with play money and never touch the ledger', async () => {
    const before = await allPostings();
    const demo = value<{ token: string }>(
      await call(null, 'POST', inHousePaths.demo, { gameCode: 'dice' }),
    );
    const session = value<{ demo: boolean; balance: number }>(
      await call(demo.token, 'GET', inHousePaths.session),
    );
    expect(session).toMatchObject({ demo: true, balance: 100_000 });
    let balance = 100_000;
    for (let i = 0; i < 3; i += 1) {
      const result = value<RoundResult>(await roll(demo.token, 1_000));
      expect(result.round.balanceBefore).toBe(balance);
      balance = balance - 1_000 + result.round.payout;
      expect(result.balance).toBe(balance);
    }
    const history = value<{ rounds: InHouseRound[] }>(
      await call(demo.token, 'GET', inHousePaths.rounds),
    );
    expect(history.rounds.map((r) => r.nonce)).toEqual([2, 1, 0]);
    const rotated = value<{ previous: { serverSeed: string } }>(
      await call(demo.token, 'POST', inHousePaths.rotateSeed),
    );
    const past = value<InHouseRound>(
      await call(demo.token, 'GET', inHousePaths.round(history.rounds[0]!.id)),
    );
    expect(past.serverSeed).toBe(rotated.previous.serverSeed);
    expect(recompute(past, past.serverSeed!)).toEqual(past.outcome);

    // Lose the play money (a 2 % chance of winning each time), then stake more than is left.
    while (balance >= 100_000) {
      balance = value<RoundResult>(await roll(demo.token, 100_000, 9800, 'over')).balance;
    }
    const poor = await roll(demo.token, Math.max(10, balance + 1));
    expect(poor).toMatchObject({
      status: 409,
      body: { errorCode: 'INSUFFICIENT_FUNDS', value: { balance } },
    });
    const after = await allPostings();
    expect(after).toBe(before);
    // The wallet does not know a demo token.
    const walletBalance = await app.providerWallet
      .balance('BGS', demo.token)
      .catch((e: Error) => e);
    expect(walletBalance).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
  });

  it('serves the game page entry (game.html) for the game popup URLs', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'openlobby-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<div id="root">site</div>');
    writeFileSync(path.join(webDist, 'game.html'), '<div id="root">game</div>');
    const spa = await buildTestApp(database(), { WEB_DIST: webDist });
    try {
      for (const url of ['/games/bgs/dice?token=abc', '/games/sandbox/PG/fortune-tiger?demo=1']) {
        const res = await spa.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('game');
      }
      const api = await spa.inject('/games/bgs/api/nope/nope');
      expect(api.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    } finally {
      await spa.close();
    }
  });

  it('finishes a round whose win was not posted (a crash after the bet) when its page opens', async () => {
    const { memberId, token } = await player(1_000, 'dice');
    const id = randomUUID();
    await app.providerWallet.bet('BGS', {
      token,
      transactionId: `${id}-bet`,
      roundId: id,
      gameCode: 'dice',
      amount: 100,
    });
    const bet = { stake: 100, targetHundredths: 9_000, direction: 'under' as const };
    const store = new DbRoundStore(app.db, memberId, 'games-1');
    const recorded = await store.open(
      { id, gameCode: 'dice', stake: 100, balanceBefore: 1_000 },
      (fairness) => {
        const outcome = playDice({ ...bet, stake: 100n }, fairness);
        const payout = Number(outcome.payout);
        return {
          bet,
          outcome: { ...outcome, payout },
          state: outcome.win ? 'won' : 'lost',
          payout,
        };
      },
    );
    expect(recorded.balanceAfter).toBeNull();
    expect(await readBalance(app.db, memberId)).toBe(900);

    const session = value<{ balance: number }>(await call(token, 'GET', inHousePaths.session));
    expect(session.balance).toBe(900 + recorded.payout);
    expect(await postingsOf(id)).toEqual([
      { kind: 'bet', amount: -100 },
      { kind: 'win', amount: recorded.payout },
    ]);
    const settled = value<InHouseRound>(await call(token, 'GET', inHousePaths.round(id)));
    expect(settled.balanceAfter).toBe(900 + recorded.payout);
    await call(token, 'GET', inHousePaths.session);
    expect(await readBalance(app.db, memberId)).toBe(900 + recorded.payout);
  });

  it('settles a round once, showing its server seed when the pair was rotated before the settle', async () => {
    const { memberId } = await player(1_000, 'dice');
    const store = new DbRoundStore(app.db, memberId, 'games-1');
    const bet = { stake: 100, targetHundredths: 5_000, direction: 'under' as const };
    const opened = await store.open(
      { id: randomUUID(), gameCode: 'dice', stake: 100, balanceBefore: 1_000 },
      (fairness) => {
        const outcome = playDice({ ...bet, stake: 100n }, fairness);
        const payout = Number(outcome.payout);
        return { bet, outcome: { ...outcome, payout }, state: 'lost', payout };
      },
    );
    // A member's first round creates the seed pair it is played on.
    expect(opened.nonce).toBe(0);
    expect(opened.serverSeed).toBeNull();
    const { previous } = await store.rotate();

    const settled = await store.settle(opened.id, 900);
    expect(settled.balanceAfter).toBe(900);
    expect(settled.serverSeed).toBe(previous.serverSeed);
    // A replayed finish changes nothing: the first balance stays.
    expect((await store.settle(opened.id, 1)).balanceAfter).toBe(900);
  });
});
