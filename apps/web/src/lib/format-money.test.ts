import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

// Intl separates the symbol with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('shows two decimals and thousands separators in Portuguese', () => {
    expect(plain(formatMoney(1_000_000, 'pt', 'BRL'))).toBe('R$ 10.000,00');
    expect(plain(formatMoney(5, 'pt', 'BRL'))).toBe('R$ 0,05');
    expect(formatMoney(123_456_789, 'pt')).toBe('1.234.567,89');
  });

  it('uses English separators in English', () => {
    expect(plain(formatMoney(1_000_000, 'en', 'BRL'))).toBe('R$10,000.00');
    expect(formatMoney(0, 'en')).toBe('0.00');
  });
});
