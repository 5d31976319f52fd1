/**
 * The slot's PAR sheet: symbols, reel strips, pay table and paylines. Changing any of them
 * changes the RTP; slot-rtp.test.ts recomputes it exactly and fails until `slotRtp` agrees.
 */

export const slotSymbols = [
  'wild',
  'seven',
  'bar',
  'bell',
  'melon',
  'plum',
  'orange',
  'cherry',
] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

export const slotReelCount = 5;
export const slotRowCount = 3;

/** Paid to the total stake over all spins, before rounding payouts down to minor units. */
export const slotRtp = 0.96;

/**
 * Line-bet multiples for 3, 4 and 5 of a kind from the leftmost reel. The wild stands for
 * any symbol and pays its own row when a line starts with three or more wilds.
 */
export const slotPayTable: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  wild: [25, 100, 500],
  seven: [25, 100, 400],
  bar: [20, 75, 250],
  bell: [15, 50, 150],
  melon: [10, 30, 100],
  plum: [8, 25, 75],
  orange: [5, 15, 50],
  cherry: [5, 10, 40],
};

const symbolByLetter: Readonly<Record<string, SlotSymbol>> = {
  W: 'wild',
  '7': 'seven',
  B: 'bar',
  L: 'bell',
  M: 'melon',
  P: 'plum',
  O: 'orange',
  C: 'cherry',
};

/**
 * Written one letter per stop (W wild, 7 seven, B bar, L bell, M melon, P plum, O orange,
 * C cherry) so a strip reads like the reel. The counts, not the order, set the RTP; the
 * order spreads each symbol out so that neighbouring paylines do not win together too often.
 */
const stripLetters = [
  'OCLMPWOCPMOCLPOC7MWOPCLBOMCP',
  'OCPMLWCOPMBCOLPCMO7WPCLOMBCP',
  'POCLMOWPCOCBPLMOCPO7WCLPMOCB',
  'OPCBLM7OCWPLOMCB7OPCLMOCWBPL7OMC',
  'CPOMLBCPOWMCPL7OBCMPOLCPMOWBCPL7OM',
] as const;

export const slotReelStrips: readonly (readonly SlotSymbol[])[] = stripLetters.map((strip) =>
  [...strip].map((letter) => {
    const symbol = symbolByLetter[letter];
    if (symbol === undefined) throw new Error(`unknown reel letter ${letter}`);
    return symbol;
  }),
);

/**
 * The 20 fixed paylines: for each reel left to right, the row (0 top, 2 bottom) the line
 * crosses. The stake is spread evenly over them, one line bet = stake / 20.
 */
export const slotPaylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
