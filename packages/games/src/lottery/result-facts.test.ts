import { describe, expect, it } from 'vitest';
import { betWinBp } from './settle';
import { resultFacts } from './result-facts';

describe('resultFacts', () => {
  it('reads SSC, PK10, 11X5 and LF results', () => {
    expect(resultFacts('SSC', ['7', '2', '9', '0', '5'])).toEqual({
      sum: 23,
      bigSmall: 'BIG',
      oddEven: 'ODD',
      dragonTiger: ['DRAGON'],
    });
    expect(
      resultFacts('PK10', ['03', '08', '10', '01', '05', '06', '02', '09', '07', '04']),
    ).toEqual({
      sum: 11,
      oddEven: 'ODD',
      dragonTiger: ['TIGER', 'DRAGON', 'DRAGON', 'TIGER', 'TIGER'],
    });
    expect(resultFacts('11X5', ['01', '05', '02', '07', '09'])).toEqual({
      sum: 24,
      oddEven: 'EVEN',
    });
    expect(resultFacts('LF', ['4', '4', '4'])).toEqual({ sum: 12, oddEven: 'EVEN', triple: true });
    expect(resultFacts('LF', ['3', '3', '4'])).toMatchObject({ bigSmall: 'SMALL', triple: false });
  });

  it('reads LHC colours and zodiacs, and no big/small for 49', () => {
    const facts = resultFacts('LHC', ['12', '03', '44', '25', '31', '08', '01']);
    expect(facts.bigSmall).toBe('SMALL');
    expect(facts.colours).toEqual(['RED', 'BLUE', 'GREEN', 'BLUE', 'BLUE', 'RED', 'RED']);
    expect(facts.zodiacs?.[6]).toBe('HORSE');
    expect(facts.zodiacs?.[1]).toBe('DRAGON');
    expect(resultFacts('LHC', ['12', '03', '44', '25', '31', '08', '49']).bigSmall).toBeUndefined();
  });

  it('agrees with the bets that settle on the same facts', () => {
    const result = ['0', '9', '9', '9', '3'];
    const facts = resultFacts('SSC', result);
    expect(betWinBp('SSC', 'SSC_SUM_BSOE', [[facts.bigSmall!, facts.oddEven!]], result)).toBe(
      39_200,
    );
    expect(betWinBp('SSC', 'SSC_DT', [[facts.dragonTiger![0]!]], result)).toBeGreaterThan(0);
  });

  it('reads the Vietnamese đề and nothing for SEA', () => {
    expect(resultFacts('VN_SOUTH', ['987654', '12345'])).toEqual({ de: '54' });
    expect(resultFacts('SEA6D', ['123456'])).toEqual({});
  });
});
