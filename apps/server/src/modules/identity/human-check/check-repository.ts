import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { humanCheck } from '../../../db/schema';

/** A captcha, a slider puzzle, or the single-use token a solved puzzle gives. */
export type CheckKind = 'captcha' | 'slider' | 'slider-token';
export type CheckRow = typeof humanCheck.$inferSelect;

export async function insertCheck(
  db: Db,
  values: { id: string; kind: CheckKind; channel?: string | null; answer: string; expiresAt: Date },
) {
  await db.insert(humanCheck).values(values);
}

/** Marks a live, unused row of this kind used and returns it; null if there is none. */
export async function consumeCheck(db: Db, id: string, kind: CheckKind): Promise<CheckRow | null> {
  const [row] = await db
    .update(humanCheck)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(humanCheck.id, id),
        eq(humanCheck.kind, kind),
        isNull(humanCheck.usedAt),
        gt(humanCheck.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** Drops checks expired for more than an hour, spent or not. */
export async function deleteOldChecks(db: Db) {
  await db.delete(humanCheck).where(lt(humanCheck.expiresAt, sql`now() - interval '1 hour'`));
}

/** A live, unused captcha or slider puzzle, left as it is (the development tool's read). */
export async function findLiveCheck(db: Db, id: string): Promise<CheckRow | null> {
  const [row] = await db
    .select()
    .from(humanCheck)
    .where(
      and(
        eq(humanCheck.id, id),
        inArray(humanCheck.kind, ['captcha', 'slider']),
        isNull(humanCheck.usedAt),
        gt(humanCheck.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}
