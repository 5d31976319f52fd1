import { describe, expect, it } from 'vitest';
import { GameInputError } from '../errors';
import { fairFloats } from '../fairness';
import { chiSquareCritical, chiSquareUniform } from '../test-support/statistics';
import { drawClientSeed, drawResult, resultLength, resultTier, resultTiers } from './draw';
import { lotteryFamilies, type LotteryFamily } from './types';

const seed = 'lottery-known-answer-seed';
const client = (family: LotteryFamily) => `LOTT:${family}:20261126-1500`;

describe('drawResult known answers', () => {
  // Pinned: a change here changes every past draw's verification, so it must be deliberate.
  const known: Record<Exclude<LotteryFamily, 'SSC'>, string[]> = {
    PK10: ['07', '10', '09', '08', '05', '04', '06', '01', '03', '02'],
    '11X5': ['01', '07', '03', '02', '05'],
    LF: ['6', '6', '2'],
    LHC: ['07', '08', '27', '22', '17', '41', '06'],
    SEA4D: [
      '7975',
      '3378',
      '4075',
      '7779',
      '0615',
      '8042',
      '8024',
      '4651',
      '9519',
      '4503',
      '8338',
      '5706',
      '4223',
      '4405',
      '7203',
      '1971',
      '8930',
      '4460',
      '2374',
      '4086',
      '5876',
      '0695',
      '8807',
    ],
    SEA5D: ['47230', '15549', '92233'],
    SEA6D: ['226904'],
    VN_NORTH: [
      '31204',
      '08737',
      '70486',
      '01361',
      '48668',
      '26667',
      '65240',
      '75996',
      '78897',
      '18553',
      '4437',
      '3038',
      '1869',
      '6018',
      '0296',
      '3051',
      '0824',
      '3159',
      '9110',
      '9761',
      '108',
      '121',
      '869',
      '24',
      '47',
      '22',
      '29',
    ],
    VN_SOUTH: [
      '584318',
      '28587',
      '22942',
      '49538',
      '35867',
      '63286',
      '53001',
      '90400',
      '20895',
      '58249',
      '59059',
      '68770',
      '0954',
      '3958',
      '5989',
      '9151',
      '804',
      '42',
    ],
  };
  it.each(Object.entries(known))('%s', (family, expected) => {
    expect(drawResult(family as LotteryFamily, seed, client(family as LotteryFamily))).toEqual(
      expected,
    );
  });

  it('SSC reads one digit per float, floor(u × 10)', () => {
    const floats = fairFloats({ serverSeed: seed, clientSeed: client('SSC'), nonce: 0 }, 5);
    expect(drawResult('SSC', seed, client('SSC'))).toEqual(
      floats.map((u) => String(Math.floor(u * 10))),
    );
  });

  it('PK10 takes the ball at floor(u × left) from the ascending urn', () => {
    const floats = fairFloats({ serverSeed: seed, clientSeed: client('PK10'), nonce: 0 }, 10);
    const urn = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];
    const drawn = floats.map((u) => urn.splice(Math.floor(u * urn.length), 1)[0]);
    expect(drawResult('PK10', seed, client('PK10'))).toEqual(drawn);
  });
});

describe('drawResult shape and determinism', () => {
  it.each(lotteryFamilies)('%s: right length, digits and tiers, same result twice', (family) => {
    const tiers = resultTiers(family);
    expect(resultLength(family)).toBe(tiers.reduce((s, t) => s + t.count, 0));
    for (let draw = 0; draw < 30; draw += 1) {
      const clientSeed = drawClientSeed('LOTT', family, `2026112${draw}`);
      const result = drawResult(family, 'shape-seed', clientSeed);
      expect(drawResult(family, 'shape-seed', clientSeed)).toEqual(result);
      expect(result).toHaveLength(resultLength(family));
      let index = 0;
      for (const t of tiers) {
        const slice = resultTier(family, result, t.id);
        expect(slice).toEqual(result.slice(index, index + t.count));
        for (const n of slice) expect(n).toMatch(new RegExp(`^\\d{${t.digits}}$`));
        index += t.count;
      }
      if (['PK10', '11X5', 'LHC', 'SEA4D', 'SEA5D'].includes(family)) {
        expect(new Set(result).size).toBe(result.length);
      }
      const max = { PK10: 10, '11X5': 11, LHC: 49, LF: 6 }[family as string];
      if (max !== undefined) {
        for (const n of result) expect(Number(n)).toBeGreaterThanOrEqual(1);
        for (const n of result) expect(Number(n)).toBeLessThanOrEqual(max);
      }
    }
  });

  it('depends on both seeds', () => {
    expect(drawResult('LHC', 'a', 'x')).not.toEqual(drawResult('LHC', 'b', 'x'));
    expect(drawResult('LHC', 'a', 'x')).not.toEqual(drawResult('LHC', 'a', 'y'));
  });

  it('refuses an unknown family and a bad seed', () => {
    expect(() => drawResult('KENO' as LotteryFamily, 's', 'c')).toThrow(GameInputError);
    expect(() => resultTiers('KENO' as LotteryFamily)).toThrow(GameInputError);
    expect(() => drawResult('SSC', '', 'c')).toThrow(GameInputError);
  });
});

describe('drawResult distribution (real HMAC stream)', () => {
  const draws = (family: LotteryFamily, n: number) =>
    Array.from({ length: n }, (_, i) =>
      drawResult(family, 'distribution-seed', `D:${family}:${i}`),
    );

  it('SSC digits are uniform at every position', () => {
    const results = draws('SSC', 4_000);
    for (let position = 0; position < 5; position += 1) {
      const counts = Array<number>(10).fill(0);
      for (const r of results) counts[Number(r[position])]! += 1;
      expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(9));
    }
  });

  it('PK10 puts every car at every position equally often', () => {
    const results = draws('PK10', 3_000);
    for (let position = 0; position < 10; position += 1) {
      const counts = Array<number>(10).fill(0);
      for (const r of results) counts[Number(r[position]) - 1]! += 1;
      expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(9));
    }
  });

  it('LHC draws every ball equally often, special included', () => {
    const results = draws('LHC', 3_000);
    const main = Array<number>(49).fill(0);
    const special = Array<number>(49).fill(0);
    for (const r of results) {
      for (const n of r.slice(0, 6)) main[Number(n) - 1]! += 1;
      special[Number(r[6]) - 1]! += 1;
    }
    expect(chiSquareUniform(main)).toBeLessThan(chiSquareCritical(48));
    expect(chiSquareUniform(special)).toBeLessThan(chiSquareCritical(48));
  });

  it('LF dice and VN last-two-digits are uniform', () => {
    const dice = Array<number>(6).fill(0);
    for (const r of draws('LF', 3_000)) for (const d of r) dice[Number(d) - 1]! += 1;
    expect(chiSquareUniform(dice)).toBeLessThan(chiSquareCritical(5) * 1.1);
    const tails = Array<number>(100).fill(0);
    for (const r of draws('VN_NORTH', 400)) for (const n of r) tails[Number(n.slice(-2))]! += 1;
    expect(chiSquareUniform(tails)).toBeLessThan(chiSquareCritical(99));
  });
});
