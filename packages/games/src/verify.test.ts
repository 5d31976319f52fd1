import { describe, expect, it } from 'vitest';
import { playDice } from './dice';
import { GameInputError } from './errors';
import { hashServerSeed, serverSeedMatchesHash } from './fairness';
import { playMines } from './mines';
import { playSlot } from './slot/slot';
import { declaredRtp, verifyRound, type GameId } from './verify';

const fairness = {
  serverSeed: 'openlobby-known-answer-server-seed',
  clientSeed: 'player-chosen-seed',
  nonce: 7,
};
const diceBet = { stake: 1_000n, targetHundredths: 5_000, direction: 'under' as const };

describe('round verification', () => {
  it('recomputes what the server settled, for every game', () => {
    expect(verifyRound('dice', fairness, diceBet)).toEqual(playDice(diceBet, fairness));
    expect(verifyRound('slot', fairness, { stake: 2_000n })).toEqual(
      playSlot({ stake: 2_000n }, fairness),
    );
    const minesBet = { stake: 500n, mines: 3, reveals: [0, 1], cashOut: true };
    expect(verifyRound('mines', fairness, minesBet)).toEqual(playMines(minesBet, fairness));
  });

  it('lets a player check the revealed seed, then the round, as the verify page does', () => {
    const committed = hashServerSeed(fairness.serverSeed);
    expect(serverSeedMatchesHash(fairness.serverSeed, committed)).toBe(true);
    expect(verifyRound('dice', fairness, diceBet).rollHundredths).toBe(
      playDice(diceBet, fairness).rollHundredths,
    );
  });

  it('depends on every fairness input, so none can be swapped unnoticed', () => {
    const roll = (f: typeof fairness) => verifyRound('dice', f, diceBet).rollHundredths;
    const original = roll(fairness);
    expect(roll({ ...fairness, serverSeed: `${fairness.serverSeed}x` })).not.toBe(original);
    expect(roll({ ...fairness, clientSeed: `${fairness.clientSeed}x` })).not.toBe(original);
    expect(roll({ ...fairness, nonce: fairness.nonce + 1 })).not.toBe(original);
  });

  it('refuses games it does not know with a machine code', () => {
    let refusal: unknown;
    try {
      verifyRound('roulette' as GameId, fairness, diceBet as never);
    } catch (error) {
      refusal = error instanceof GameInputError ? error.code : error;
    }
    expect(refusal).toBe('GAME_UNKNOWN');
  });

  it('declares each game’s RTP', () => {
    expect(declaredRtp).toEqual({ slot: 0.96, dice: 0.99, mines: 0.99 });
  });
});
