import type { LotteryResult } from './types';
import { digitOptions, rows, rowsSpell, selectionInvalid, type BetImpl } from './bet-kit';

/** Prize slots of a SEA 4D draw, in result order: 1st, 2nd, 3rd, 10 starters, 10 consolation. */
const fourDSlots = [
  'first',
  'second',
  'third',
  ...Array<string>(10).fill('starter'),
  ...Array<string>(10).fill('consolation'),
];
const bigPays: Record<string, number> = {
  first: 25_000_000,
  second: 10_000_000,
  third: 5_000_000,
  starter: 1_800_000,
  consolation: 600_000,
};
const smallPays: Record<string, number> = {
  first: 35_000_000,
  second: 20_000_000,
  third: 10_000_000,
};
const tierCounts: Record<string, number> = {
  first: 1,
  second: 1,
  third: 1,
  starter: 10,
  consolation: 10,
};

/** How many distinct orderings a 4-digit number has: 24, 12, 6, 4 or 1. */
export function permutationCount(number: string): number {
  const counts = new Map<string, number>();
  for (const d of number) counts.set(d, (counts.get(d) ?? 0) + 1);
  let divisor = 1;
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  for (const c of counts.values()) divisor *= factorial(c);
  return factorial(number.length) / divisor;
}

const sortedDigits = (n: string) => [...n].sort().join('');
const iboxPay = (tier: string, perms: number) => Math.floor((bigPays[tier] ?? 0) / perms);
const iboxPerms = [24, 12, 6, 4];
const iboxTable = Object.fromEntries(
  iboxPerms.flatMap((p) => Object.keys(bigPays).map((t) => [`${t}/${p}`, iboxPay(t, p)])),
);
const iboxRtp = (perms: number) =>
  Object.keys(bigPays).reduce((s, t) => s + iboxPay(t, perms) * perms * (tierCounts[t] ?? 0), 0) /
  1e8;

const numberRows = (digits: number) => rows('digit', digits, digitOptions, 1, 1);
const one = () => 1;
const exposure = (id: string, selection: string[][], winBp: number) => [
  { key: `${id}:number:${rowsSpell(selection)}`, winBp },
];

function fourD(id: string, group: string, pays: Record<string, number>, rtp: number): BetImpl {
  return {
    def: { id, family: 'SEA4D', group, rows: numberRows(4), payTable: pays, rtp },
    units: one,
    winBp: (selection, result) => pays[fourDSlots[result.indexOf(rowsSpell(selection))] ?? ''] ?? 0,
    exposures: (selection) => exposure(id, selection, pays.first ?? 0),
  };
}

/** The best return of an i-Box bet: its permutations on the best prize slots. */
function iboxMax(perms: number): number {
  const slotPays = fourDSlots.map((t) => iboxPay(t, perms)).sort((a, b) => b - a);
  return slotPays.slice(0, perms).reduce((s, p) => s + p, 0);
}

const fiveDPays: Record<string, number> = {
  first: 300_000_000,
  second: 100_000_000,
  third: 50_000_000,
  last4: 7_000_000,
  last3: 600_000,
  last2: 60_000,
};

function fiveDWin(number: string, result: LotteryResult): number {
  const index = result.indexOf(number);
  const exact = index >= 0 ? (fiveDPays[['first', 'second', 'third'][index] ?? ''] ?? 0) : 0;
  const first = result[0] ?? '';
  if (number === first) return exact;
  const suffix = [4, 3, 2].find((k) => number.slice(-k) === first.slice(-k));
  return exact + (suffix === undefined ? 0 : (fiveDPays[`last${suffix}`] ?? 0));
}

const sixDPays: Record<string, number> = {
  match6: 2_000_000_000,
  match5: 60_000_000,
  match4: 6_000_000,
  match3: 600_000,
  match2: 50_000,
};

function sixDWin(number: string, result: LotteryResult): number {
  const drawn = result[0] ?? '';
  const k = [6, 5, 4, 3, 2].find(
    (n) => number.slice(0, n) === drawn.slice(0, n) || number.slice(-n) === drawn.slice(-n),
  );
  return k === undefined ? 0 : (sixDPays[`match${k}`] ?? 0);
}

