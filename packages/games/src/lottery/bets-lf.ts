import {
  bsoeOptions,
  payForOdds,
  perPickBet,
  row,
  rtpByOdds,
  sumOf,
  type BetImpl,
} from './bet-kit';

/** Of the 216 throws of three dice, how many sum to `sum` (1 for 3, 3 for 4, … 27 for 10). */
export function lfSumChances(sum: number): number {
  let count = 0;
  for (let a = 1; a <= 6; a += 1) {
    for (let b = 1; b <= 6; b += 1) {
      const c = sum - a - b;
      if (c >= 1 && c <= 6) count += 1;
    }
  }
  return count;
}

const faces = ['1', '2', '3', '4', '5', '6'];
const sums = Array.from({ length: 14 }, (_, i) => String(i + 4));
const sumPays = Object.fromEntries(
  sums.map((s) => [s, payForOdds(9_700, 216, lfSumChances(Number(s)))]),
);
const isTriple = (dice: readonly string[]) => dice[0] === dice[1] && dice[1] === dice[2];
const bsoePays: Record<string, number> = { BIG: 20_000, SMALL: 20_000, ODD: 19_600, EVEN: 19_600 };
const triplePay = payForOdds(9_700, 216, 1);
const anyTriplePay = payForOdds(9_700, 216, 6);
const pairPay = payForOdds(9_700, 216, 16);
const singlePays: Record<string, number> = { match1: 20_000, match2: 30_000, match3: 40_000 };

/**
 * LF, Fast 3 (three dice, 216 equally likely throws). Pay tables in bp:
 *
 * - LF_SUM: the total 4–17, each floor(9,700 × 216 / chances): 4 and 17 (3 chances)
 *   698,400; 5, 16 (6) 349,200; 6, 15 (10) 209,520; 7, 14 (15) 139,680; 8, 13 (21) 99,771;
 *   9, 12 (25) 83,808; 10, 11 (27) 77,600. RTP 97 % (8 and 13: 96.9998 %).
 * - LF_BSOE: BIG (11–17) / SMALL (4–10) 20,000, a triple losing both (p = 105/216, RTP
 *   97.22 %); ODD / EVEN of the total 19,600 (p = 1/2, RTP 98 %).
 * - LF_TRIPLE: a given triple 111–666: 2,095,200 (209.52×), p = 1/216, RTP 97 %.
 * - LF_ANY_TRIPLE: any triple: 349,200, p = 6/216, RTP 97 %.
 * - LF_PAIR: a given number on at least two dice (11–66): 130,950, p = 16/216, RTP 97 %.
 * - LF_SINGLE: a number 1–6, returning 20,000 / 30,000 / 40,000 when one / two / three dice
 *   show it (pay table keyed match1, match2, match3): (75 × 2 + 15 × 3 + 1 × 4) / 216 =
 *   199/216, RTP 92.13 % (the Sic Bo rule).
 */
export const fastThreeBets: readonly BetImpl[] = [
  perPickBet(
    {
      id: 'LF_SUM',
      family: 'LF',
      group: 'sum',
      rows: [row('sum', sums, 1, sums.length)],
      payTable: sumPays,
      rtp: 0.97,
      rtpByOption: rtpByOdds(sumPays, (s) => lfSumChances(Number(s)), 216),
    },
    (_, option, dice) => (sumOf(dice) === Number(option) ? (sumPays[option] ?? 0) : 0),
  ),
  perPickBet(
    {
      id: 'LF_BSOE',
      family: 'LF',
      group: 'bigSmall',
      rows: [row('result', bsoeOptions, 1, 4)],
      payTable: bsoePays,
      rtp: 0.98,
      rtpByOption: rtpByOdds(bsoePays, (o) => (o === 'BIG' || o === 'SMALL' ? 105 : 108), 216),
    },
    (_, option, dice) => {
      const sum = sumOf(dice);
      const wins =
        option === 'BIG'
          ? sum >= 11 && !isTriple(dice)
          : option === 'SMALL'
            ? sum <= 10 && !isTriple(dice)
            : (sum % 2 === 1) === (option === 'ODD');
      return wins ? (bsoePays[option] ?? 0) : 0;
    },
  ),
  perPickBet(
    {
      id: 'LF_TRIPLE',
      family: 'LF',
      group: 'triple',
      rows: [
        row(
          'triple',
          faces.map((f) => f.repeat(3)),
          1,
          6,
        ),
      ],
      payTable: { win: triplePay },
      rtp: (triplePay * 1) / 216 / 10_000,
    },
    (_, option, dice) => (dice.join('') === option ? triplePay : 0),
  ),
  perPickBet(
    {
      id: 'LF_ANY_TRIPLE',
      family: 'LF',
      group: 'triple',
      rows: [row('any', ['ANY'], 1, 1)],
      payTable: { win: anyTriplePay },
      rtp: (anyTriplePay * 6) / 216 / 10_000,
    },
    (_, __, dice) => (isTriple(dice) ? anyTriplePay : 0),
  ),
  perPickBet(
    {
      id: 'LF_PAIR',
      family: 'LF',
      group: 'pair',
      rows: [
        row(
          'pair',
          faces.map((f) => f.repeat(2)),
          1,
          6,
        ),
      ],
      payTable: { win: pairPay },
      rtp: (pairPay * 16) / 216 / 10_000,
    },
    (_, option, dice) => (dice.filter((d) => d === option[0]).length >= 2 ? pairPay : 0),
  ),
  perPickBet(
    {
      id: 'LF_SINGLE',
      family: 'LF',
      group: 'single',
      rows: [row('number', faces, 1, 6)],
      payTable: singlePays,
      rtp: 199 / 216,
    },
    (_, option, dice) => singlePays[`match${dice.filter((d) => d === option).length}`] ?? 0,
    () => 40_000,
  ),
];
