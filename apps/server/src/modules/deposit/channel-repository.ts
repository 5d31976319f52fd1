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

export type ChannelPatchOutcome =
  { kind: 'saved'; channel: DepositChannelRow } | { kind: 'not-found' } | { kind: 'bad-bounds' };

/**
 * Changes a channel. Bounds that would cross (min above max) get a clear answer from the
 * read before the update; the table's CHECK stays the rule if two operators race.
 */
export async function patchDepositChannel(
  db: Db,
  code: string,
  patch: OperatorDepositChannelPatch,
): Promise<ChannelPatchOutcome> {
  const [current] = await db
    .select({ min: depositChannel.minAmount, max: depositChannel.maxAmount })
    .from(depositChannel)
    .where(eq(depositChannel.code, code));
  if (!current) return { kind: 'not-found' };
  if ((patch.minAmount ?? current.min) > (patch.maxAmount ?? current.max)) {
    return { kind: 'bad-bounds' };
  }
  const [channel] = await db
    .update(depositChannel)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(depositChannel.code, code))
    .returning();
  return channel ? { kind: 'saved', channel } : { kind: 'not-found' };
}
