import {
  bsoeOptions,
  bsoeWins,
  digitOptions,
  perPickBet,
  productOfRows,
  row,
  rows,
  straightBet,
  sumOf,
  type BetImpl,
} from './bet-kit';

/**
 * SSC (five digits 0–9, positions 1–5, each uniform and independent). Pay tables in bp of
 * total return per unit:
 *
 * - SSC_POS: a digit at a position, each pick a ticket: 98,000 (9.8×), p = 1/10, RTP 98 %.
 * - SSC_BSOE: per position BIG (5–9) / SMALL (0–4) / ODD / EVEN: 19,600, p = 1/2, RTP 98 %.
 * - SSC_SUM_BSOE: the sum of the five digits (0–45) BIG (≥ 23) / SMALL / ODD / EVEN: the
 *   sum's law is symmetric about 22.5 and its parity even odds, so p = 1/2 exactly: 19,600,
 *   RTP 98 %.
 * - SSC_DT: first digit against fifth, DRAGON (first higher, p = 45/100) or TIGER (fifth
 *   higher) 21,700, RTP 97.65 %; TIE (p = 10/100) 90,000, RTP 90 %. A tie loses dragon and
 *   tiger.
 * - SSC_FRONT3: the first three digits in order, a row of digits per position, tickets =
 *   the product of the rows: 9,800,000 (980×), p = 1/1,000, RTP 98 %.
 */
export const sscBets: readonly BetImpl[] = [
  perPickBet(
    {
      id: 'SSC_POS',
      family: 'SSC',
      group: 'position',
      rows: rows('pos', 5, digitOptions, 0, 10),
      payTable: { win: 98_000 },
      rtp: 0.98,
    },
    (r, option, result) => (result[r] === option ? 98_000 : 0),
  ),
  perPickBet(
    {
      id: 'SSC_BSOE',
      family: 'SSC',
      group: 'bigSmall',
      rows: rows('pos', 5, bsoeOptions, 0, 4),
      payTable: { win: 19_600 },
      rtp: 0.98,
    },
    (r, option, result) => (bsoeWins(option, Number(result[r]), 5) ? 19_600 : 0),
  ),
  perPickBet(
    {
      id: 'SSC_SUM_BSOE',
      family: 'SSC',
      group: 'sum',
      rows: [row('sum', bsoeOptions, 1, 4)],
      payTable: { win: 19_600 },
      rtp: 0.98,
    },
    (_, option, result) => (bsoeWins(option, sumOf(result), 23) ? 19_600 : 0),
  ),
  perPickBet(
    {
      id: 'SSC_DT',
      family: 'SSC',
      group: 'dragonTiger',
      rows: [row('result', ['DRAGON', 'TIGER', 'TIE'], 1, 3)],
      payTable: { DRAGON: 21_700, TIGER: 21_700, TIE: 90_000 },
      rtp: 0.9765,
      rtpByOption: { DRAGON: 0.9765, TIGER: 0.9765, TIE: 0.9 },
    },
    (_, option, result) => {
      const first = Number(result[0]);
      const fifth = Number(result[4]);
      const outcome = first > fifth ? 'DRAGON' : first < fifth ? 'TIGER' : 'TIE';
      return outcome !== option ? 0 : option === 'TIE' ? 90_000 : 21_700;
    },
  ),
  straightBet(
    {
      id: 'SSC_FRONT3',
      family: 'SSC',
      group: 'straight',
      rows: rows('pos', 3, digitOptions, 1, 10),
      payTable: { win: 9_800_000 },
      rtp: 0.98,
    },
    productOfRows,
    (selection, result) => selection.every((options, r) => options.includes(result[r] ?? '')),
  ),
];
