import { describe, expect, it } from 'vitest';
import { ballOptions } from './bet-kit';
import { betImplOf } from './bet-registry';
import { betTypesOf, findBetType } from './bet-types';
import { resultTiers } from './draw';
import { vnAllAppearChance, vnLots, vnXienPays } from './bets-vn';
import type { LotteryFamily, LotterySelection } from './types';

/**
 * Exact RTP by counting: each bet type's return averaged over a set of results on which it
 * has exactly its real law (all results when there are few; otherwise the positions it
 * reads, every other ball filled in; for sums of per-prize indicators, linearity). The
 * averages are compared with the declared `rtp` / `rtpByOption` to 1e-9.
 */
function averageReturn(
  family: LotteryFamily,
  id: string,
  selection: LotterySelection,
  results: readonly string[][],
): number {
  const impl = betImplOf(family, id);
  const units = impl.units(selection);
  let total = 0;
  for (const result of results) total += impl.winBp(selection, result);
  return total / results.length / units / 10_000;
}

function declared(family: LotteryFamily, id: string, option?: string): number {
  const def = findBetType(family, id)!;
  return (option === undefined ? undefined : def.rtpByOption?.[option]) ?? def.rtp;
}

/** Every option of a one-row bet type: its average return is its declared RTP. */
function expectEachOption(family: LotteryFamily, id: string, results: readonly string[][]): void {
  const def = findBetType(family, id)!;
  for (const option of def.rows[0]!.options) {
    expect(averageReturn(family, id, [[option]], results), `${id} ${option}`).toBeCloseTo(
      declared(family, id, option),
      9,
    );
  }
}

/** Per row, every option alone in it (other rows empty). */
function expectEachRowOption(
  family: LotteryFamily,
  id: string,
  results: (row: number) => string[][],
) {
  const def = findBetType(family, id)!;
  def.rows.forEach((row, r) => {
    const space = results(r);
    for (const option of row.options) {
      const selection = def.rows.map((_, i) => (i === r ? [option] : []));
      expect(averageReturn(family, id, selection, space), `${id} ${row.id} ${option}`).toBeCloseTo(
        declared(family, id, option),
        9,
      );
    }
  });
}

const digits = (n: number, width: number) => String(n).padStart(width, '0').split('');

describe('exact RTP: SSC (all 100,000 results)', () => {
  const all = Array.from({ length: 100_000 }, (_, n) => digits(n, 5));
  it('SSC_SUM_BSOE and SSC_DT, option by option', () => {
    expectEachOption('SSC', 'SSC_SUM_BSOE', all);
    expectEachOption('SSC', 'SSC_DT', all);
  });
  it('SSC_POS, SSC_BSOE (every option of every row at once) and SSC_FRONT3', () => {
    const full = (id: string) => findBetType('SSC', id)!.rows.map((r) => [...r.options]);
    expect(averageReturn('SSC', 'SSC_POS', full('SSC_POS'), all)).toBeCloseTo(0.98, 12);
    expect(averageReturn('SSC', 'SSC_BSOE', full('SSC_BSOE'), all)).toBeCloseTo(0.98, 12);
    expect(averageReturn('SSC', 'SSC_FRONT3', [['3'], ['0'], ['9']], all)).toBeCloseTo(0.98, 12);
  });
  it('SSC_POS and SSC_BSOE per position and option (marginals)', () => {
    const diagonal = Array.from({ length: 10 }, (_, d) => digits(d * 11_111, 5));
    expectEachRowOption('SSC', 'SSC_POS', () => diagonal);
    expectEachRowOption('SSC', 'SSC_BSOE', () => diagonal);
  });
});

/** The 90 ordered pairs of distinct cars at positions i and j, the other cars in order. */
function pk10Pairs(i: number, j: number): string[][] {
  const cars = ballOptions(10);
  return cars.flatMap((a) =>
    cars
      .filter((b) => b !== a)
      .map((b) => {
        const rest = cars.filter((c) => c !== a && c !== b);
        return Array.from({ length: 10 }, (_, p) => (p === i ? a : p === j ? b : rest.shift()!));
      }),
  );
}

