import { describe, expect, it } from 'vitest';
import { findBetType } from '@openlobby/games';
import { i18n } from '../../../lib/i18n/i18n';
import { formatOdds, payKeyLabel, rowLabel, selectionText } from './labels';

const t = i18n.t.bind(i18n);

describe('lottery labels', () => {
  it('names rows, pay keys and odds the way players read them', () => {
    expect(rowLabel(t, 'pos3')).toBe('Position 3');
    expect(rowLabel(t, 'runnerUp')).toBe('Runner-up');
    expect(payKeyLabel(t, 'first/24', '4D_IBOX')).toBe('1st, a number of 24 orders');
    expect(payKeyLabel(t, 'match3', 'LF_SINGLE')).toBe('The number on all 3 dice');
    expect(payKeyLabel(t, 'match3', '6D_STRAIGHT')).toBe('3 digits (from the front or the back)');
    expect(payKeyLabel(t, 'TIE', 'SSC_DT')).toBe('Tie');
    expect(formatOdds(98_000, 'en-GB')).toBe('9.8×');
  });

  it('writes a selection by its rows, or its picks alone for a one-row bet', () => {
    const pos = findBetType('SSC', 'SSC_POS');
    expect(selectionText(t, pos, [['9'], [], ['0', '1'], [], []])).toBe(
      'Position 1: 9 · Position 3: 0 1',
    );
    expect(selectionText(t, findBetType('SSC', 'SSC_DT'), [['DRAGON', 'TIE']])).toBe('Dragon Tie');
  });
});