/**
 * SEA 4D, 5D and 6D: one number per bet (rows digit1 … digitN, one digit each), one unit.
 * Pay tables in bp of total return per unit:
 *
 * - 4D_BIG: 25,000,000 / 10,000,000 / 5,000,000 / 1,800,000 / 600,000 (2,500× / 1,000× /
 *   500× / 180× / 60×) when the number is the 1st / 2nd / 3rd / a starter / a consolation
 *   prize. The 23 numbers are distinct, so each slot holds a given number with p = 1/10,000:
 *   RTP (2,500 + 1,000 + 500 + 10 × 180 + 10 × 60) / 10,000 = 64 %.
 * - 4D_SMALL: 35,000,000 / 20,000,000 / 10,000,000 on the top three only: RTP 65 %.
 * - 4D_IBOX: the number in any order: each of its P orderings (24, 12, 6 or 4) that is drawn
 *   pays the Big amount of its slot divided by P, rounded down (pay table keyed
 *   `slot/P`, e.g. 'first/24' 1,041,666). RTP 63.99996 % (P = 24), 63.999984 % (12),
 *   63.99999 % (6), 64 % (4). A number of one ordering (0000, 1111, …) is refused
 *   (SELECTION_INVALID): its i-Box would be Big under another name.
 * - 5D_STRAIGHT (Malaysian 5D): 1st / 2nd / 3rd exactly 300,000,000 / 100,000,000 /
 *   50,000,000 (30,000× / 10,000× / 5,000×); and, when it is not the 1st prize, the longest
 *   of its last 4 / 3 / 2 digits matching the 1st prize's 7,000,000 / 600,000 / 60,000.
 *   RTP 0.45 + 700 × 9/10⁵ + 60 × 9/10⁴ + 6 × 9/10³ = 62.1 %.
 * - 6D_STRAIGHT (Toto 6D): the best of: all 6 digits 2,000,000,000 (200,000×); first 5 or
 *   last 5 60,000,000; first or last 4 6,000,000; 3 600,000; 2 50,000. Chances 10⁻⁶,
 *   1.8 × 10⁻⁵, 1.8 × 10⁻⁴, 1.8 × 10⁻³, 0.017901: RTP 61.3505 %.
 */
export const seaBets: readonly BetImpl[] = [
  fourD('4D_BIG', 'big', bigPays, 0.64),
  fourD('4D_SMALL', 'small', smallPays, 0.65),
  {
    def: {
      id: '4D_IBOX',
      family: 'SEA4D',
      group: 'ibox',
      rows: numberRows(4),
      payTable: iboxTable,
      rtp: Math.max(...iboxPerms.map(iboxRtp)),
      rtpByOption: Object.fromEntries(iboxPerms.map((p) => [String(p), iboxRtp(p)])),
    },
    units: (selection) => {
      if (permutationCount(rowsSpell(selection)) === 1)
        throw selectionInvalid('i-Box of one ordering');
      return 1;
    },
    winBp: (selection, result) => {
      const number = rowsSpell(selection);
      const perms = permutationCount(number);
      const key = sortedDigits(number);
      return result.reduce(
        (sum, drawn, i) =>
          sortedDigits(drawn) === key ? sum + iboxPay(fourDSlots[i] ?? '', perms) : sum,
        0,
      );
    },
    exposures: (selection) =>
      exposure('4D_IBOX', selection, iboxMax(permutationCount(rowsSpell(selection)))),
  },
  {
    def: {
      id: '5D_STRAIGHT',
      family: 'SEA5D',
      group: 'straight',
      rows: numberRows(5),
      payTable: fiveDPays,
      rtp: 0.621,
    },
    units: one,
    winBp: (selection, result) => fiveDWin(rowsSpell(selection), result),
    exposures: (selection) => exposure('5D_STRAIGHT', selection, fiveDPays.first ?? 0),
  },
  {
    def: {
      id: '6D_STRAIGHT',
      family: 'SEA6D',
      group: 'straight',
      rows: numberRows(6),
      payTable: sixDPays,
      rtp: 0.613505,
    },
    units: one,
    winBp: (selection, result) => sixDWin(rowsSpell(selection), result),
    exposures: (selection) => exposure('6D_STRAIGHT', selection, sixDPays.match6 ?? 0),
  },
];
