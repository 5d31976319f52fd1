import type { TotpEnrolment } from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { takeQuota } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { disableTotp, enableTotp, setTotpSecret, type MemberRow } from '../member/repository';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

/**
 * Enrolling and removing an authenticator app. A new secret only takes effect once the
 * member proves the app shows its codes; removing one needs a current code, so a stolen
 * session alone cannot switch the second factor off.
 */

/** 5 wrong codes per member per 15 minutes: three valid codes in a million must stay unguessable. */
async function limitGuesses(db: Db, memberId: number) {
  await takeQuota(db, identityQuotas.totpGuesses, memberId);
}

export async function startTotpEnrolment(db: Db, m: MemberRow): Promise<TotpEnrolment> {
  if (m.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
  const secret = newTotpSecret();
  await setTotpSecret(db, m.id, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, m.account) };
}

export async function confirmTotpEnrolment(db: Db, m: MemberRow, code: string, now = Date.now()) {
  if (m.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
  if (!m.totpSecret) throw new AppError('VALIDATION_FAILED', 'no enrolment started');
  await limitGuesses(db, m.id);
  if (!(await verifyTotp(db, m.id, m.totpSecret, code, now))) {
    throw new AppError('VERIFICATION_FAILED', 'wrong TOTP code at confirm');
  }
  await enableTotp(db, m.id);
}

export async function removeTotp(db: Db, m: MemberRow, code: string, now = Date.now()) {
  if (!m.totpEnabled || !m.totpSecret) {
    throw new AppError('VALIDATION_FAILED', 'no authenticator enabled');
  }
  await limitGuesses(db, m.id);
  if (!(await verifyTotp(db, m.id, m.totpSecret, code, now))) {
    throw new AppError('VERIFICATION_FAILED', 'wrong TOTP code at removal');
  }
  await disableTotp(db, m.id);
}
