import { describe, expect, it } from 'vitest';
import { GameInputError } from './errors';
import type { UniformSource } from './fairness';
import {
  evaluateMines,
  minePositions,
  minePositionsFrom,
  minesMultiplier,
  minesRtp,
  playMines,
  type MinesBet,
} from './mines';
import { simulationUniforms } from './test-support/simulation-uniforms';
import {
  chiSquareCritical,
  chiSquareUniform,
  ReturnTally,
  standardErrorsAllowed,
} from './test-support/statistics';

const fairness = {
  serverSeed: 'openlobby-known-answer-server-seed',
  clientSeed: 'player-chosen-seed',
  nonce: 0,
};
// With these seeds the 3 mines lie on tiles 8, 13 and 18 (asserted below).
const knownMines = [8, 13, 18];
const round = (reveals: number[], cashOut = false, mines = 3): MinesBet => ({
  stake: 10_000n,
  mines,
  reveals,
  cashOut,
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof GameInputError ? error.code : 'not a GameInputError';
  }
  return 'accepted';
}

/** Chance of k safe reveals in a row, tile by tile, independently of the binomial formula. */
function survival(mines: number, revealed: number): number {
  let p = 1;
  for (let i = 0; i < revealed; i += 1) p *= (25 - mines - i) / (25 - i);
  return p;
}

describe('mines multiplier', () => {
  it('pays 0.99 × C(25,k) / C(25−m,k), rounded down to a basis point', () => {
    expect(minesMultiplier(3, 1)).toBe(11_250); // 0.99 × 25/22
    expect(minesMultiplier(1, 1)).toBe(10_312); // 1.03125
    expect(minesMultiplier(24, 1)).toBe(247_500);
    expect(minesMultiplier(1, 24)).toBe(247_500);
    expect(minesMultiplier(5, 5)).toBe(33_925); // 0.99 × 53,130 / 15,504 = 3.39251…
    expect(minesMultiplier(12, 13)).toBe(51_482_970_000); // 0.99 × 5,200,300
    expect(minesMultiplier(7, 0)).toBe(9_900);
  });

  it('refuses mine counts outside 1…24 and more reveals than safe tiles', () => {
    for (const mines of [0, 25, 2.5, -1, Number.NaN]) {
      expect(refusal(() => minesMultiplier(mines, 1))).toBe('MINES_OUT_OF_RANGE');
    }
    expect(refusal(() => minesMultiplier(3, 23))).toBe('TILE_OUT_OF_RANGE');
    expect(refusal(() => minesMultiplier(3, 22))).toBe('accepted');
  });

  it('returns 99 % for every mine count and every cash-out point, less rounding (exact)', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
        const rtp = (survival(mines, revealed) * minesMultiplier(mines, revealed)) / 10_000;
        expect(rtp).toBeLessThanOrEqual(minesRtp + 1e-12);
        expect(rtp).toBeGreaterThan(minesRtp - 1e-4);
      }
    }
  });
});

describe('mine positions', () => {
  it('gives the known board for fixed seeds', () => {
    expect(minePositions(fairness, 3)).toEqual(knownMines);
    expect(minePositions({ ...fairness, nonce: 42 }, 3)).toEqual([0, 8, 14]);
    const full = minePositions(fairness, 24);
    expect(new Set(full).size).toBe(24);
    expect(full).toEqual([...full].sort((a, b) => a - b));
  });

  it('makes every pair of tiles equally likely (exact, over a grid of floats)', () => {
    // Step 1 picks among 25 tiles, step 2 among 24: feeding the middle of every one of the
    // 25 × 24 float cells must hit each of the 300 unordered pairs exactly twice.
    const hits = new Map<string, number>();
    for (let first = 0; first < 25; first += 1) {
      for (let second = 0; second < 24; second += 1) {
        const floats = [(first + 0.5) / 25, (second + 0.5) / 24];
        const uniforms: UniformSource = () => floats.shift() as number;
        const key = minePositionsFrom(uniforms, 2).join(',');
        hits.set(key, (hits.get(key) ?? 0) + 1);
      }
    }
    expect(hits.size).toBe(300);
    expect(new Set(hits.values())).toEqual(new Set([2]));
  });

  it('puts mines on every tile equally often from the HMAC stream (20,000 boards)', () => {
    const counts = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      for (const tile of minePositions({ ...fairness, nonce }, 5)) {
        counts[tile] = (counts[tile] ?? 0) + 1;
      }
    }
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(24));
  });
});

