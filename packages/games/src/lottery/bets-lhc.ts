import {
  ballOptions,
  bsoeOptions,
  payForOdds,
  perPickBet,
  row,
  rtpByOdds,
  type BetImpl,
} from './bet-kit';

const balls = ballOptions(49);

/** The colour waves of Mark Six balls: 17 red, 16 blue, 16 green. */
export const lhcColours = ['RED', 'BLUE', 'GREEN'] as const;
const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

/** The colour of a ball "01"–"49" (the standard Mark Six wave). */
export function lhcColourOf(ball: string): (typeof lhcColours)[number] {
  const n = Number(ball);
  return red.includes(n) ? 'RED' : blue.includes(n) ? 'BLUE' : 'GREEN';
}

/** The zodiac in its yearly order. */
export const lhcZodiacs = [
  'RAT',
  'OX',
  'TIGER',
  'RABBIT',
  'DRAGON',
  'SNAKE',
  'HORSE',
  'GOAT',
  'MONKEY',
  'ROOSTER',
  'DOG',
  'PIG',
] as const;
/**
 * The zodiac of ball 01: the current lunar year's (2026, Horse). Fixed: the mapping moves
 * by one when the operator's Mark Six does, at the lunar new year, by changing this line.
 */
export const lhcYearZodiac: (typeof lhcZodiacs)[number] = 'HORSE';

/**
 * The zodiac of a ball "01"–"49": ball 01 is the year's, and counting up the balls counts
 * back the years (02 Snake, 03 Dragon, …, 13 Horse again), as Mark Six does; the year's
 * zodiac has 5 balls (01, 13, 25, 37, 49), the others 4.
 */
export function lhcZodiacOf(ball: string): (typeof lhcZodiacs)[number] {
  const start = lhcZodiacs.indexOf(lhcYearZodiac);
  return lhcZodiacs[(((start - (Number(ball) - 1)) % 12) + 12) % 12] ?? lhcYearZodiac;
}

const colourChances = (colour: string) => balls.filter((b) => lhcColourOf(b) === colour).length;
const zodiacChances = (zodiac: string) => balls.filter((b) => lhcZodiacOf(b) === zodiac).length;
const colourPays = Object.fromEntries(
  lhcColours.map((c) => [c, payForOdds(9_700, 49, colourChances(c))]),
);
const zodiacPays = Object.fromEntries(
  lhcZodiacs.map((z) => [z, payForOdds(9_700, 49, zodiacChances(z))]),
);
const specialPay = payForOdds(9_700, 49, 1);
const anyPay = payForOdds(9_700, 49, 6);
const special = (result: readonly string[]) => result[6] ?? '';

/**
 * LHC, Mark Six (six distinct balls of 01–49, then the special, distinct from them). Pay
 * tables in bp:
 *
 * - LHC_SPECIAL: the special ball: 475,300 (47.53×), p = 1/49, RTP 97 %.
 * - LHC_SPECIAL_BSOE: the special BIG (25–48) / SMALL (01–24) / ODD / EVEN, 49 losing all
 *   four: 20,000, p = 24/49, RTP 97.96 %.
 * - LHC_COLOUR: the special's colour: RED (17 balls) 27,958, BLUE and GREEN (16) 29,706;
 *   RTP 96.998 % / 96.9996 %.
 * - LHC_ZODIAC: the special's zodiac (`lhcZodiacOf`): the year's (5 balls) 95,060, RTP 97 %;
 *   the others (4 balls) 118,825, RTP 97 %.
 * - LHC_ANY: a number among the six main balls, each pick a ticket: 79,216, p = 6/49,
 *   RTP 96.9992 %.
 */
export const markSixBets: readonly BetImpl[] = [
  perPickBet(
    {
      id: 'LHC_SPECIAL',
      family: 'LHC',
      group: 'special',
      rows: [row('special', balls, 1, 49)],
      payTable: { win: specialPay },
      rtp: specialPay / 49 / 10_000,
    },
    (_, option, result) => (special(result) === option ? specialPay : 0),
  ),
  perPickBet(
    {
      id: 'LHC_SPECIAL_BSOE',
      family: 'LHC',
      group: 'bigSmall',
      rows: [row('result', bsoeOptions, 1, 4)],
      payTable: { win: 20_000 },
      rtp: (20_000 * 24) / 49 / 10_000,
    },
    (_, option, result) => {
      const n = Number(special(result));
      if (n === 49) return 0;
      const wins =
        option === 'BIG'
          ? n >= 25
          : option === 'SMALL'
            ? n <= 24
            : (n % 2 === 1) === (option === 'ODD');
      return wins ? 20_000 : 0;
    },
  ),
  perPickBet(
    {
      id: 'LHC_COLOUR',
      family: 'LHC',
      group: 'colour',
      rows: [row('colour', lhcColours, 1, 3)],
      payTable: colourPays,
      rtp: Math.max(...Object.values(rtpByOdds(colourPays, colourChances, 49))),
      rtpByOption: rtpByOdds(colourPays, colourChances, 49),
    },
    (_, option, result) =>
      lhcColourOf(special(result)) === option ? (colourPays[option] ?? 0) : 0,
  ),
  perPickBet(
    {
      id: 'LHC_ZODIAC',
      family: 'LHC',
      group: 'zodiac',
      rows: [row('zodiac', lhcZodiacs, 1, 12)],
      payTable: zodiacPays,
      rtp: 0.97,
      rtpByOption: rtpByOdds(zodiacPays, zodiacChances, 49),
    },
    (_, option, result) =>
      lhcZodiacOf(special(result)) === option ? (zodiacPays[option] ?? 0) : 0,
  ),
  perPickBet(
    {
      id: 'LHC_ANY',
      family: 'LHC',
      group: 'any',
      rows: [row('numbers', balls, 1, 49)],
      payTable: { win: anyPay },
      rtp: (anyPay * 6) / 49 / 10_000,
    },
    (_, option, result) => (result.slice(0, 6).includes(option) ? anyPay : 0),
  ),
];
