import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads Portuguese notation', () => {
    expect(parseAmount('50', 'pt')).toBe(5_000);
    expect(parseAmount('50,5', 'pt')).toBe(5_050);
    expect(parseAmount('1.234,56', 'pt')).toBe(123_456);
    expect(parseAmount('R$ 10,00', 'pt')).toBe(1_000);
    expect(parseAmount('0,01', 'pt')).toBe(1);
    expect(parseAmount('0,29', 'pt')).toBe(29);
    expect(parseAmount(' 1.234,56 ', 'pt')).toBe(123_456);
    expect(parseAmount('1234,56', 'pt')).toBe(123_456);
  });

  it('reads English notation', () => {
    expect(parseAmount('1,234.56', 'en')).toBe(123_456);
    expect(parseAmount('19.99', 'en')).toBe(1_999);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const text of ['', 'abc', '-5', '1,234', '10,999', '1.2.3', '5e3', '12,3.4', '12,345,6']) {
      expect(parseAmount(text, 'pt'), text).toBeNull();
    }
    expect(parseAmount('10.999', 'en')).toBeNull();
    expect(parseAmount('10,5', 'en')).toBeNull();
    expect(parseAmount('1.234,56', 'en')).toBeNull();
  });

  it('writes amounts back as typed', () => {
    expect(amountInputText(5_000, 'pt')).toBe('50');
    expect(amountInputText(5_050, 'pt')).toBe('50,50');
    expect(amountInputText(5_050, 'en')).toBe('50.50');
  });
});
