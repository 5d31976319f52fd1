import { describe, expect, it } from 'vitest';
import { jackpotDelay, jackpotIncrement, jackpotStart, JACKPOT_MAX, JACKPOT_MIN } from './jackpot';

describe('jackpot ticker', () => {
  it('starts within the range, ends included', () => {
    expect(jackpotStart(() => 0)).toBe(JACKPOT_MIN);
    expect(jackpotStart(() => 0.999999999)).toBe(JACKPOT_MAX);
    for (let i = 0; i < 200; i++) {
      const v = jackpotStart();
      expect(v).toBeGreaterThanOrEqual(JACKPOT_MIN);
      expect(v).toBeLessThanOrEqual(JACKPOT_MAX);
    }
  });

  it('grows by 100 to 500 every 3, 4 or 5 seconds', () => {
    expect(jackpotIncrement(() => 0)).toBe(100);
    expect(jackpotIncrement(() => 0.9999999)).toBe(500);
    expect([0, 0.34, 0.67, 0.9999].map((r) => jackpotDelay(() => r))).toEqual([
      3000, 4000, 5000, 5000,
    ]);
  });
});
