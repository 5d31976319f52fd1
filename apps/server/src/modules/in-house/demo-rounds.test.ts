import { randomUUID } from 'node:crypto';
import { DEMO_START_BALANCE, IN_HOUSE_MATH_VERSION, type RoundResult } from '@openlobby/contract';
import { minePositions, playDice } from '@openlobby/games';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { onBothDemoStores } from '../../test/demo-store-kit';
import { redisReachable } from '../../test/redis-kit';
import { useTestDatabase } from '../../test/suite';
import { type DemoSessionStore } from './demo-session-store';
import { DemoSessions } from './demo-sessions';
import type { RoundDecision } from './round-store';
import { InHouseGames } from './service';

const redisUp = await redisReachable();
const ipOf = () => `2001:db8:de:${randomUUID().slice(0, 4)}::1`;

/**
 * Demo rounds played through two instances of the in-house provider, each with its own
 * `DemoSessions` over one store: in memory (one process's two callers) or Redis (two
 * clients, as two processes have). Play money is never lost or paid twice.
 */
function demoRoundsAcrossInstances(stores: () => [DemoSessionStore, DemoSessionStore]) {
  const database = useTestDatabase('pglite');
  let app: App;
  let games: [InHouseGames, InHouseGames];
  let store: DemoSessionStore;
  beforeAll(async () => {
    app = await buildTestApp(database());
    const [a, b] = stores();
    store = a;
    games = [a, b].map(
      (s) => new InHouseGames(app.db, app.providerWallet, new DemoSessions(app.db, s), 'BRL'),
    ) as [InHouseGames, InHouseGames];
  });
  afterAll(async () => app?.close());

  const open = async (gameCode: 'dice' | 'mines') =>
    (await games[0].openDemo(gameCode, ipOf())).token;
  const on = (i: number, token: string) => games[i % 2]!.player(token);
  const errorOf = (settled: PromiseSettledResult<unknown>) =>
    settled.status === 'rejected' ? (settled.reason as { errorCode?: string }).errorCode : 'ok';

  it('takes 20 nonces for 20 dice rolls sent at once through both, and every stake and payout once', async () => {
    const token = await open('dice');
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        games[i % 2]!.rollDice(await on(i, token), {
          stake: 1_000,
          targetHundredths: 5000,
          direction: 'under',
        }),
      ),
    );
    const paid = results.reduce((sum, r) => sum + r.round.payout, 0);
    const session = await games[0].session(await on(0, token));
    expect(session).toMatchObject({ demo: true, balance: DEMO_START_BALANCE - 20_000 + paid });
    expect(session.fairness.nonce).toBe(20);
    const rounds = (await (await on(1, token)).store.list('dice', 50)).reverse();
    expect(rounds.map((r) => r.nonce)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // Each round began with the balance the one before it left.
    let balance = DEMO_START_BALANCE;
    for (const round of rounds) {
      expect(round.balanceBefore).toBe(balance);
      balance = balance - round.stake + round.payout;
      expect(round.balanceAfter).toBe(balance);
    }
  });

  it('plays one mines round at a time, moves it on the other instance, and pays a double cash-out once', async () => {
    const token = await open('mines');
    const start = (i: number) => on(i, token).then((p) => games[i % 2]!.startMines(p, bet));
    const bet = { stake: 1_000, mines: 1 };
    // Two starts at once: one round, one stake.
    const starts = await Promise.allSettled([start(0), start(1)]);
    expect(starts.map(errorOf).sort()).toEqual(['GAME_ROUND_IN_PROGRESS', 'ok']);
    let round = (
      starts.find((s) => s.status === 'fulfilled') as PromiseFulfilledResult<RoundResult>
    ).value.round;
    // Reveal a safe tile through the other instance (the test reads the seed from the store).
    const { seed } = (await store.read(token))!;
    const mines = minePositions(
      { serverSeed: seed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      bet.mines,
    );
    const tile = [...Array(25).keys()].find((t) => !mines.includes(t))!;
    const step = await games[1].revealMine(await on(1, token), { roundId: round.id, tile });
    expect(step).toMatchObject({
      round: { state: 'playing' },
      balance: DEMO_START_BALANCE - 1_000,
    });
    // The playing round is in the store for either instance: no second start, no rotation.
    await expect(start(0)).rejects.toMatchObject({ errorCode: 'GAME_ROUND_IN_PROGRESS' });
    await expect(games[1].rotateSeed(await on(1, token))).rejects.toMatchObject({
      errorCode: 'GAME_ROUND_IN_PROGRESS',
    });
    const cashOuts = await Promise.allSettled(
      [0, 1].map(async (i) => games[i]!.cashOutMines(await on(i, token), { roundId: round.id })),
    );
    expect(cashOuts.map(errorOf).sort()).toEqual(['GAME_ROUND_OVER', 'ok']);
    round = (cashOuts.find((s) => s.status === 'fulfilled') as PromiseFulfilledResult<RoundResult>)
      .value.round;
    expect(round.payout).toBeGreaterThan(bet.stake);
    const expected = DEMO_START_BALANCE - 1_000 + round.payout;
    expect(round.balanceAfter).toBe(expected);
    expect((await games[0].session(await on(0, token))).balance).toBe(expected);
  });

  it('credits a recorded, unpaid round once when both instances open its page at once', async () => {
    const token = await open('dice');
    const player = await on(0, token);
    const id = randomUUID();
    // A round recorded after its stake but not yet paid (an instance died in between).
    await player.bank.bet(id, 'dice', 1_000);
    await player.bank.bet(id, 'dice', 1_000); // the same round's bet again takes nothing
    const bet = { stake: 1_000, targetHundredths: 9800, direction: 'under' as const };
    const round = await player.store.open(
      { id, gameCode: 'dice', stake: 1_000, balanceBefore: DEMO_START_BALANCE },
      (fairness): RoundDecision => {
        const outcome = playDice({ ...bet, stake: 1_000n }, fairness);
        const payout = Number(outcome.payout);
        return {
          bet,
          outcome: { ...outcome, payout },
          state: payout > 0 ? 'won' : 'lost',
          payout,
        } as RoundDecision;
      },
    );
    const sessions = await Promise.all(
      [0, 1].map(async (i) => games[i]!.session(await on(i, token))),
    );
    const expected = DEMO_START_BALANCE - 1_000 + round.payout;
    expect(sessions.map((s) => s.balance)).toEqual([expected, expected]);
    expect((await player.store.get(id))?.balanceAfter).toBe(expected);
    // Its stake can no longer be rolled back: the round was played.
    await player.bank.rollback(id, 1_000);
    expect(await player.bank.balance()).toBe(expected);
  });

  it('shares seeds: a client seed set on one is what the other plays with', async () => {
    const token = await open('dice');
    await games[0].setClientSeed(await on(0, token), 'shared-seed');
    const { round } = await games[1].rollDice(await on(1, token), {
      stake: 1_000,
      targetHundredths: 5000,
      direction: 'under',
    });
    expect(round).toMatchObject({
      clientSeed: 'shared-seed',
      nonce: 0,
      mathVersion: IN_HOUSE_MATH_VERSION,
    });
    const rotated = await games[0].rotateSeed(await on(0, token));
    expect(rotated.previous).toMatchObject({ clientSeed: 'shared-seed', rounds: 1 });
    // The rotated seed shows on the round, whichever instance reads it.
    expect((await games[1].round(await on(1, token), round.id)).serverSeed).toBe(
      rotated.previous.serverSeed,
    );
  });

  it('ends a demo at its expiry on both instances', async () => {
    const token = await open('dice');
    const demos = [0, 1].map(() => new DemoSessions(app.db, store));
    const { expiresAt } = (await store.read(token))!;
    expect(await demos[1]!.find('BGS', token, expiresAt - 1)).not.toBeNull();
    expect(await demos[0]!.find('BGS', token, expiresAt)).toBeNull();
    expect(await store.read(token)).toBeNull();
    await expect(games[1].player(token)).rejects.toMatchObject({
      errorCode: 'GAME_SESSION_INVALID',
    });
  });
}

onBothDemoStores('demo rounds through two instances', redisUp, demoRoundsAcrossInstances);
