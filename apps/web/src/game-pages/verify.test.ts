import type { InHouseRound } from '@openlobby/contract/in-house/schemas';
import { hashServerSeed, minePositions, playDice, playMines } from '@openlobby/games';
import { describe, expect, it } from 'vitest';
import { gameTargetOf } from './game-app';
import { verifyRecordedRound } from './verify';

const serverSeed = 'a'.repeat(64);
const common = {
  id: 'r1',
  payout: 0,
  balanceBefore: 1_000,
  balanceAfter: 900,
  createdAt: '2026-01-01T00:00:00.000Z',
  serverSeedHash: hashServerSeed(serverSeed),
  clientSeed: 'player',
  nonce: 7,
  mathVersion: 'games-1',
  serverSeed,
};

function diceRound(): InHouseRound {
  const bet = { stake: 100, targetHundredths: 5_000, direction: 'under' as const };
  const outcome = playDice({ ...bet, stake: 100n }, { serverSeed, clientSeed: 'player', nonce: 7 });
  return {
    ...common,
    gameCode: 'dice',
    stake: 100,
    state: outcome.win ? 'won' : 'lost',
    bet,
    // Keys in another order, as the database may return them.
    outcome: {
      win: outcome.win,
      payout: Number(outcome.payout),
      multiplierBp: outcome.multiplierBp,
      winChanceBp: outcome.winChanceBp,
      rollHundredths: outcome.rollHundredths,
    },
  };
}

describe('verifying a round in the browser', () => {
  it('matches a round recorded from its seeds', () => {
    expect(verifyRecordedRound(diceRound(), serverSeed)).toMatchObject({
      hashMatches: true,
      outcomeMatches: true,
    });
  });

  it('finds a wrong seed, a wrong nonce and a doctored outcome', () => {
    const round = diceRound();
    expect(verifyRecordedRound(round, 'b'.repeat(64)).hashMatches).toBe(false);
    expect(verifyRecordedRound({ ...round, nonce: 8 }, serverSeed).outcomeMatches).toBe(false);
    const doctored = {
      ...round,
      outcome: { ...round.outcome, payout: round.outcome.payout + 1 },
    } as InHouseRound;
    expect(verifyRecordedRound(doctored, serverSeed).outcomeMatches).toBe(false);
  });

  it('recomputes a finished mines round from its reveals', () => {
    const fairness = { serverSeed, clientSeed: 'player', nonce: 7 };
    const mines = minePositions(fairness, 3);
    const safe = [...Array(25).keys()].filter((tile) => !mines.includes(tile));
    const bet = { stake: 100, mines: 3, reveals: safe.slice(0, 2), cashOut: true };
    const outcome = playMines({ ...bet, stake: 100n }, fairness);
    const round = {
      ...common,
      gameCode: 'mines',
      stake: 100,
      state: outcome.status,
      bet,
      outcome: { ...outcome, payout: Number(outcome.payout) },
    } as InHouseRound;
    expect(outcome.status).toBe('won');
    expect(verifyRecordedRound(round, serverSeed).outcomeMatches).toBe(true);
  });
});

describe('game page URLs', () => {
  it('name an in-house game or a sandbox provider game', () => {
    expect(gameTargetOf('/games/bgs/dice')).toEqual({ kind: 'bgs', gameCode: 'dice' });
    expect(gameTargetOf('/games/sandbox/PG/fortune%20tiger')).toEqual({
      kind: 'sandbox',
      vendor: 'PG',
      gameCode: 'fortune tiger',
    });
    expect(gameTargetOf('/games/bgs')).toBeNull();
    expect(gameTargetOf('/rng')).toBeNull();
  });
});
