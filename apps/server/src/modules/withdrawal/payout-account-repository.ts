import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, payoutAccount } from '../../db/schema';

export type PayoutAccountRow = typeof payoutAccount.$inferSelect;

/** A member's payout accounts, oldest first. */
export function payoutAccountsOf(db: Db, memberId: number): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccount)
    .where(eq(payoutAccount.memberId, memberId))
    .orderBy(asc(payoutAccount.id));
}

/** One of the member's payout accounts; null when it is not theirs or does not exist. */
export async function findPayoutAccount(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(payoutAccount)
    .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId)));
  return row ?? null;
}

/**
 * Locks the member's row (FOR UPDATE) until the transaction ends, so the member's account
 * saves happen one after the other.
 */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
}

export async function countPayoutAccounts(db: Db, memberId: number): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(payoutAccount)
    .where(eq(payoutAccount.memberId, memberId));
  return counted?.n ?? 0;
}

/** Saves an account; null when the member has this key already. */
export async function insertPayoutAccount(
  db: Db,
  values: { memberId: number; pixKeyType: string; pixKey: string; payeeName: string },
): Promise<PayoutAccountRow | null> {
  const [row] = await db.insert(payoutAccount).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Deletes one of the member's accounts; false when there was none to delete. */
export async function deletePayoutAccount(db: Db, memberId: number, id: number) {
  const removed = await db
    .delete(payoutAccount)
    .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId)))
    .returning({ id: payoutAccount.id });
  return removed.length > 0;
}
