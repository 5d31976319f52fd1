import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits', () => {
  it('groups as Intl does for pt-BR and en-GB', () => {
    for (const value of [0, 7, 999, 1000, 9002, 250_000_000, 1_234_567_890]) {
      expect(groupDigits(value, 'pt')).toBe(new Intl.NumberFormat('pt-BR').format(value));
      expect(groupDigits(value, 'en')).toBe(new Intl.NumberFormat('en-GB').format(value));
    }
  });
});
