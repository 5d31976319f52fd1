import type { TotpEnrolment } from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { takeQuota } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { disableTotp, enableTotp, setTotpSecret, type MemberRow } from '../member/repository';
import { confirmStepUp } from '../session/step-up';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

/**
 * Enrolling and removing an authenticator app. A new secret only takes effect once the
 * member proves the app shows its codes and proves, again, the password (step-up, S10),
 * so a stolen session alone cannot bind a thief's app and fail the owner's new-IP logins;
 * removing one needs a current code, so a stolen session cannot switch it off either.
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

export async function confirmTotpEnrolment(
  db: Db,
  m: MemberRow,
  input: { code: string; proof: string },
  now = Date.now(),
) {
  const { code, proof } = input;
  if (m.totpEnabled) throw new AppError('TOTP_ALREADY_ENABLED');
  if (!m.totpSecret) throw new AppError('VALIDATION_FAILED', 'no enrolment started');
  await confirmStepUp(db, m, proof);
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