describe('mines round', () => {
  it('keeps the board hidden and pays nothing while playing', () => {
    const outcome = playMines(round([0, 1]), fairness);
    expect(outcome).toMatchObject({
      status: 'playing',
      safeReveals: 2,
      minePositions: null,
      cashOutMultiplierBp: minesMultiplier(3, 2),
      multiplierBp: 0,
      payout: 0n,
    });
  });

  it('pays the multiplier of the safe reveals on cash-out, rounded down', () => {
    const outcome = playMines({ ...round([0, 1], true), stake: 999n }, fairness);
    expect(outcome).toMatchObject({
      status: 'won',
      safeReveals: 2,
      minePositions: knownMines,
      multiplierBp: 12_857, // 0.99 × 300 / 231 = 1.285714…
      payout: 1_284n, // 999 × 1.2857 = 1284.41
    });
  });

  it('loses the stake on a mine, even when a cash-out came with it, and shows the board', () => {
    const outcome = playMines(round([0, 8], true), fairness);
    expect(outcome).toMatchObject({
      status: 'lost',
      safeReveals: 1,
      minePositions: knownMines,
      multiplierBp: 0,
      payout: 0n,
    });
  });

  it('settles as won once every safe tile is open', () => {
    const safe = [...Array(25).keys()].filter((tile) => !knownMines.includes(tile));
    const outcome = playMines(round(safe), fairness);
    expect(outcome.status).toBe('won');
    expect(outcome.multiplierBp).toBe(minesMultiplier(3, 22));
    expect(outcome.payout).toBe((10_000n * BigInt(minesMultiplier(3, 22))) / 10_000n);
  });

  it('refuses bad reveals, reveals after the end and empty cash-outs with a machine code', () => {
    expect(refusal(() => playMines(round([0, 0]), fairness))).toBe('TILE_ALREADY_REVEALED');
    expect(refusal(() => playMines(round([25]), fairness))).toBe('TILE_OUT_OF_RANGE');
    expect(refusal(() => playMines(round([-1]), fairness))).toBe('TILE_OUT_OF_RANGE');
    expect(refusal(() => playMines(round([1.5]), fairness))).toBe('TILE_OUT_OF_RANGE');
    expect(refusal(() => playMines(round([8, 0]), fairness))).toBe('ROUND_OVER');
    expect(refusal(() => playMines(round([], true), fairness))).toBe('NOTHING_REVEALED');
    expect(refusal(() => playMines(round([0], false, 25), fairness))).toBe('MINES_OUT_OF_RANGE');
    expect(refusal(() => playMines({ ...round([0]), stake: -5n }, fairness))).toBe('STAKE_INVALID');
  });
});

describe('mines RTP', () => {
  it('lands within 4 standard errors of the exact RTP over 1,000,000 simulated rounds', () => {
    // Rounds cycle through every (mines, cash-out point) whose multiplier is at most 3×, so
    // each round's return has σ ≤ √(0.99 × 3) ≈ 1.7 and the mean of a million rounds a band
    // of 4 standard errors ≈ 0.5 %. Longer shots are covered by the exact test above. The
    // player opens tiles 0, 1, 2, … in order: with the mines placed uniformly, which tiles
    // the player picks cannot change the odds, and a shuffle biased to low tiles would show.
    const plans: { mines: number; revealed: number; mean: number; variance: number }[] = [];
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
        const multiplier = minesMultiplier(mines, revealed) / 10_000;
        const p = survival(mines, revealed);
        const mean = p * multiplier;
        const variance = p * multiplier ** 2 - mean ** 2;
        if (multiplier <= 3) plans.push({ mines, revealed, mean, variance });
      }
    }
    const next = simulationUniforms(19_700_101);
    const tally = new ReturnTally();
    const rounds = 1_000_000;
    let expectedMean = 0;
    let varianceSum = 0;
    for (let i = 0; i < rounds; i += 1) {
      const plan = plans[i % plans.length] as (typeof plans)[number];
      // The player stops at the first mine, so the board is drawn once and replayed: first
      // to cut the reveals where the player would have stopped, then for the round itself.
      const floats: number[] = [];
      for (let mine = 0; mine < plan.mines; mine += 1) floats.push(next());
      const replay = (): UniformSource => {
        let i = 0;
        return () => floats[i++] as number;
      };
      const board = new Set(minePositionsFrom(replay(), plan.mines));
      const reveals: number[] = [];
      for (let tile = 0; reveals.length < plan.revealed; tile += 1) {
        reveals.push(tile);
        if (board.has(tile)) break;
      }
      const outcome = evaluateMines(
        { stake: 10_000n, mines: plan.mines, reveals, cashOut: true },
        replay(),
      );
      tally.add(Number(outcome.payout) / 10_000);
      expectedMean += plan.mean / rounds;
      varianceSum += plan.variance;
    }
    const tolerance = (standardErrorsAllowed * Math.sqrt(varianceSum)) / rounds;
    expect(plans.length).toBeGreaterThan(40);
    expect(tolerance).toBeLessThan(0.005);
    expect(Math.abs(tally.mean - expectedMean)).toBeLessThan(tolerance);
    // …and so within the band of the declared 99 %, which rounding lowers by < 1 bp.
    expect(Math.abs(tally.mean - minesRtp)).toBeLessThan(tolerance + 1e-4);
  });
});
