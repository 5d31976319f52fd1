import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxRound } from '../../db/schema/in-house';

export type SandboxRoundRow = typeof sandboxRound.$inferSelect;

/** Records a round before its bet, as `pending`. */
export async function insertPendingRound(
  db: Db,
  round: { id: string; sessionHash: string; vendor: string; gameCode: string; stake: number },
): Promise<void> {
  await db.insert(sandboxRound).values({ ...round, state: 'pending' });
}

export async function deleteRound(db: Db, id: string): Promise<void> {
  await db.delete(sandboxRound).where(eq(sandboxRound.id, id));
}

/**
 * pending → open with the spin's result, in one conditional update; false when recovery
 * took the round (and rolled it back) meanwhile.
 */
export async function openPendingRound(
  db: Db,
  id: string,
  spun: { multiplierBp: number; payout: number; balanceBefore: number },
): Promise<boolean> {
  const opened = await db
    .update(sandboxRound)
    .set({ state: 'open', ...spun })
    .where(and(eq(sandboxRound.id, id), eq(sandboxRound.state, 'pending')))
    .returning({ id: sandboxRound.id });
  return opened.length > 0;
}

/** Records the round as won or lost with the balance after its win. */
export async function finishRound(
  db: Db,
  id: string,
  end: { state: 'won' | 'lost'; balanceAfter: number },
): Promise<SandboxRoundRow | undefined> {
  const [row] = await db.update(sandboxRound).set(end).where(eq(sandboxRound.id, id)).returning();
  return row;
}

export async function setRoundState(
  db: Db,
  id: string,
  state: SandboxRoundRow['state'],
): Promise<void> {
  await db.update(sandboxRound).set({ state }).where(eq(sandboxRound.id, id));
}

/** A game session's settled rounds, newest first. */
export function settledRounds(db: Db, sessionHash: string, limit: number) {
  return db
    .select()
    .from(sandboxRound)
    .where(
      and(eq(sandboxRound.sessionHash, sessionHash), inArray(sandboxRound.state, ['won', 'lost'])),
    )
    .orderBy(desc(sandboxRound.createdAt))
    .limit(limit);
}

/** A game session's rounds left half done: `open` ones, and `pending` ones older than `stale`. */
export function unfinishedRounds(db: Db, sessionHash: string, stale: Date) {
  return db
    .select()
    .from(sandboxRound)
    .where(
      and(
        eq(sandboxRound.sessionHash, sessionHash),
        or(
          eq(sandboxRound.state, 'open'),
          and(eq(sandboxRound.state, 'pending'), lt(sandboxRound.createdAt, stale)),
        ),
      ),
    );
}
