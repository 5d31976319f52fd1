import { describe, expect, it } from 'vitest';
import { maskPixKey, normalizePayeeName, normalizePixKey } from './pix';

describe('PIX keys', () => {
  it('accepts a CPF with or without punctuation only when its check digits are right', () => {
    expect(normalizePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('CPF', ' 52998224725 ')).toBe('52998224725');
    expect(normalizePixKey('CPF', '529.982.247-52')).toBeNull();
    expect(normalizePixKey('CPF', '000.000.000-00')).toBeNull();
    expect(normalizePixKey('CPF', '5299822472')).toBeNull();
  });

  it('stores phones as +55 with area code; mobiles have 9 digits starting with 9', () => {
    expect(normalizePixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('PHONE', '+55 21 3456-7890')).toBe('+552134567890');
    expect(normalizePixKey('PHONE', '5511987654321')).toBe('+5511987654321');
    expect(normalizePixKey('PHONE', '11 88765-4321')).toBeNull(); // 9 digits, not a mobile
    expect(normalizePixKey('PHONE', '+1 415 555 0100')).toBeNull();
    expect(normalizePixKey('PHONE', '01 98765-4321')).toBeNull();
  });

  it('lower-cases e-mail and random keys and checks their shape', () => {
    expect(normalizePixKey('EMAIL', 'Maria.Silva@Example.com.br')).toBe(
      'maria.silva@example.com.br',
    );
    expect(normalizePixKey('EMAIL', 'maria@example')).toBeNull();
    expect(normalizePixKey('EMAIL', `${'a'.repeat(70)}@example.com`)).toBeNull();
    expect(normalizePixKey('RANDOM', '123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );
    expect(normalizePixKey('RANDOM', '123e4567e89b42d3a456426614174000')).toBeNull();
  });

  it('wants a full name of letters', () => {
    expect(normalizePayeeName('  José  da   Silva ')).toBe('José da Silva');
    expect(normalizePayeeName("Ana D'Ávila-Souza")).toBe("Ana D'Ávila-Souza");
    expect(normalizePayeeName('Maria')).toBeNull();
    expect(normalizePayeeName('Maria 2 Silva')).toBeNull();
  });

  it('masks CPF and phone for lists', () => {
    expect(maskPixKey('CPF', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('PHONE', '+5511987654321')).toBe('+5511*****4321');
  });
});
