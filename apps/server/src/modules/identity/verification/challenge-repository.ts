import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginChallenge } from '../../../db/schema';

export type ChallengeRow = typeof loginChallenge.$inferSelect;

export async function insertChallengeRow(db: Db, values: typeof loginChallenge.$inferInsert) {
  await db.insert(loginChallenge).values(values);
}

export async function deleteChallengesExpiredBy(db: Db, now: Date) {
  await db.delete(loginChallenge).where(lt(loginChallenge.expiresAt, now));
}

/** The row if it is unused, unexpired at `now`, under the wrong-answer cap and of this IP. */
export async function findLiveChallengeRow(
  db: Db,
  where: { idHash: string; ip: string; now: Date; maxWrongAnswers: number },
): Promise<ChallengeRow | null> {
  const [row] = await db
    .select()
    .from(loginChallenge)
    .where(
      and(
        eq(loginChallenge.idHash, where.idHash),
        eq(loginChallenge.ip, where.ip),
        isNull(loginChallenge.usedAt),
        gt(loginChallenge.expiresAt, where.now),
        lt(loginChallenge.wrongAnswers, where.maxWrongAnswers),
      ),
    );
  return row ?? null;
}

/**
 * Takes one of the challenge's answer slots before the answer is evaluated: a single
 * conditional increment, so however many guesses arrive at once, at most
 * `maxAnswers` of them get a row back (and are evaluated); the rest find it dead. The row
 * comes back only if it is also unused, unexpired at `now` and of this IP.
 */
export async function claimAnswerSlot(
  db: Db,
  where: { idHash: string; ip: string; now: Date; maxAnswers: number },
): Promise<ChallengeRow | null> {
  const [row] = await db
    .update(loginChallenge)
    .set({ wrongAnswers: sql`${loginChallenge.wrongAnswers} + 1` })
    .where(
      and(
        eq(loginChallenge.idHash, where.idHash),
        eq(loginChallenge.ip, where.ip),
        isNull(loginChallenge.usedAt),
        gt(loginChallenge.expiresAt, where.now),
        lt(loginChallenge.wrongAnswers, where.maxAnswers),
      ),
    )
    .returning();
  return row ?? null;
}

/** Spends the challenge; false when another request spent it first. */
export async function consumeChallenge(db: Db, idHash: string): Promise<boolean> {
  const rows = await db
    .update(loginChallenge)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenge.idHash, idHash), isNull(loginChallenge.usedAt)))
    .returning({ idHash: loginChallenge.idHash });
  return rows.length > 0;
}
