import {
  MAX_PAYOUT_ACCOUNTS,
  normalizePayeeName,
  normalizePixKey,
  type PayoutAccount,
  type PayoutAccountInput,
  type PixKeyType,
} from '@openlobby/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, payoutAccount } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Row = typeof payoutAccount.$inferSelect;

export const payoutAccountOf = (r: Row): PayoutAccount => ({
  id: r.id,
  method: 'PIX',
  pixKeyType: r.pixKeyType as PixKeyType,
  pixKey: r.pixKey,
  payeeName: r.payeeName,
  createdAt: r.createdAt.toISOString(),
});

export async function listPayoutAccounts(db: Db, memberId: number): Promise<PayoutAccount[]> {
  const rows = await db
    .select()
    .from(payoutAccount)
    .where(eq(payoutAccount.memberId, memberId))
    .orderBy(asc(payoutAccount.id));
  return rows.map(payoutAccountOf);
}

export async function findPayoutAccount(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(payoutAccount)
    .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId)));
  return row ?? null;
}

/**
 * Saves a PIX key after checking it for its type. The member row is locked while the
 * accounts are counted, so two saves at once cannot both slip under the limit.
 */
export async function addPayoutAccount(
  db: Db,
  memberId: number,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (!pixKey) throw new AppError('PIX_KEY_INVALID', `${input.pixKeyType} key`);
  const payeeName = normalizePayeeName(input.payeeName);
  if (!payeeName) throw new AppError('PAYEE_NAME_INVALID');
  return db.transaction(async (tx) => {
    await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
    const [counted] = await tx
      .select({ n: count() })
      .from(payoutAccount)
      .where(eq(payoutAccount.memberId, memberId));
    if ((counted?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new AppError('PAYOUT_ACCOUNT_LIMIT');
    const [row] = await tx
      .insert(payoutAccount)
      .values({ memberId, pixKeyType: input.pixKeyType, pixKey, payeeName })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('PAYOUT_ACCOUNT_EXISTS');
    return payoutAccountOf(row);
  });
}

/** Removes one of the member's accounts; past requests keep their copy of the key. */
export async function removePayoutAccount(db: Db, memberId: number, id: number): Promise<void> {
  const removed = await db
    .delete(payoutAccount)
    .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId)))
    .returning({ id: payoutAccount.id });
  if (removed.length === 0) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND', `account ${id}`);
}
