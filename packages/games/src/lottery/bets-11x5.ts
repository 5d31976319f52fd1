import { ballOptions, choose, perPickBet, row, rows, type BetImpl } from './bet-kit';

const numbers = ballOptions(11);
/** Ways to draw 5 of 11. */
const draws = choose(11, 5);

/** Pay of "any k of 5" at 98 %: a ticket of k numbers wins with p = C(11−k, 5−k) / 462. */
function anyPay(k: number): number {
  return Math.floor((9_800 * draws) / choose(11 - k, 5 - k));
}

function anyBet(k: number): BetImpl {
  const id = `11X5_ANY${k}`;
  const pay = anyPay(k);
  return {
    def: {
      id,
      family: '11X5',
      group: 'any',
      rows: [row('numbers', numbers, k, 11)],
      payTable: { win: pay },
      rtp: (pay * choose(11 - k, 5 - k)) / draws / 10_000,
    },
    units: ([picked = []]) => choose(picked.length, k),
    winBp: ([picked = []], result) =>
      choose(picked.filter((n) => result.includes(n)).length, k) * pay,
    // Whichever number comes up, at most min(n, 5) picked numbers are drawn.
    exposures: ([picked = []]) =>
      picked.map((n) => ({
        key: `${id}:numbers:${n}`,
        winBp: choose(Math.min(picked.length, 5), k) * pay,
      })),
  };
}

/**
 * 11X5 (five distinct balls of 01–11, in draw order). Pay tables in bp:
 *
 * - 11X5_ANY1 … 11X5_ANY5 ("any k of 5"): pick k to 11 numbers; every k of them is a ticket
 *   (C(n, k) tickets) that wins when all its k numbers are among the five drawn, with
 *   p = C(11−k, 5−k) / C(11, 5): k = 1 5/11, 21,560; k = 2 2/11, 53,900; k = 3 2/33,
 *   161,700; k = 4 1/66, 646,800; k = 5 1/462, 4,527,600. RTP 98 % each (exact).
 * - 11X5_POS: a ball at a position (rows pos1–pos5): 107,800 (10.78×), p = 1/11, RTP 98 %.
 */
export const elevenChooseFiveBets: readonly BetImpl[] = [
  ...[1, 2, 3, 4, 5].map(anyBet),
  perPickBet(
    {
      id: '11X5_POS',
      family: '11X5',
      group: 'position',
      rows: rows('pos', 5, numbers, 0, 11),
      payTable: { win: 107_800 },
      rtp: 0.98,
    },
    (r, option, result) => (result[r] === option ? 107_800 : 0),
  ),
];
