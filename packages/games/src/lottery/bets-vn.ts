import type { LotteryFamily, LotteryResult } from './types';
import {
  choose,
  digitOptions,
  perPickBet,
  productOfRows,
  row,
  rows,
  twoDigitOptions,
  type BetImpl,
} from './bet-kit';

type VnFamily = Extract<LotteryFamily, 'VN_NORTH' | 'VN_SOUTH'>;

/**
 * Lots of a lô bet: the prizes with at least 2, 3 or 4 digits (North 27 / 23 / 20, South
 * 18 / 17 / 16). A lô ticket is bought once per lot: its units are numbers × lots.
 */
export const vnLots: Record<VnFamily, Record<2 | 3 | 4, number>> = {
  VN_NORTH: { 2: 27, 3: 23, 4: 20 },
  VN_SOUTH: { 2: 18, 3: 17, 4: 16 },
};

/**
 * Chance that k given two-digit endings all appear among `lots` independent uniform prizes,
 * by inclusion–exclusion: Σ_{j=0..k} (−1)^j C(k, j) (1 − j/100)^lots.
 */
export function vnAllAppearChance(k: number, lots: number): number {
  let p = 0;
  for (let j = 0; j <= k; j += 1) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** lots;
  return p;
}

/** Xiên pays in bp, per ticket, chosen for an RTP of about 68–69.5 %. */
export const vnXienPays: Record<VnFamily, Record<2 | 3 | 4, number>> = {
  VN_NORTH: { 2: 125_000, 3: 560_000, 4: 2_600_000 },
  VN_SOUTH: { 2: 260_000, 3: 1_750_000, 4: 12_500_000 },
};

const endings = (result: LotteryResult, digits: number) =>
  result.filter((n) => n.length >= digits).map((n) => n.slice(-digits));

function lo2(family: VnFamily): BetImpl {
  const lots = vnLots[family][2];
  return {
    def: {
      id: 'VN_LO2',
      family,
      group: 'lo',
      rows: [row('numbers', twoDigitOptions, 1, 100)],
      payTable: { win: 750_000 },
      rtp: 0.75,
    },
    units: ([picked = []]) => picked.length * lots,
    winBp: ([picked = []], result) =>
      endings(result, 2).filter((e) => picked.includes(e)).length * 750_000,
    exposures: ([picked = []]) =>
      picked.map((n) => ({ key: `VN_LO2:numbers:${n}`, winBp: 750_000 })),
  };
}

function loDigits(family: VnFamily, digits: 3 | 4, pay: number, rtp: number): BetImpl {
  const id = `VN_LO${digits}`;
  const lots = vnLots[family][digits];
  return {
    def: {
      id,
      family,
      group: 'lo',
      rows: rows('digit', digits, digitOptions, 1, 10),
      payTable: { win: pay },
      rtp,
    },
    units: (selection) => productOfRows(selection) * lots,
    winBp: (selection, result) =>
      endings(result, digits).filter((e) => [...e].every((d, i) => selection[i]?.includes(d)))
        .length * pay,
    exposures: (selection) =>
      selection.flatMap((options, r) =>
        options.map((o) => ({ key: `${id}:digit${r + 1}:${o}`, winBp: pay })),
      ),
  };
}

function xien(family: VnFamily, k: 2 | 3 | 4): BetImpl {
  const id = `VN_XIEN${k}`;
  const pay = vnXienPays[family][k];
  return {
    def: {
      id,
      family,
      group: 'xien',
      rows: [row('numbers', twoDigitOptions, k, 10)],
      payTable: { win: pay },
      rtp: (pay / 10_000) * vnAllAppearChance(k, vnLots[family][2]),
    },
    units: ([picked = []]) => choose(picked.length, k),
    winBp: ([picked = []], result) => {
      const seen = new Set(endings(result, 2));
      return choose(picked.filter((n) => seen.has(n)).length, k) * pay;
    },
    exposures: ([picked = []]) =>
      picked.map((n) => ({ key: `${id}:numbers:${n}`, winBp: choose(picked.length, k) * pay })),
  };
}

const specialTail = (result: LotteryResult) => (result[0] ?? '').slice(-2);

function vnBets(family: VnFamily): BetImpl[] {
  return [
    lo2(family),
    loDigits(family, 3, 6_500_000, 0.65),
    loDigits(family, 4, 55_000_000, 0.55),
    perPickBet(
      {
        id: 'VN_DE',
        family,
        group: 'de',
        rows: [row('numbers', twoDigitOptions, 1, 100)],
        payTable: { win: 800_000 },
        rtp: 0.8,
      },
      (_, option, result) => (specialTail(result) === option ? 800_000 : 0),
    ),
    perPickBet(
      {
        id: 'VN_DAU',
        family,
        group: 'de',
        rows: [row('digit', digitOptions, 1, 10)],
        payTable: { win: 80_000 },
        rtp: 0.8,
      },
      (_, option, result) => (specialTail(result)[0] === option ? 80_000 : 0),
    ),
    perPickBet(
      {
        id: 'VN_DUOI',
        family,
        group: 'de',
        rows: [row('digit', digitOptions, 1, 10)],
        payTable: { win: 80_000 },
        rtp: 0.8,
      },
      (_, option, result) => (specialTail(result)[1] === option ? 80_000 : 0),
    ),
    xien(family, 2),
    xien(family, 3),
    xien(family, 4),
  ];
}

/**
 * The Vietnamese lottery, North (27 prizes) and South/Central (18): the same bet ids, the
 * family deciding lots and pays. Every prize is drawn independently, so its last digits are
 * uniform. Pay tables in bp per unit:
 *
 * - VN_LO2 (bao lô 2 số): pick 1–100 endings "00"–"99"; units = numbers × 27 (North) / 18
 *   (South); each prize ending in a picked number returns 750,000 (75×), twice if two
 *   prizes do: RTP 75 × lots/100 / lots = 75 %.
 * - VN_LO3: rows digit1–digit3, units = product × 23 / 17; each prize of ≥ 3 digits ending
 *   in a picked number 6,500,000 (650×): RTP 65 %.
 * - VN_LO4: rows digit1–digit4, units = product × 20 / 16; 55,000,000 (5,500×): RTP 55 %.
 * - VN_DE (đề): the special prize's last two digits, each pick a ticket: 800,000 (80×),
 *   RTP 80 %.
 * - VN_DAU / VN_DUOI (đầu / đuôi): the first / last of those two digits: 80,000, RTP 80 %.
 * - VN_XIEN2/3/4 (xiên): pick k–10 endings, every k of them a ticket (C(n, k)) winning once
 *   if each of its k numbers ends at least one prize. Exact chance by inclusion–exclusion
 *   (`vnAllAppearChance`): North 5.4882 % / 1.2298 % / 0.26699 %, paying 125,000 / 560,000 /
 *   2,600,000: RTP 68.60 % / 68.87 % / 69.42 %; South 2.6108 % / 0.39134 % / 0.055522 %,
 *   paying 260,000 / 1,750,000 / 12,500,000: RTP 67.88 % / 68.49 % / 69.40 %.
 */
export const vnNorthBets: readonly BetImpl[] = vnBets('VN_NORTH');
export const vnSouthBets: readonly BetImpl[] = vnBets('VN_SOUTH');
