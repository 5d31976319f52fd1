import { describe, expect, it } from 'vitest';
import { GameInputError } from '../errors';
import { simulationUniforms } from '../test-support/simulation-uniforms';
import { betTypesOf, findBetType } from './bet-types';
import { betExposures, betUnits, betWinBp, MAX_BET_UNITS, quickPick } from './settle';
import { lotteryFamilies, type LotteryFamily, type LotterySelection } from './types';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof GameInputError ? error.code : 'not a GameInputError';
  }
  return 'accepted';
}

const everyBetType = lotteryFamilies.flatMap((family) =>
  betTypesOf(family).map((def) => [family, def.id] as const),
);

describe('bet type definitions', () => {
  it.each(lotteryFamilies)('%s has 4 to 9 bet types with sound rows and pay tables', (family) => {
    const defs = betTypesOf(family);
    expect(defs.length).toBeGreaterThanOrEqual(1);
    expect(defs.length).toBeLessThanOrEqual(9);
    expect(new Set(defs.map((d) => d.id)).size).toBe(defs.length);
    for (const def of defs) {
      expect(def.family).toBe(family);
      expect(def.id.length).toBeLessThanOrEqual(24);
      expect(def.rows.length).toBeGreaterThanOrEqual(1);
      expect(def.rows.length).toBeLessThanOrEqual(10);
      for (const row of def.rows) {
        expect(new Set(row.options).size).toBe(row.options.length);
        expect(row.options.length).toBeLessThanOrEqual(100);
        for (const option of row.options) expect(option.length).toBeLessThanOrEqual(8);
        expect(row.min).toBeGreaterThanOrEqual(0);
        expect(row.max).toBeGreaterThanOrEqual(Math.max(row.min, 1));
        expect(row.max).toBeLessThanOrEqual(row.options.length);
      }
      for (const pay of Object.values(def.payTable)) {
        expect(Number.isInteger(pay)).toBe(true);
        expect(pay).toBeGreaterThan(10_000);
        expect(pay).toBeLessThan(2 ** 31);
      }
      expect(def.rtp).toBeGreaterThan(0.5);
      expect(def.rtp).toBeLessThan(0.99);
      for (const rtp of Object.values(def.rtpByOption ?? {})) {
        expect(rtp).toBeGreaterThan(0.5);
        expect(rtp).toBeLessThanOrEqual(def.rtp + 1e-12);
      }
    }
  });

  it('finds a bet type of its family only', () => {
    expect(findBetType('SSC', 'SSC_POS')?.id).toBe('SSC_POS');
    expect(findBetType('PK10', 'SSC_POS')).toBeUndefined();
    expect(findBetType('VN_SOUTH', 'VN_LO2')?.family).toBe('VN_SOUTH');
  });
});

describe('quickPick', () => {
  it.each(everyBetType)('%s %s: always valid, with the fewest units', (family, id) => {
    const random = simulationUniforms(id.length * 7919);
    const def = findBetType(family, id)!;
    const unitsSeen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const selection = quickPick(family, id, random);
      unitsSeen.add(betUnits(family, id, selection));
      expect(betWinBp(family, id, selection, sampleResult(family))).toBeGreaterThanOrEqual(0);
      def.rows.forEach((row, r) =>
        expect(selection[r]!.length).toBeLessThanOrEqual(Math.max(row.min, 1)),
      );
    }
    expect(unitsSeen.size).toBe(1);
  });
});

function sampleResult(family: LotteryFamily): string[] {
  const results: Record<LotteryFamily, string[]> = {
    SSC: ['1', '2', '3', '4', '5'],
    PK10: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'],
    '11X5': ['01', '02', '03', '04', '05'],
    LF: ['1', '2', '3'],
    LHC: ['01', '02', '03', '04', '05', '06', '07'],
    SEA4D: Array.from({ length: 23 }, (_, i) => String(1000 + i)),
    SEA5D: ['12345', '23456', '34567'],
    SEA6D: ['123456'],
    VN_NORTH: Array.from({ length: 27 }, (_, i) => String(10_000 + i)),
    VN_SOUTH: Array.from({ length: 18 }, (_, i) => String(100_000 + i)),
  };
  return results[family];
}

