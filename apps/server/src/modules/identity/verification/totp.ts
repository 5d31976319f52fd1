import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../../db/client';
import { forgetTotpStepsBefore, spendTotpStep } from './totp-repository';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30 s (identity-api.md). */
const PERIOD = 30;

function totpFor(secret: string, label = 'member') {
  return new TOTP({
    issuer: 'OpenLobby',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  // 20 bytes = 160 bits, the size RFC 4226 recommends for SHA-1.
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, account: string): string {
  return totpFor(secret, account).toString();
}

/** Test helper and clock-skew reasoning: the code an app shows at `timestamp`. */
export function totpCodeAt(secret: string, timestamp: number): string {
  return totpFor(secret).generate({ timestamp });
}

/**
 * Checks a code against the current step ±1 (clock drift) and spends that step for the
 * member: the same code, or any code of an already used step, is refused (replay).
 */
export async function verifyTotp(
  db: Db,
  memberId: number,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  const spent = await spendTotpStep(db, memberId, step);
  // Steps older than the window can never be accepted again; forget them.
  await forgetTotpStepsBefore(db, memberId, step - 2);
  return spent;
}
