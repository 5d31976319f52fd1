import { describe, expect, it } from 'vitest';
import { betExposures, betWinBp } from './settle';
import type { LotteryFamily, LotterySelection } from './types';

/** [family, bet type, selection, result, expected winBp] */
type Case = [LotteryFamily, string, LotterySelection, string[], number];

const ssc = ['7', '2', '9', '0', '5']; // sum 23: BIG, ODD; first 7 > fifth 5: DRAGON
const pk10 = ['03', '08', '10', '01', '05', '06', '02', '09', '07', '04'];
const lhc = ['12', '03', '44', '25', '31', '08', '49'];
const sea4d = [
  '1234',
  '5678',
  '0001',
  ...Array.from({ length: 10 }, (_, i) => `20${i}0`),
  ...Array.from({ length: 10 }, (_, i) => `30${i}0`),
];
const north = ['12345', ...Array.from({ length: 26 }, (_, i) => String(50_000 + i * 7))];
north[26] = '45'; // the last 7th prize is two digits: ends in 45 like the special
north[20] = '345'; // a 6th prize ending in 345
const south = ['987654', ...Array.from({ length: 17 }, (_, i) => String(10_000 + i * 11))];

const cases: Case[] = [
  ['SSC', 'SSC_POS', [['7', '1'], [], ['9'], [], ['0']], ssc, 196_000],
  ['SSC', 'SSC_POS', [['1'], [], [], [], []], ssc, 0],
  ['SSC', 'SSC_BSOE', [['BIG', 'ODD', 'EVEN'], ['SMALL'], [], ['BIG'], []], ssc, 58_800],
  ['SSC', 'SSC_SUM_BSOE', [['BIG', 'SMALL', 'ODD', 'EVEN']], ssc, 39_200],
  ['SSC', 'SSC_SUM_BSOE', [['SMALL']], ['4', '5', '9', '0', '4'], 19_600], // 22 is small
  ['SSC', 'SSC_DT', [['DRAGON', 'TIE']], ssc, 21_700],
  ['SSC', 'SSC_DT', [['DRAGON', 'TIGER', 'TIE']], ['3', '0', '0', '0', '3'], 90_000],
  ['SSC', 'SSC_FRONT3', [['7', '8'], ['2'], ['9', '1']], ssc, 9_800_000],
  ['SSC', 'SSC_FRONT3', [['7'], ['2'], ['8']], ssc, 0],
  ['PK10', 'PK10_POS', [['03'], ['08', '01'], [], [], [], [], [], [], [], ['04']], pk10, 294_000],
  [
    'PK10',
    'PK10_BSOE',
    [['SMALL', 'ODD'], ['BIG'], [], [], [], [], [], [], [], ['BIG']],
    pk10,
    58_800,
  ],
  // pair1 03 v 04: tiger; pair2 08 v 07: dragon.
  ['PK10', 'PK10_DT', [['DRAGON'], ['DRAGON'], [], [], []], pk10, 19_600],
  ['PK10', 'PK10_SUM', [['11', '10']], pk10, 87_300],
  [
    'PK10',
    'PK10_SUM',
    [['3']],
    ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'],
    436_500,
  ],
  [
    'PK10',
    'PK10_TOP2',
    [
      ['03', '08'],
      ['03', '08'],
    ],
    pk10,
    882_000,
  ],
  ['PK10', 'PK10_TOP2', [['08'], ['03']], pk10, 0],
  ['11X5', '11X5_ANY1', [['01', '02', '11']], ['01', '05', '02', '07', '09'], 43_120],
  ['11X5', '11X5_ANY2', [['01', '02', '05', '11']], ['01', '05', '02', '07', '09'], 161_700],
  ['11X5', '11X5_ANY3', [['01', '02', '05']], ['01', '05', '02', '07', '09'], 161_700],
  ['11X5', '11X5_ANY4', [['01', '02', '05', '07', '11']], ['01', '05', '02', '07', '09'], 646_800],
  [
    '11X5',
    '11X5_ANY5',
    [['01', '02', '05', '07', '09', '11']],
    ['01', '05', '02', '07', '09'],
    4_527_600,
  ],
  ['11X5', '11X5_ANY5', [['01', '02', '05', '07', '10']], ['01', '05', '02', '07', '09'], 0],
  ['11X5', '11X5_POS', [['01'], ['01'], [], [], ['09']], ['01', '05', '02', '07', '09'], 215_600],
  ['LF', 'LF_SUM', [['10', '11']], ['3', '3', '4'], 77_600],
  ['LF', 'LF_BSOE', [['SMALL', 'EVEN', 'BIG']], ['3', '3', '4'], 39_600],
  ['LF', 'LF_BSOE', [['BIG', 'SMALL', 'EVEN']], ['4', '4', '4'], 19_600], // a triple loses big/small
  ['LF', 'LF_TRIPLE', [['444', '111']], ['4', '4', '4'], 2_095_200],
  ['LF', 'LF_ANY_TRIPLE', [['ANY']], ['4', '4', '4'], 349_200],
  ['LF', 'LF_ANY_TRIPLE', [['ANY']], ['4', '4', '5'], 0],
  ['LF', 'LF_PAIR', [['44', '55']], ['4', '5', '4'], 130_950],
  ['LF', 'LF_PAIR', [['44']], ['4', '4', '4'], 130_950],
  ['LF', 'LF_SINGLE', [['4', '5', '6']], ['4', '5', '4'], 50_000],
  ['LF', 'LF_SINGLE', [['4']], ['4', '4', '4'], 40_000],
  ['LHC', 'LHC_SPECIAL', [['49', '12']], lhc, 475_300],
  ['LHC', 'LHC_SPECIAL_BSOE', [['BIG', 'ODD']], lhc, 0], // 49 loses
  [
    'LHC',
    'LHC_SPECIAL_BSOE',
    [['BIG', 'ODD', 'SMALL']],
    ['01', '02', '03', '04', '05', '06', '25'],
    40_000,
  ],
  ['LHC', 'LHC_COLOUR', [['GREEN', 'RED']], lhc, 29_706],
  ['LHC', 'LHC_COLOUR', [['RED']], ['01', '02', '03', '04', '05', '06', '07'], 27_958],
  ['LHC', 'LHC_ZODIAC', [['HORSE']], lhc, 95_060],
  ['LHC', 'LHC_ZODIAC', [['SNAKE']], ['01', '03', '04', '05', '06', '07', '14'], 118_825],
  ['LHC', 'LHC_ANY', [['12', '25', '49']], lhc, 158_432],
  ['SEA4D', '4D_BIG', [['1'], ['2'], ['3'], ['4']], sea4d, 25_000_000],
  ['SEA4D', '4D_BIG', [['2'], ['0'], ['5'], ['0']], sea4d, 1_800_000],
  ['SEA4D', '4D_BIG', [['3'], ['0'], ['9'], ['0']], sea4d, 600_000],
  ['SEA4D', '4D_SMALL', [['0'], ['0'], ['0'], ['1']], sea4d, 10_000_000],
  ['SEA4D', '4D_SMALL', [['2'], ['0'], ['5'], ['0']], sea4d, 0],
  ['SEA4D', '4D_IBOX', [['4'], ['3'], ['2'], ['1']], sea4d, 1_041_666],
  // 1000 has 4 orderings; 0001 (3rd) is one: 5,000,000 / 4.
  ['SEA4D', '4D_IBOX', [['1'], ['0'], ['0'], ['0']], sea4d, 1_250_000],
  // 2050 orders 0025 … 5200: 2050 itself (starter) pays 1,800,000 / 12.
  ['SEA4D', '4D_IBOX', [['0'], ['5'], ['2'], ['0']], sea4d, 150_000],
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['1'], ['2'], ['3'], ['4'], ['5']],
    ['12345', '11111', '22222'],
    300_000_000,
  ],
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['9'], ['2'], ['3'], ['4'], ['5']],
    ['12345', '11111', '22222'],
    7_000_000,
  ],
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['9'], ['9'], ['3'], ['4'], ['5']],
    ['12345', '11111', '22222'],
    600_000,
  ],
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['9'], ['9'], ['9'], ['4'], ['5']],
    ['12345', '11111', '22222'],
    60_000,
  ],
  ['SEA5D', '5D_STRAIGHT', [['9'], ['9'], ['9'], ['9'], ['5']], ['12345', '11111', '22222'], 0],
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['2'], ['2'], ['2'], ['2'], ['2']],
    ['12345', '11111', '22222'],
    50_000_000,
  ],
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['1'], ['1'], ['3'], ['4'], ['5']],
    ['12345', '11345', '22222'],
    100_600_000, // 2nd, and its last 3 digits (not 4) are the 1st's
  ],
  // The 2nd prize, sharing its last 4 digits with the 1st: both pay.
  [
    'SEA5D',
    '5D_STRAIGHT',
    [['0'], ['2'], ['3'], ['4'], ['5']],
    ['12345', '02345', '22222'],
    107_000_000,
  ],
  ['SEA6D', '6D_STRAIGHT', [['1'], ['2'], ['3'], ['4'], ['5'], ['6']], ['123456'], 2_000_000_000],
  ['SEA6D', '6D_STRAIGHT', [['0'], ['2'], ['3'], ['4'], ['5'], ['6']], ['123456'], 60_000_000],
  ['SEA6D', '6D_STRAIGHT', [['1'], ['2'], ['3'], ['4'], ['5'], ['0']], ['123456'], 60_000_000],
  ['SEA6D', '6D_STRAIGHT', [['1'], ['2'], ['3'], ['4'], ['0'], ['0']], ['123456'], 6_000_000],
  ['SEA6D', '6D_STRAIGHT', [['0'], ['0'], ['0'], ['4'], ['5'], ['6']], ['123456'], 600_000],
  ['SEA6D', '6D_STRAIGHT', [['1'], ['2'], ['0'], ['0'], ['5'], ['6']], ['123456'], 50_000],
  ['SEA6D', '6D_STRAIGHT', [['0'], ['2'], ['0'], ['0'], ['5'], ['0']], ['123456'], 0],
  // 45 ends the special, a 6th and the last 7th prize: three appearances; 99 ends none.
  ['VN_NORTH', 'VN_LO2', [['45', '99']], north, 2_250_000],
  ['VN_NORTH', 'VN_LO3', [['3'], ['4'], ['5']], north, 13_000_000], // special and a 6th
  ['VN_NORTH', 'VN_LO4', [['2'], ['3'], ['4'], ['5']], north, 55_000_000],
  ['VN_NORTH', 'VN_DE', [['45', '44']], north, 800_000],
  ['VN_NORTH', 'VN_DAU', [['4', '5']], north, 80_000],
  ['VN_NORTH', 'VN_DUOI', [['4', '5']], north, 80_000],
  // 45 and 07 (50,007) appear; 46 does not: of C(3, 2) pairs only {45, 07} wins.
  ['VN_NORTH', 'VN_XIEN2', [['45', '07', '46']], north, 125_000],
  ['VN_NORTH', 'VN_XIEN3', [['45', '07', '14', '46']], north, 560_000],
  ['VN_NORTH', 'VN_XIEN4', [['45', '07', '14', '21']], north, 2_600_000],
  ['VN_SOUTH', 'VN_LO2', [['54']], south, 1_500_000], // the special and 10,154
  ['VN_SOUTH', 'VN_DE', [['54']], south, 800_000],
  ['VN_SOUTH', 'VN_XIEN2', [['54', '11']], south, 260_000],
];

