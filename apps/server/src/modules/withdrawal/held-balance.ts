import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawal } from '../../db/schema';

/**
 * Money "in process": the sum of the member's pending withdrawals, in minor units. It left
 * the wallet when each request was made (ADR 017), so it is reported beside the balance,
 * not subtracted from it.
 */
export async function heldBalanceOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawal.amount}), 0)::text` })
    .from(withdrawal)
    .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.status, 'pending')));
  return Number(row?.total ?? 0);
}
