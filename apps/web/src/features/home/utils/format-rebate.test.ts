import { describe, expect, it } from 'vitest';
import { formatRebate } from './format-rebate';

describe('formatRebate', () => {
  it('writes the rates as Intl percent does for pt-BR and en-GB', () => {
    for (const rate of [0, 0.008, 0.01, 0.012, 0.015, 0.1, 0.255]) {
      const intl = (locale: string) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
      expect(formatRebate(rate, 'pt')).toBe(intl('pt-BR'));
      expect(formatRebate(rate, 'en')).toBe(intl('en-GB'));
    }
  });
});
