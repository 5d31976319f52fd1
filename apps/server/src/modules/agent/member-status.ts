import type { AccountStatus, OperatorMemberStatusValue } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { endAllSessions, findMemberById, setMemberStatus } from '../identity';

/**
 * The operator marks an account active, staff or closed (spec §1: staff and closed
 * accounts are non-members and cannot log in). A non-member's open sessions end at once:
 * otherwise they would keep working until they expire.
 */
export async function setAccountStatus(
  db: Db,
  id: number,
  status: AccountStatus,
): Promise<OperatorMemberStatusValue> {
  const found = await findMemberById(db, id);
  if (!found) throw new AppError('NOT_FOUND', `member ${id}`);
  await setMemberStatus(db, id, status);
  if (status !== 'active') await endAllSessions(db, id);
  return { id, account: found.account, status };
}
