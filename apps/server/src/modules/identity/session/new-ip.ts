import type { Db } from '../../../db/client';
import type { MemberRow } from '../member/repository';

export type NewIpContext = {
  db: Db;
  member: MemberRow;
  ip: string;
  remember: boolean;
  /** The login would force a password change; the session after the check must too. */
  mustChangePassword?: boolean;
};

/**
 * Called by the password login after the password proved right and before a session
 * starts, only when the member has never logged in from this IP. To demand a second
 * factor it throws `AppError('LOGIN_VERIFICATION_REQUIRED', …, { challengeId, method,
 * target })`; returning lets the login go on. The verification module supplies the real
 * one (the identity plugin wires it).
 */
export type BeforeSessionForNewIp = (context: NewIpContext) => Promise<void>;
