import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * Argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1), quality bar S2.
 * `Algorithm.Argon2id` is a const enum that isolated modules cannot read; its value is 2.
 */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Stored for accounts without a password (trial, mobile without password); never matches. */
export const NO_PASSWORD = '!';

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of time, so the first unknown-account login is not slower. */
export async function warmUpPasswords(): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await dummyHash;
}

/**
 * Checks a password; with no stored hash (unknown account) it still hashes against a dummy,
 * so the reply takes as long whether or not the account exists.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored || stored === NO_PASSWORD) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let common: Promise<Set<string>> | undefined;

/** The 3,000 most common passwords (zxcvbn-ts list, by rank), loaded on first use. */
export const COMMON_PASSWORD_COUNT = 3000;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT)),
  );
  return (await common).has(password.toLowerCase());
}
