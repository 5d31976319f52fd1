import {
  ballOptions,
  bsoeOptions,
  bsoeWins,
  payForOdds,
  perPickBet,
  row,
  rows,
  rtpByOdds,
  straightBet,
  type BetImpl,
} from './bet-kit';

const cars = ballOptions(10);

/**
 * Ordered (champion, runner-up) pairs of distinct cars whose numbers sum to `sum`: of the
 * 90, 2 for 3 and 19, 4 for 4, 5, 17, 18, … up to 10 for 11.
 */
export function pk10SumChances(sum: number): number {
  let count = 0;
  for (let a = 1; a <= 10; a += 1) {
    const b = sum - a;
    if (b >= 1 && b <= 10 && b !== a) count += 1;
  }
  return count;
}

const sums = Array.from({ length: 17 }, (_, i) => String(i + 3));
const sumPays = Object.fromEntries(
  sums.map((s) => [s, payForOdds(9_700, 90, pk10SumChances(Number(s)))]),
);

/**
 * PK10 (a permutation of cars 01–10; position 1 is the champion). Pay tables in bp:
 *
 * - PK10_POS: a car at a position (rows pos1–pos10), each pick a ticket: 98,000, p = 1/10,
 *   RTP 98 %.
 * - PK10_BSOE: per position BIG (06–10) / SMALL / ODD / EVEN: 19,600, p = 1/2, RTP 98 %.
 * - PK10_DT: rows pair1–pair5 = positions 1 v 10, 2 v 9, 3 v 8, 4 v 7, 5 v 6: DRAGON (the
 *   first car's number is higher) or TIGER: 19,600, p = 1/2 (never a tie), RTP 98 %.
 * - PK10_SUM: champion + runner-up, 3–19, each sum floor(9,700 × 90 / chances) bp, chances
 *   out of the 90 ordered pairs: 3, 4, 18, 19 (2 chances) 436,500; 5, 6, 16, 17 (4)
 *   218,250; 7, 8, 14, 15 (6) 145,500; 9, 10, 12, 13 (8) 109,125; 11 (10) 87,300. RTP 97 %
 *   for every sum (all divide exactly).
 * - PK10_TOP2: champion and runner-up in order, rows champion and runnerUp; tickets are the
 *   ordered pairs of distinct cars: 882,000 (88.2×), p = 1/90, RTP 98 %.
 */
export const pk10Bets: readonly BetImpl[] = [
  perPickBet(
    {
      id: 'PK10_POS',
      family: 'PK10',
      group: 'position',
      rows: rows('pos', 10, cars, 0, 10),
      payTable: { win: 98_000 },
      rtp: 0.98,
    },
    (r, option, result) => (result[r] === option ? 98_000 : 0),
  ),
  perPickBet(
    {
      id: 'PK10_BSOE',
      family: 'PK10',
      group: 'bigSmall',
      rows: rows('pos', 10, bsoeOptions, 0, 4),
      payTable: { win: 19_600 },
      rtp: 0.98,
    },
    (r, option, result) => (bsoeWins(option, Number(result[r]), 6) ? 19_600 : 0),
  ),
  perPickBet(
    {
      id: 'PK10_DT',
      family: 'PK10',
      group: 'dragonTiger',
      rows: rows('pair', 5, ['DRAGON', 'TIGER'], 0, 2),
      payTable: { win: 19_600 },
      rtp: 0.98,
    },
    (r, option, result) => {
      const dragon = Number(result[r]) > Number(result[9 - r]);
      return (option === 'DRAGON') === dragon ? 19_600 : 0;
    },
  ),
  perPickBet(
    {
      id: 'PK10_SUM',
      family: 'PK10',
      group: 'sum',
      rows: [row('sum', sums, 1, sums.length)],
      payTable: sumPays,
      rtp: 0.97,
      rtpByOption: rtpByOdds(sumPays, (s) => pk10SumChances(Number(s)), 90),
    },
    (_, option, result) =>
      Number(result[0]) + Number(result[1]) === Number(option) ? (sumPays[option] ?? 0) : 0,
  ),
  straightBet(
    {
      id: 'PK10_TOP2',
      family: 'PK10',
      group: 'straight',
      rows: [row('champion', cars, 1, 10), row('runnerUp', cars, 1, 10)],
      payTable: { win: 882_000 },
      rtp: 0.98,
    },
    ([champions = [], runnersUp = []]) =>
      champions.length * runnersUp.length - champions.filter((c) => runnersUp.includes(c)).length,
    ([champions = [], runnersUp = []], result) =>
      champions.includes(result[0] ?? '') && runnersUp.includes(result[1] ?? ''),
  ),
];
