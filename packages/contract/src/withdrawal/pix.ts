import type { PixKeyType } from './paths';

/**
 * PIX key and payee-name checks both sides run (zod-free: the withdrawal form imports them).
 * Each returns the key as it is stored (normalized), or null when it is not valid for its
 * type, so "123.456.789-09" and "12345678909" are one key.
 */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (type) {
    case 'CPF':
      return cpfOf(value);
    case 'PHONE':
      return brazilianPhoneOf(value);
    case 'EMAIL':
      return emailOf(value);
    case 'RANDOM':
      return randomKeyOf(value);
  }
}

/** CPF: 11 digits (dots and dash allowed) whose two check digits are right. */
function cpfOf(value: string): string | null {
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  // Repeated digits pass the check-digit sums but are not issued.
  if (/^(\d)\1{10}$/.test(digits)) return null;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10])
    ? digits
    : null;
}

/**
 * A Brazilian phone as DICT stores it, `+55` + area code + number: an area code of two
 * non-zero digits, then a 9-digit mobile starting with 9 or an 8-digit landline.
 */
function brazilianPhoneOf(value: string): string | null {
  if (!/^[+\d\s().-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (value.startsWith('+') || digits.length > 11) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  }
  const valid = /^[1-9]{2}(9\d{8}|[2-8]\d{7})$/.test(digits);
  return valid ? `+55${digits}` : null;
}

/** An e-mail address of at most 77 characters (DICT's limit), stored in lower case. */
function emailOf(value: string): string | null {
  const lower = value.toLowerCase();
  return lower.length <= 77 && /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(lower)
    ? lower
    : null;
}

/** A random key (EVP): a UUID, stored in lower case. */
function randomKeyOf(value: string): string | null {
  const lower = value.toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(lower)
    ? lower
    : null;
}

/**
 * The payee's full name (spec §5 "full name with a space"): at least two words of letters
 * (accents, apostrophes and hyphens allowed), 5 to 100 characters; spaces are collapsed.
 */
export function normalizePayeeName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < 5 || name.length > 100) return null;
  return /^\p{L}[\p{L}'’-]*( \p{L}[\p{L}'’-]*)+$/u.test(name) ? name : null;
}

/** The key as a member reads it in a list: CPF and phone masked in the middle. */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'CPF':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'PHONE':
      return `${key.slice(0, 5)}*****${key.slice(-4)}`;
    default:
      return key;
  }
}