describe('exact RTP: PK10 (the positions each bet reads)', () => {
  it('PK10_POS, PK10_BSOE per position and option', () => {
    expectEachRowOption('PK10', 'PK10_POS', (r) => pk10Pairs(r, (r + 1) % 10));
    expectEachRowOption('PK10', 'PK10_BSOE', (r) => pk10Pairs(r, (r + 1) % 10));
  });
  it('PK10_DT per pair of positions', () => {
    expectEachRowOption('PK10', 'PK10_DT', (r) => pk10Pairs(r, 9 - r));
  });
  it('PK10_SUM per sum and PK10_TOP2', () => {
    const top = pk10Pairs(0, 1);
    expectEachOption('PK10', 'PK10_SUM', top);
    expect(averageReturn('PK10', 'PK10_TOP2', [['04'], ['07']], top)).toBeCloseTo(0.98, 12);
    const cars = [...ballOptions(10)];
    expect(averageReturn('PK10', 'PK10_TOP2', [cars, cars], top)).toBeCloseTo(0.98, 12);
    for (const rtp of Object.values(findBetType('PK10', 'PK10_SUM')!.rtpByOption!)) {
      expect(rtp).toBeCloseTo(0.97, 12);
    }
  });
});

describe('exact RTP: 11X5 (all 55,440 ordered draws)', () => {
  const balls = [...ballOptions(11)];
  const all: string[][] = [];
  const visit = (drawn: string[]) => {
    if (drawn.length === 5) return void all.push([...drawn]);
    for (const b of balls) if (!drawn.includes(b)) visit([...drawn, b]);
  };
  visit([]);
  it('has them all', () => expect(all).toHaveLength(55_440));
  it.each([1, 2, 3, 4, 5])('11X5_ANY%i: one ticket and all 11 numbers', (k) => {
    const id = `11X5_ANY${k}`;
    expect(averageReturn('11X5', id, [balls.slice(0, k)], all)).toBeCloseTo(
      declared('11X5', id),
      12,
    );
    expect(averageReturn('11X5', id, [balls], all)).toBeCloseTo(0.98, 12);
  });
  it('11X5_POS per position', () => {
    const def = findBetType('11X5', '11X5_POS')!;
    def.rows.forEach((_, r) => {
      const selection = def.rows.map((__, i) => (i === r ? balls : []));
      expect(averageReturn('11X5', '11X5_POS', selection, all)).toBeCloseTo(0.98, 12);
    });
  });
});

describe('exact RTP: LF (all 216 throws)', () => {
  const all = Array.from({ length: 216 }, (_, n) =>
    [n % 6, Math.floor(n / 6) % 6, Math.floor(n / 36)].map((d) => String(d + 1)),
  );
  it.each(betTypesOf('LF').map((d) => d.id))('%s, option by option', (id) => {
    expectEachOption('LF', id, all);
  });
  it('pays what the doc says', () => {
    expect(declared('LF', 'LF_SINGLE')).toBeCloseTo(199 / 216, 12);
    expect(declared('LF', 'LF_BSOE', 'BIG')).toBeCloseTo((2 * 105) / 216, 12);
  });
});

describe('exact RTP: LHC', () => {
  const balls = [...ballOptions(49)];
  // Every special, the main balls the first six others.
  const specials = balls.map((s) => [...balls.filter((b) => b !== s).slice(0, 6), s]);
  // Main balls s…s+5 (mod 49): each ball is a main ball in exactly 6 of the 49.
  const rotations = balls.map((_, s) => Array.from({ length: 7 }, (__, i) => balls[(s + i) % 49]!));
  it.each(['LHC_SPECIAL', 'LHC_SPECIAL_BSOE', 'LHC_COLOUR', 'LHC_ZODIAC'])(
    '%s, option by option',
    (id) => {
      expectEachOption('LHC', id, specials);
    },
  );
  it('LHC_ANY, number by number', () => expectEachOption('LHC', 'LHC_ANY', rotations));
});

