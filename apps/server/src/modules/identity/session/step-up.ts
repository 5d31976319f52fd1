import type { Db } from '../../../db/client';
import { verifyPassword } from '../member/passwords';
import type { MemberRow } from '../member/repository';
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
