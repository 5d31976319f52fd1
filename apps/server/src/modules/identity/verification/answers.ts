import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { sameText } from '../../../lib/secure-random';

/** Masks that let a member recognise a destination without revealing it (identity-api.md). */
export function maskMobile(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164.replace(/^\+/, '');
  const prefix = parsed ? `+${parsed.countryCallingCode} ` : '';
  return `${prefix}${'•'.repeat(Math.max(national.length - 4, 2))}${national.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * Bank account names are typed from memory: case, accents and spacing must not matter
 * ("José  da Silva" = "jose da silva").
 */
export function normalizePayeeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

export function payeeNameMatches(stored: string | null, answer: string): boolean {
  if (!stored) return false;
  const expected = normalizePayeeName(stored);
  return expected !== '' && sameText(expected, normalizePayeeName(answer));
}
