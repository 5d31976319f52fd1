import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, normalizePayeeName, payeeNameMatches } from './answers';
import { chooseMethod } from './service';

const member = {
  mobile: '+5511912345678',
  email: 'maria@example.com',
  payeeName: 'José da Silva',
  totpEnabled: false,
  totpSecret: null,
};

describe('new-IP verification rules', () => {
  it('masks the destination so the member recognises it and nobody else learns it', () => {
    expect(maskMobile('+5511912344321')).toBe('+55 •••••••4321');
    expect(maskEmail('maria@example.com')).toBe('m•••@example.com');
    expect(maskEmail('broken')).toBe('•••');
  });

  it('compares bank account names without case, accents or extra spaces', () => {
    expect(normalizePayeeName('  JOSÉ   da  Sílva ')).toBe('jose da silva');
    expect(payeeNameMatches('José da Silva', 'jose DA silva')).toBe(true);
    expect(payeeNameMatches('José da Silva', 'Jose Silva')).toBe(false);
    expect(payeeNameMatches(null, '')).toBe(false);
    expect(payeeNameMatches('   ', '')).toBe(false);
  });

  it.each([
    ['MOBILE', true, member, 'MOBILE'],
    ['EMAIL', true, member, 'EMAIL'],
    ['BANK_NAME', true, member, 'BANK_NAME'],
    ['OFF', true, { ...member, totpEnabled: true, totpSecret: 'S' }, null],
    ['MOBILE', true, { ...member, totpEnabled: true, totpSecret: 'S' }, 'TOTP'],
    ['MOBILE', false, { ...member, totpEnabled: true, totpSecret: 'S' }, 'MOBILE'],
    ['TOTP', true, member, 'MOBILE'],
    ['EMAIL', true, { ...member, email: null }, 'MOBILE'],
    ['MOBILE', true, { ...member, mobile: null }, 'EMAIL'],
    ['MOBILE', true, { ...member, mobile: null, email: null }, 'BANK_NAME'],
    ['BANK_NAME', true, { ...member, payeeName: null }, 'MOBILE'],
    ['MOBILE', true, { ...member, mobile: null, email: null, payeeName: null }, null],
  ] as const)('case %#: method %s, preferTotp %s', (method, preferTotp, m, expected) => {
    expect(chooseMethod({ method, preferTotp }, m)).toBe(expected);
  });
});
