import type { WithdrawalStatus } from '@openlobby/contract';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, withdrawal } from '../../db/schema';

export type WithdrawalRow = typeof withdrawal.$inferSelect;

/** A new request as stored: its payout account's key is copied, so removing it keeps this. */
export type NewWithdrawal = {
  memberId: number;
  requestId: string;
  amount: number;
  payoutAccountId: number;
  pixKeyType: string;
  pixKey: string;
  payeeName: string;
};

/** Stores a pending request; null when the member already used this `requestId`. */
export async function insertWithdrawal(db: Db, values: NewWithdrawal) {
  const [row] = await db
    .insert(withdrawal)
    .values(values)
    .onConflictDoNothing({ target: [withdrawal.memberId, withdrawal.requestId] })
    .returning();
  return row ?? null;
}

export async function withdrawalByRequestId(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(withdrawal)
    .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.requestId, requestId)));
  return row;
}

export async function withdrawalById(db: Db, id: number) {
  const [row] = await db.select().from(withdrawal).where(eq(withdrawal.id, id));
  return row;
}

/** A member's requests, newest first. */
export function memberWithdrawals(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(withdrawal)
    .where(eq(withdrawal.memberId, memberId))
    .orderBy(desc(withdrawal.id))
    .limit(limit);
}

/**
 * pending → approved in one conditional update: of two racing settlements one gets the row,
 * the other nothing.
 */
export async function claimForApproval(db: Db, id: number) {
  const [row] = await db
    .update(withdrawal)
    .set({ status: 'approved', settledBy: 'operator', settledAt: sql`now()` })
    .where(and(eq(withdrawal.id, id), eq(withdrawal.status, 'pending')))
    .returning();
  return row;
}

/** Records the gateway's reference of the payout, unless one is recorded already. */
export async function recordPayoutReference(db: Db, id: number, reference: string) {
  await db
    .update(withdrawal)
    .set({ payoutReference: reference, paidAt: sql`now()` })
    .where(and(eq(withdrawal.id, id), isNull(withdrawal.payoutReference)));
}

/**
 * pending → rejected|cancelled in one conditional update (only the member's own request
 * when `memberId` is given); null when the request is not pending (or not theirs).
 */
export async function settlePending(
  db: Db,
  id: number,
  change: { status: 'rejected' | 'cancelled'; reason: string | null; settledBy: string },
  memberId?: number,
) {
  const [row] = await db
    .update(withdrawal)
    .set({ ...change, settledAt: sql`now()` })
    .where(and(eq(withdrawal.id, id), eq(withdrawal.status, 'pending'), ...mine(memberId)))
    .returning();
  return row ?? null;
}

/** The status of a request (of this member's, when `memberId` is given). */
export async function withdrawalStatus(db: Db, id: number, memberId?: number) {
  const [row] = await db
    .select({ status: withdrawal.status })
    .from(withdrawal)
    .where(and(eq(withdrawal.id, id), ...mine(memberId)));
  return row;
}

const mine = (memberId: number | undefined) =>
  memberId === undefined ? [] : [eq(withdrawal.memberId, memberId)];

/** Requests for the operator, newest first, with the member's account name. */
export function operatorWithdrawals(
  db: Db,
  filter: { status?: WithdrawalStatus | undefined; id?: number | undefined; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(withdrawal.status, filter.status));
  if (filter.id !== undefined) conditions.push(eq(withdrawal.id, filter.id));
  return db
    .select({ w: withdrawal, account: member.account })
    .from(withdrawal)
    .innerJoin(member, eq(member.id, withdrawal.memberId))
    .where(and(...conditions))
    .orderBy(desc(withdrawal.id))
    .limit(filter.limit);
}

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
