import type { ReceiptAnswer } from '@openlobby/contract';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { member, systemSetting, withdrawal, withdrawalReceiptProof } from '../../db/schema';
import type { CheckedImage } from '../../lib/image-upload';

/** The `system_setting` row of the minutes a member has to confirm a payout. */
export const RECEIPT_SETTINGS_KEY = 'withdrawalReceipt';

export async function readReceiptSettingsRow(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, RECEIPT_SETTINGS_KEY));
  return row?.value;
}

export async function writeReceiptSettingsRow(db: Db, value: { minutes: number }) {
  await db
    .insert(systemSetting)
    .values({ key: RECEIPT_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Stores the member's answer on their own paid-out request in one conditional update: only
 * while none is given and the answer window (`minutes` after the payout, on the database's
 * clock) is open, so a late or second answer changes nothing.
 */
export async function answerReceipt(
  db: Db,
  memberId: number,
  id: number,
  answer: ReceiptAnswer,
  minutes: number,
) {
  const [row] = await db
    .update(withdrawal)
    .set({ receipt: answer, receiptAt: sql`now()` })
    .where(
      and(
        eq(withdrawal.id, id),
        eq(withdrawal.memberId, memberId),
        eq(withdrawal.status, 'approved'),
        isNotNull(withdrawal.paidAt),
        isNull(withdrawal.receipt),
        sql`${withdrawal.paidAt} > now() - make_interval(mins => ${minutes})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertProofs(db: Db, withdrawalId: number, images: readonly CheckedImage[]) {
  if (images.length === 0) return;
  await db.insert(withdrawalReceiptProof).values(
    images.map((image) => ({
      name: image.name,
      withdrawalId,
      mime: image.mime,
      bytes: image.data.length,
      data: image.data,
    })),
  );
}

/** The open disputes ("not received", not settled yet), oldest first. */
export function openDisputes(db: Db, limit: number) {
  return db
    .select({
      w: withdrawal,
      account: member.account,
      proofs: sql<
        string[]
      >`coalesce((SELECT json_agg(p.name ORDER BY p.name) FROM ${withdrawalReceiptProof} p WHERE p.withdrawal_id = ${withdrawal.id}), '[]'::json)`,
    })
    .from(withdrawal)
    .innerJoin(member, eq(member.id, withdrawal.memberId))
    .where(and(eq(withdrawal.receipt, 'not_received'), isNull(withdrawal.disputeResolution)))
    .orderBy(desc(withdrawal.id))
    .limit(limit);
}

/** Settles an open dispute in one conditional update: of two settlements, one wins. */
export async function settleDispute(db: Db, id: number, resolution: 'paid' | 'refund') {
  const [row] = await db
    .update(withdrawal)
    .set({ disputeResolution: resolution, disputeResolvedAt: sql`now()` })
    .where(
      and(
        eq(withdrawal.id, id),
        eq(withdrawal.receipt, 'not_received'),
        isNull(withdrawal.disputeResolution),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findProof(db: Db, name: string) {
  const [row] = await db
    .select({ mime: withdrawalReceiptProof.mime, data: withdrawalReceiptProof.data })
    .from(withdrawalReceiptProof)
    .where(eq(withdrawalReceiptProof.name, name));
  return row ?? null;
}
