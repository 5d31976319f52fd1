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

/** Counts a wrong answer; the fifth kills the challenge (findLiveChallengeRow stops seeing it). */
export async function recordWrongAnswer(db: Db, idHash: string): Promise<void> {
  await db
    .update(loginChallenge)
    .set({ wrongAnswers: sql`${loginChallenge.wrongAnswers} + 1` })
    .where(eq(loginChallenge.idHash, idHash));
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
