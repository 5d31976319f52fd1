import {
  DEFAULT_WITHDRAWAL_LIMITS,
  withdrawalLimitsSchema,
  type WithdrawalLimits,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { readLimitsRow, writeLimitsRow } from './limits-repository';

/**
 * Read at every use, uncached: requests are rare, and an operator's new bound must hold
 * for the very next request on every server process. A malformed row falls back to the
 * defaults rather than refusing every withdrawal.
 */
export async function readWithdrawalLimits(db: Db): Promise<WithdrawalLimits> {
  const parsed = withdrawalLimitsSchema.safeParse(await readLimitsRow(db));
  return parsed.success ? parsed.data : { ...DEFAULT_WITHDRAWAL_LIMITS };
}

export function writeWithdrawalLimits(db: Db, limits: WithdrawalLimits): Promise<void> {
  return writeLimitsRow(db, limits);
}
