import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { quotaRefusal, quotaWindow } from '../../../lib/quota';
import { hitCounter, releaseCounter, type RateWindow } from '../../../lib/rate-counter';
import { verifyPassword } from '../member/passwords';
import { identityQuotas } from '../quotas';
import type { MemberRow } from '../member/repository';
import { verifyTotp } from '../verification/totp';
import { invalidCredentials, underLoginLimits } from './login-limits';

/**
 * Step-up: the member behind a live session proves, now, that they know the password
 * before a sensitive change. Wrong guesses count against the login failure limits, so a
 * stolen session cannot try passwords without end. Throws INVALID_CREDENTIALS (or the
 * limits' own errors); callers may name the failure in their own terms.
 */
export async function confirmPassword(
  db: Db,
  member: MemberRow,
  password: string,
  ip: string,
): Promise<void> {
  await underLoginLimits(db, member.account, ip, async () => {
    if (!(await verifyPassword(member.passwordHash, password))) throw invalidCredentials();
  });
}

/** Step-up proofs per member in 15 minutes, counted as they start, given back when right. */
export const MAX_STEP_UP_FAILURES = identityQuotas.stepUpProofs.max;
const stepUpWindow = (memberId: number): RateWindow =>
  quotaWindow(identityQuotas.stepUpProofs, memberId);

/**
 * S10: binding a second factor or changing a payout account needs a fresh proof, so a
 * stolen session alone cannot lock the owner out or redirect the money. The proof is the
 * login password (never a temporary one: that proves the mailbox, not the account), or
 * the authenticator's current code when one is bound (each code once). Every attempt takes
 * a slot of the member's step-up counter first (one atomic increment, so a burst cannot
 * slip under it) and gives it back only when right: more than 10 wrong in 15 minutes → 429
 * RATE_LIMITED. A wrong proof → 400 STEP_UP_FAILED; the caller has changed nothing yet.
 */
export async function confirmStepUp(db: Db, member: MemberRow, proof: string): Promise<void> {
  const window = stepUpWindow(member.id);
  if ((await hitCounter(db, window)) > MAX_STEP_UP_FAILURES) {
    await releaseCounter(db, window);
    throw quotaRefusal(identityQuotas.stepUpProofs, member.id);
  }
  if (!(await proofHolds(db, member, proof))) {
    throw new AppError('STEP_UP_FAILED', `member ${member.id}`);
  }
  await releaseCounter(db, window);
}

async function proofHolds(db: Db, member: MemberRow, proof: string): Promise<boolean> {
  if (member.totpEnabled && member.totpSecret && /^\d{6}$/.test(proof)) {
    if (await verifyTotp(db, member.id, member.totpSecret, proof)) return true;
  }
  return verifyPassword(member.passwordHash, proof);
}

/**
 * The payment password (spec §5: 6 digits) before money leaves a wallet by transfer. It
 * shares the step-up counter, so guesses are limited the same way: more than 10 wrong in 15
 * minutes → 429. PAYMENT_PASSWORD_NOT_SET when the member has none yet.
 */
export async function confirmPaymentPassword(
  db: Db,
  member: MemberRow,
  paymentPassword: string,
): Promise<void> {
  if (!member.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  const window = stepUpWindow(member.id);
  if ((await hitCounter(db, window)) > MAX_STEP_UP_FAILURES) {
    await releaseCounter(db, window);
    throw quotaRefusal(identityQuotas.stepUpProofs, member.id);
  }
  if (!(await verifyPassword(member.paymentPasswordHash, paymentPassword))) {
    throw new AppError('PAYMENT_PASSWORD_WRONG', `member ${member.id}`);
  }
  await releaseCounter(db, window);
}