describe('betUnits refusals', () => {
  const cases: [LotteryFamily, string, unknown, string][] = [
    ['SSC', 'NOPE', [['1']], 'BET_TYPE_UNKNOWN'],
    ['PK10', 'SSC_POS', [[], [], [], [], []], 'BET_TYPE_UNKNOWN'],
    ['SSC', 'SSC_POS', [[], [], [], [], []], 'SELECTION_INVALID'], // no pick at all
    ['SSC', 'SSC_POS', [['1'], [], [], []], 'SELECTION_INVALID'], // a row missing
    ['SSC', 'SSC_POS', [['1'], [], [], [], [], []], 'SELECTION_INVALID'], // a row too many
    ['SSC', 'SSC_POS', [['1', '1'], [], [], [], []], 'SELECTION_INVALID'], // repeated
    ['SSC', 'SSC_POS', [['10'], [], [], [], []], 'SELECTION_INVALID'], // unknown option
    ['SSC', 'SSC_POS', [[1], [], [], [], []], 'SELECTION_INVALID'], // not a string
    ['SSC', 'SSC_POS', ['1', [], [], [], []], 'SELECTION_INVALID'], // a row not a list
    ['SSC', 'SSC_POS', null, 'SELECTION_INVALID'],
    ['SSC', 'SSC_FRONT3', [['1'], ['2'], []], 'SELECTION_INVALID'], // under the row minimum
    ['11X5', '11X5_ANY3', [['01', '02']], 'SELECTION_INVALID'],
    ['PK10', 'PK10_TOP2', [['01'], ['01']], 'SELECTION_INVALID'], // no ordered pair
    ['SEA4D', '4D_BIG', [['1'], ['2'], ['3'], ['4', '5']], 'SELECTION_INVALID'], // over max
    ['SEA4D', '4D_IBOX', [['7'], ['7'], ['7'], ['7']], 'SELECTION_INVALID'], // one ordering
    [
      'VN_NORTH',
      'VN_XIEN2',
      [['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10']],
      'SELECTION_INVALID',
    ],
    ['VN_NORTH', 'VN_LO4', [digits(), digits(), digits(), digits()], 'TOO_MANY_UNITS'], // 200,000
    ['LF', 'LF_SUM', [['3']], 'SELECTION_INVALID'], // 3 is a triple, not a sum bet
  ];
  it.each(cases)('%s %s %j: %s', (family, id, selection, code) => {
    expect(refusal(() => betUnits(family, id, selection as LotterySelection))).toBe(code);
    if (code !== 'TOO_MANY_UNITS') {
      expect(
        refusal(() => betWinBp(family, id, selection as LotterySelection, sampleResult(family))),
      ).toBe(code);
      expect(refusal(() => betExposures(family, id, selection as LotterySelection))).toBe(code);
    }
  });

  it('counts units', () => {
    expect(betUnits('SSC', 'SSC_POS', [['1', '2'], [], ['3'], [], []])).toBe(3);
    expect(betUnits('SSC', 'SSC_FRONT3', [['1', '2'], ['3', '4', '5'], ['6']])).toBe(6);
    expect(
      betUnits('PK10', 'PK10_TOP2', [
        ['01', '02'],
        ['01', '02', '03'],
      ]),
    ).toBe(4);
    expect(betUnits('11X5', '11X5_ANY2', [['01', '02', '03', '04']])).toBe(6);
    expect(betUnits('VN_NORTH', 'VN_LO2', [['00', '99']])).toBe(54);
    expect(betUnits('VN_SOUTH', 'VN_LO2', [['00', '99']])).toBe(36);
    expect(betUnits('VN_NORTH', 'VN_LO3', [['1'], ['2', '3'], ['4']])).toBe(46);
    expect(betUnits('VN_SOUTH', 'VN_LO4', [['1'], ['2'], ['3'], ['4']])).toBe(16);
    expect(betUnits('VN_NORTH', 'VN_XIEN3', [['00', '01', '02', '03', '04']])).toBe(10);
    expect(betUnits('SEA4D', '4D_IBOX', [['1'], ['1'], ['2'], ['2']])).toBe(1);
    // The largest lô 4 allowed: 5,000 numbers × 20 = the maximum exactly.
    const half = ['0', '1', '2', '3', '4'];
    expect(betUnits('VN_NORTH', 'VN_LO4', [digits(), digits(), digits(), half])).toBe(
      MAX_BET_UNITS,
    );
  });
});

function digits(): string[] {
  return ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
}