describe('betWinBp known cases', () => {
  it.each(cases)('%s %s %j', (family, id, selection, result, expected) => {
    expect(betWinBp(family, id, selection, result)).toBe(expected);
  });
});

describe('betExposures', () => {
  it('names each picked option with its most return', () => {
    expect(betExposures('SSC', 'SSC_POS', [['7', '1'], [], [], [], ['0']])).toEqual([
      { key: 'SSC_POS:pos1:7', winBp: 98_000 },
      { key: 'SSC_POS:pos1:1', winBp: 98_000 },
      { key: 'SSC_POS:pos5:0', winBp: 98_000 },
    ]);
    expect(betExposures('SSC', 'SSC_DT', [['TIGER', 'TIE']])).toEqual([
      { key: 'SSC_DT:result:TIGER', winBp: 21_700 },
      { key: 'SSC_DT:result:TIE', winBp: 90_000 },
    ]);
    expect(betExposures('PK10', 'PK10_SUM', [['3']])).toEqual([
      { key: 'PK10_SUM:sum:3', winBp: 436_500 },
    ]);
    expect(betExposures('LF', 'LF_SINGLE', [['6']])).toEqual([
      { key: 'LF_SINGLE:number:6', winBp: 40_000 },
    ]);
    expect(betExposures('SSC', 'SSC_FRONT3', [['1', '2'], ['3'], ['4']])).toHaveLength(4);
  });

  it('bounds combination bets by all their winning tickets', () => {
    // Of 7 numbers any 2: at most 5 are drawn, C(5, 2) = 10 winning tickets.
    const any2 = betExposures('11X5', '11X5_ANY2', [['01', '02', '03', '04', '05', '06', '07']]);
    expect(any2).toHaveLength(7);
    expect(any2[0]).toEqual({ key: '11X5_ANY2:numbers:01', winBp: 10 * 53_900 });
    const xien = betExposures('VN_SOUTH', 'VN_XIEN4', [['00', '01', '02', '03', '04']]);
    expect(xien[4]).toEqual({ key: 'VN_XIEN4:numbers:04', winBp: 5 * 12_500_000 });
  });

  it('keys SEA bets by their number and lô bets by one appearance', () => {
    expect(betExposures('SEA4D', '4D_BIG', [['0'], ['4'], ['2'], ['7']])).toEqual([
      { key: '4D_BIG:number:0427', winBp: 25_000_000 },
    ]);
    // 1234's 24 orderings could take every prize: the 23 best i-Box pays.
    const ibox = betExposures('SEA4D', '4D_IBOX', [['1'], ['2'], ['3'], ['4']]);
    expect(ibox).toEqual([
      {
        key: '4D_IBOX:number:1234',
        winBp: 1_041_666 + 416_666 + 208_333 + 10 * 75_000 + 10 * 25_000,
      },
    ]);
    expect(betExposures('SEA4D', '4D_IBOX', [['1'], ['1'], ['1'], ['2']])[0]!.winBp).toBe(
      6_250_000 + 2_500_000 + 1_250_000 + 450_000,
    );
    expect(
      betExposures('SEA6D', '6D_STRAIGHT', [['0'], ['0'], ['0'], ['0'], ['0'], ['1']]),
    ).toEqual([{ key: '6D_STRAIGHT:number:000001', winBp: 2_000_000_000 }]);
    expect(betExposures('VN_NORTH', 'VN_LO2', [['00', '42']])).toEqual([
      { key: 'VN_LO2:numbers:00', winBp: 750_000 },
      { key: 'VN_LO2:numbers:42', winBp: 750_000 },
    ]);
    expect(betExposures('VN_NORTH', 'VN_LO3', [['1'], ['2', '3'], ['4']])).toEqual([
      { key: 'VN_LO3:digit1:1', winBp: 6_500_000 },
      { key: 'VN_LO3:digit2:2', winBp: 6_500_000 },
      { key: 'VN_LO3:digit2:3', winBp: 6_500_000 },
      { key: 'VN_LO3:digit3:4', winBp: 6_500_000 },
    ]);
  });
});
