import { describe, expect, it } from 'vitest';
import { GameInputError } from '../errors';
import type { UniformSource } from '../fairness';
import {
  slotPaylines,
  slotReelCount,
  slotReelStrips,
  slotRowCount,
  slotSymbols,
  type SlotSymbol,
} from './pay-table';
import { evaluateSlot, linePay, playSlot } from './slot';

const fairness = {
  serverSeed: 'openlobby-known-answer-server-seed',
  clientSeed: 'player-chosen-seed',
  nonce: 9,
};

/** Floats that stop each reel at the given strip index. */
function stoppingAt(stops: readonly number[]): UniformSource {
  let reel = 0;
  return () => {
    const strip = slotReelStrips[reel] as readonly SlotSymbol[];
    const float = ((stops[reel] as number) + 0.5) / strip.length;
    reel += 1;
    return float;
  };
}

describe('slot PAR sheet', () => {
  it('has 5 reels that each carry every symbol, wild included', () => {
    expect(slotReelStrips).toHaveLength(slotReelCount);
    for (const strip of slotReelStrips) {
      expect(new Set(strip)).toEqual(new Set(slotSymbols));
    }
  });

  it('has 20 different paylines, each crossing every reel on a visible row', () => {
    expect(slotPaylines).toHaveLength(20);
    expect(new Set(slotPaylines.map((rows) => rows.join())).size).toBe(20);
    for (const rows of slotPaylines) {
      expect(rows).toHaveLength(slotReelCount);
      for (const row of rows) expect(row >= 0 && row < slotRowCount).toBe(true);
    }
  });
});

describe('slot line pay', () => {
  it('pays the leftmost run of three or more, wilds standing in', () => {
    expect(linePay(['cherry', 'cherry', 'cherry', 'plum', 'cherry'])).toEqual({
      symbol: 'cherry',
      count: 3,
      pays: 5,
    });
    expect(linePay(['wild', 'bell', 'wild', 'bell', 'bar'])).toEqual({
      symbol: 'bell',
      count: 4,
      pays: 50,
    });
    expect(linePay(['bar', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'bar',
      count: 5,
      pays: 250,
    });
  });

  it('pays wilds on their own when that is worth more than what they stand for', () => {
    expect(linePay(['wild', 'wild', 'wild', 'cherry', 'plum'])).toEqual({
      symbol: 'wild',
      count: 3,
      pays: 25,
    });
    expect(linePay(['wild', 'wild', 'wild', 'seven', 'seven'])).toEqual({
      symbol: 'seven',
      count: 5,
      pays: 400,
    });
    expect(linePay(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'wild',
      count: 5,
      pays: 500,
    });
  });

  it('pays nothing for short runs or runs that do not start on the first reel', () => {
    expect(linePay(['cherry', 'wild', 'plum', 'plum', 'plum'])).toBeNull();
    expect(linePay(['plum', 'cherry', 'cherry', 'cherry', 'cherry'])).toBeNull();
    expect(linePay(['wild', 'cherry', 'plum', 'plum', 'plum'])).toBeNull();
  });
});

describe('slot spin', () => {
  it('shows each reel from its stop down, wrapping around the strip', () => {
    const lastStops = slotReelStrips.map((strip) => strip.length - 1);
    const { stops, window } = evaluateSlot({ stake: 20n }, stoppingAt(lastStops));
    expect(stops).toEqual(lastStops);
    slotReelStrips.forEach((strip, reel) => {
      expect(window.map((row) => row[reel])).toEqual([strip.at(-1), strip[0], strip[1]]);
    });
  });

  it('gives the known spin for fixed seeds and pays 500 bp per line-bet multiple', () => {
    const outcome = playSlot({ stake: 2_000n }, fairness);
    expect(outcome.stops).toEqual([5, 5, 18, 29, 4]);
    expect(outcome.window).toEqual([
      ['wild', 'wild', 'orange', 'orange', 'bell'],
      ['orange', 'cherry', 'seven', 'melon', 'bar'],
      ['cherry', 'orange', 'wild', 'cherry', 'cherry'],
    ]);
    expect(outcome.lineWins.map((win) => [win.payline, win.symbol, win.count])).toEqual([
      [1, 'orange', 4],
      [3, 'cherry', 3],
      [5, 'seven', 3],
      [7, 'orange', 4],
      [8, 'orange', 3],
      [14, 'cherry', 3],
      [17, 'wild', 3],
      [19, 'orange', 3],
    ]);
    // 15 + 5 + 25 + 15 + 5 + 5 + 25 + 5 = 100 line bets = 5× the stake.
    expect(outcome.multiplierBp).toBe(50_000);
    expect(outcome.payout).toBe(10_000n);
    expect(playSlot({ stake: 2_000n }, { ...fairness, nonce: 3 })).toMatchObject({
      lineWins: [],
      multiplierBp: 0,
      payout: 0n,
    });
  });

  it('rounds payouts down to whole minor units', () => {
    // 100 line bets on a stake of 7 is 35 exactly; 13 line bets (nonce 1, 6,500 bp) is 4.55.
    expect(playSlot({ stake: 7n }, fairness).payout).toBe(35n);
    expect(playSlot({ stake: 7n }, { ...fairness, nonce: 1 }).payout).toBe(4n);
  });

  it('refuses stakes that are not positive integer minor units', () => {
    for (const stake of [0n, -20n, 20 as unknown as bigint]) {
      expect(() => playSlot({ stake }, fairness)).toThrow(GameInputError);
    }
  });
});