describe('exact RTP: SEA', () => {
  const fillers = Array.from({ length: 23 }, (_, i) => String(5000 + i));
  /**
   * Σ over slots and over the numbers `hits` of the return when that number alone fills
   * that slot, × 1/10,000: the expectation, by linearity, of a bet that pays per slot.
   */
  const bySlots = (id: string, number: string, hits: string[]) => {
    const selection = number.split('').map((d) => [d]);
    let total = 0;
    for (const hit of hits) {
      for (let slot = 0; slot < 23; slot += 1) {
        const result = [...fillers];
        result[slot] = hit;
        total += betImplOf('SEA4D', id).winBp(selection, result);
      }
    }
    return total / 10_000 / 10_000;
  };
  it('4D_BIG 64 %, 4D_SMALL 65 %', () => {
    expect(bySlots('4D_BIG', '1234', ['1234'])).toBeCloseTo(0.64, 12);
    expect(bySlots('4D_SMALL', '1234', ['1234'])).toBeCloseTo(0.65, 12);
  });
  it.each([
    ['1234', 24],
    ['1123', 12],
    ['1122', 6],
    ['1112', 4],
  ])('4D_IBOX %s (%i orderings)', (number, perms) => {
    const orderings = new Set<string>();
    const permute = (prefix: string, left: string) => {
      if (!left) orderings.add(prefix);
      [...left].forEach((d, i) => permute(prefix + d, left.slice(0, i) + left.slice(i + 1)));
    };
    permute('', number);
    expect(orderings.size).toBe(perms);
    const rtp = bySlots('4D_IBOX', number, [...orderings]);
    expect(rtp).toBeCloseTo(findBetType('SEA4D', '4D_IBOX')!.rtpByOption![String(perms)]!, 12);
    expect(rtp).toBeGreaterThan(0.6399);
  });
  it('5D_STRAIGHT 62.1 % (every 1st prize, then the 2nd and 3rd by linearity)', () => {
    const selection = '13579'.split('').map((d) => [d]);
    const impl = betImplOf('SEA5D', '5D_STRAIGHT');
    let total = 0;
    for (let first = 0; first < 100_000; first += 1) {
      total += impl.winBp(selection, [String(first).padStart(5, '0'), '24680', '24681']);
    }
    const rtp = total / 100_000 / 10_000 + (100_000_000 + 50_000_000) / 100_000 / 10_000;
    expect(rtp).toBeCloseTo(0.621, 12);
    expect(declared('SEA5D', '5D_STRAIGHT')).toBe(0.621);
  });
  it('6D_STRAIGHT 61.3505 % (all 1,000,000 results)', () => {
    const selection = '120456'.split('').map((d) => [d]);
    const impl = betImplOf('SEA6D', '6D_STRAIGHT');
    let total = 0;
    for (let n = 0; n < 1_000_000; n += 1)
      total += impl.winBp(selection, [String(n).padStart(6, '0')]);
    expect(total / 1_000_000 / 10_000).toBeCloseTo(0.613505, 12);
    expect(declared('SEA6D', '6D_STRAIGHT')).toBe(0.613505);
  });
});

describe.each(['VN_NORTH', 'VN_SOUTH'] as const)('exact RTP: %s', (family) => {
  const tierDigits = resultTiers(family).flatMap((t) => Array<number>(t.count).fill(t.digits));
  /** Every prize ending in the same `d`-digit number, for each of the 10^d: uniform endings. */
  const sameEndings = (d: number) =>
    Array.from({ length: 10 ** d }, (_, e) =>
      tierDigits.map((w) => String(e).padStart(d, '0').slice(-Math.min(d, w)).padStart(w, '9')),
    );
  it('VN_LO2 75 %, VN_LO3 65 %, VN_LO4 55 % (per-prize linearity)', () => {
    expect(averageReturn(family, 'VN_LO2', [['07']], sameEndings(2))).toBeCloseTo(0.75, 12);
    expect(averageReturn(family, 'VN_LO3', [['0'], ['0', '7'], ['7']], sameEndings(3))).toBeCloseTo(
      0.65,
      12,
    );
    expect(
      averageReturn(family, 'VN_LO4', [['1'], ['2'], ['3'], ['4']], sameEndings(4)),
    ).toBeCloseTo(0.55, 12);
  });
  it('VN_DE, VN_DAU, VN_DUOI 80 % option by option', () => {
    const specials = sameEndings(2);
    expectEachOption(family, 'VN_DE', specials);
    expectEachOption(family, 'VN_DAU', specials);
    expectEachOption(family, 'VN_DUOI', specials);
  });
  it.each([2, 3, 4] as const)(
    'VN_XIEN%i: inclusion–exclusion agrees with a step-by-step count',
    (k) => {
      // Markov chain over the prizes: how many of the k numbers have been seen so far.
      const lots = vnLots[family][2];
      let seen: number[] = Array.from({ length: k + 1 }, (_, j) => (j === 0 ? 1 : 0));
      for (let prize = 0; prize < lots; prize += 1) {
        seen = seen.map(
          (p, j) =>
            (p * (100 - k + j)) / 100 + (j > 0 ? ((seen[j - 1] ?? 0) * (k - j + 1)) / 100 : 0),
        );
      }
      expect(vnAllAppearChance(k, lots)).toBeCloseTo(seen[k]!, 13);
      const rtp = declared(family, `VN_XIEN${k}`);
      expect(rtp).toBeCloseTo((vnXienPays[family][k] / 10_000) * seen[k]!, 10);
      expect(rtp).toBeGreaterThan(0.6);
      expect(rtp).toBeLessThan(0.75);
    },
  );
});
