import type { LotteryFamily } from '@openlobby/games';

const range = (from: number, to: number, width: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

/**
 * How the trend of a family reads: `positions` counts each option at each position of
 * the result (a digit's place, a car's rank, a die); `hotCold` counts numbers across the
 * whole result (Mark Six's balls, the Vietnamese numbers' last two digits).
 */
export type TrendSpec =
  | {
      kind: 'positions';
      positions: number;
      options: string[];
      read: (result: string[]) => string[];
    }
  | { kind: 'hotCold'; options: string[]; read: (result: string[]) => string[] };

const digits = range(0, 9, 1);
/** The 1st prize's digits, one per position (SEA). */
const firstPrizeDigits = (result: string[]) => (result[0] ?? '').split('');

export function trendSpec(family: LotteryFamily): TrendSpec {
  switch (family) {
    case 'SSC':
      return { kind: 'positions', positions: 5, options: digits, read: (r) => r };
    case 'PK10':
      return { kind: 'positions', positions: 10, options: range(1, 10, 2), read: (r) => r };
    case '11X5':
      return { kind: 'positions', positions: 5, options: range(1, 11, 2), read: (r) => r };
    case 'LF':
      return { kind: 'positions', positions: 3, options: range(1, 6, 1), read: (r) => r };
    case 'SEA4D':
      return { kind: 'positions', positions: 4, options: digits, read: firstPrizeDigits };
    case 'SEA5D':
      return { kind: 'positions', positions: 5, options: digits, read: firstPrizeDigits };
    case 'SEA6D':
      return { kind: 'positions', positions: 6, options: digits, read: firstPrizeDigits };
    case 'LHC':
      return { kind: 'hotCold', options: range(1, 49, 2), read: (r) => r };
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return { kind: 'hotCold', options: range(0, 99, 2), read: (r) => r.map((n) => n.slice(-2)) };
  }
}

/** counts[position][option index] over the results (positions mode). */
export function positionCounts(
  spec: Extract<TrendSpec, { kind: 'positions' }>,
  results: string[][],
) {
  const counts = Array.from({ length: spec.positions }, () => spec.options.map(() => 0));
  for (const result of results) {
    spec.read(result).forEach((value, position) => {
      const i = spec.options.indexOf(value);
      const row = counts[position];
      if (row && i >= 0) row[i] = (row[i] ?? 0) + 1;
    });
  }
  return counts;
}

/** Each option with how often it came, most first (ties in option order). */
export function hotColdCounts(spec: TrendSpec, results: string[][]) {
  const counts = new Map(spec.options.map((o) => [o, 0]));
  for (const result of results) {
    for (const value of spec.read(result)) {
      const n = counts.get(value);
      if (n !== undefined) counts.set(value, n + 1);
    }
  }
  return [...counts.entries()]
    .map(([option, count]) => ({ option, count }))
    .sort(
      (a, b) =>
        b.count - a.count || spec.options.indexOf(a.option) - spec.options.indexOf(b.option),
    );
}
