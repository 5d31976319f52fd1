import type { WithdrawalLimits } from '@openlobby/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSetting } from '../../db/schema';

/** The `system_setting` row of the bounds of one withdrawal request. */
export const WITHDRAWAL_LIMITS_KEY = 'withdrawalLimits';

/** The stored bounds as they are in the row (unchecked); undefined without a row. */
export async function readLimitsRow(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, WITHDRAWAL_LIMITS_KEY));
  return row?.value;
}

export async function writeLimitsRow(db: Db, limits: WithdrawalLimits): Promise<void> {
  await db
    .insert(systemSetting)
    .values({ key: WITHDRAWAL_LIMITS_KEY, value: limits })
    .onConflictDoUpdate({
      target: systemSetting.key,
      set: { value: limits, updatedAt: sql`now()` },
    });
}
