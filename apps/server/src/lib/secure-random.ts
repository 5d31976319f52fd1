import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session, remember and slider tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored as their SHA-256 (hex), never as given. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}
