import {
  DEFAULT_WITHDRAWAL_LIMITS,
  withdrawalLimitsSchema,
  type WithdrawalLimits,
} from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';

/** The `system_setting` row of the bounds of one withdrawal request. */
export const WITHDRAWAL_LIMITS_KEY = 'withdrawalLimits';

/**
 * Read at every use, uncached: requests are rare, and an operator's new bound must hold
 * for the very next request on every server process. A malformed row falls back to the
 * defaults rather than refusing every withdrawal.
 */
export async function readWithdrawalLimits(db: Db): Promise<WithdrawalLimits> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, WITHDRAWAL_LIMITS_KEY));
  const parsed = withdrawalLimitsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_WITHDRAWAL_LIMITS };
}

export async function writeWithdrawalLimits(db: Db, limits: WithdrawalLimits): Promise<void> {
  await db
    .insert(systemSetting)
    .values({ key: WITHDRAWAL_LIMITS_KEY, value: limits })
    .onConflictDoUpdate({
      target: systemSetting.key,
      set: { value: limits, updatedAt: sql`now()` },
    });
}
