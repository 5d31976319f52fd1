import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';

describe('parseAmount', () => {
  it('reads amounts as members type them in Portuguese', () => {
    expect(parseAmount('50', 'pt')).toBe(5000);
    expect(parseAmount('50,5', 'pt')).toBe(5050);
    expect(parseAmount('0,29', 'pt')).toBe(29);
    expect(parseAmount(' 1.234,56 ', 'pt')).toBe(123456);
    expect(parseAmount('1234,56', 'pt')).toBe(123456);
  });

  it('reads amounts as members type them in English', () => {
    expect(parseAmount('1,234.56', 'en')).toBe(123456);
    expect(parseAmount('10.00', 'en')).toBe(1000);
  });

  it('refuses what is not an amount rather than guessing', () => {
    for (const text of ['', 'abc', '-5', '1,234', '10,001', '1.2.3', '12,345,6']) {
      expect(parseAmount(text, 'pt'), text).toBeNull();
    }
    expect(parseAmount('10,5', 'en')).toBeNull();
    expect(parseAmount('1.999', 'en')).toBeNull();
  });
});
