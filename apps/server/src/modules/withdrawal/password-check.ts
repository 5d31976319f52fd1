import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { confirmPassword, type MemberRow } from '../identity';

/**
 * A withdrawal is confirmed with the member's login password (ADR 017: no payment
 * password is stored yet). A temporary password from an e-mail reset does not count: it
 * proves access to the mailbox, not to the account. Wrong guesses count against the login
 * failure limits (identity's step-up).
 */
export async function confirmWithPassword(
  db: Db,
  member: MemberRow,
  password: string,
  ip: string,
): Promise<void> {
  try {
    await confirmPassword(db, member, password, ip);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'INVALID_CREDENTIALS') {
      throw new AppError('WITHDRAWAL_PASSWORD_INCORRECT', `member ${member.id}`);
    }
    throw error;
  }
}
