import type { OperatorDepositChannel, OperatorDepositChannelPatch } from '@openlobby/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositChannel } from '../../db/schema';

export type DepositChannelRow = typeof depositChannel.$inferSelect;

/** Every channel, in the order the member sees them (read at each call: no caching). */
export function allDepositChannels(db: Db): Promise<DepositChannelRow[]> {
  return db
    .select()
    .from(depositChannel)
    .orderBy(asc(depositChannel.sortOrder), asc(depositChannel.code));
}

/** The codes of the channels a member can deposit with now, in their order (the footer). */
export async function enabledDepositMethods(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: depositChannel.code })
    .from(depositChannel)
    .where(eq(depositChannel.enabled, true))
    .orderBy(asc(depositChannel.sortOrder), asc(depositChannel.code));
  return rows.map((r) => r.code);
}

export async function depositChannelByCode(
  db: Db,
  code: string,
): Promise<DepositChannelRow | undefined> {
  const [row] = await db.select().from(depositChannel).where(eq(depositChannel.code, code));
  return row;
}

export const operatorChannelOf = (r: DepositChannelRow): OperatorDepositChannel => ({
  code: r.code,
  gatewayCode: r.gatewayCode,
  namePt: r.namePt,
  nameEn: r.nameEn,
  minAmount: r.minAmount,
  maxAmount: r.maxAmount,
  enabled: r.enabled,
});

/** Writes an operator's change; undefined when there is no such channel. */
export async function updateDepositChannel(
  db: Db,
  code: string,
  patch: OperatorDepositChannelPatch,
): Promise<DepositChannelRow | undefined> {
  const [channel] = await db
    .update(depositChannel)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(depositChannel.code, code))
    .returning();
  return channel;
}
