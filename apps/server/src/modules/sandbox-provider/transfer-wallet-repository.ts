import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxRound } from '../../db/schema/in-house';
import { sandboxTransferVendor, sandboxTransferWallet } from '../../db/schema/transfer-wallets';

export async function transferVendorCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ vendorCode: sandboxTransferVendor.vendorCode })
    .from(sandboxTransferVendor)
    .orderBy(asc(sandboxTransferVendor.vendorCode));
  return rows.map((r) => r.vendorCode);
}

export async function isTransferVendor(db: Db, vendorCode: string): Promise<boolean> {
  const [row] = await db
    .select({ vendorCode: sandboxTransferVendor.vendorCode })
    .from(sandboxTransferVendor)
    .where(eq(sandboxTransferVendor.vendorCode, vendorCode));
  return row !== undefined;
}

export async function setTransferVendor(db: Db, vendorCode: string, on: boolean): Promise<void> {
  if (on) {
    await db.insert(sandboxTransferVendor).values({ vendorCode }).onConflictDoNothing();
  } else {
    await db.delete(sandboxTransferVendor).where(eq(sandboxTransferVendor.vendorCode, vendorCode));
  }
}

/** Every wallet row of a member, whatever the vendor's mode now. */
export function memberWalletRows(db: Db, memberId: number) {
  return db
    .select({
      vendorCode: sandboxTransferWallet.vendorCode,
      balance: sandboxTransferWallet.balance,
    })
    .from(sandboxTransferWallet)
    .where(eq(sandboxTransferWallet.memberId, memberId));
}

export async function walletBalance(db: Db, vendorCode: string, memberId: number) {
  const [row] = await db
    .select({ balance: sandboxTransferWallet.balance })
    .from(sandboxTransferWallet)
    .where(
      and(
        eq(sandboxTransferWallet.vendorCode, vendorCode),
        eq(sandboxTransferWallet.memberId, memberId),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * Adds `delta` to the member's wallet at a vendor in one conditional statement: never below
 * 0 nor above MAX_BALANCE (`max`); the new balance, or null when the bound refused it.
 */
export async function addToWallet(
  db: Db,
  vendorCode: string,
  memberId: number,
  delta: number,
  max: number,
): Promise<number | null> {
  if (delta > 0) {
    const rows = await db
      .insert(sandboxTransferWallet)
      .values({ vendorCode, memberId, balance: delta })
      .onConflictDoUpdate({
        target: [sandboxTransferWallet.vendorCode, sandboxTransferWallet.memberId],
        set: { balance: sql`${sandboxTransferWallet.balance} + ${delta}`, updatedAt: sql`now()` },
        setWhere: sql`${sandboxTransferWallet.balance} + ${delta} <= ${max}`,
      })
      .returning({ balance: sandboxTransferWallet.balance });
    return rows[0]?.balance ?? null;
  }
  const rows = await db
    .update(sandboxTransferWallet)
    .set({ balance: sql`${sandboxTransferWallet.balance} + ${delta}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(sandboxTransferWallet.vendorCode, vendorCode),
        eq(sandboxTransferWallet.memberId, memberId),
        sql`${sandboxTransferWallet.balance} + ${delta} >= 0`,
      ),
    )
    .returning({ balance: sandboxTransferWallet.balance });
  if (rows[0]) return rows[0].balance;
  // No row yet: a zero change reads 0; a debit has nothing to take from.
  return delta === 0 ? 0 : null;
}

/** A round played against the provider's own wallet, written settled in one go. */
export async function insertSettledRound(
  db: Db,
  round: typeof sandboxRound.$inferInsert,
): Promise<typeof sandboxRound.$inferSelect> {
  const [row] = await db.insert(sandboxRound).values(round).returning();
  return row!;
}
