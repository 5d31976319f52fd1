import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { verificationCode } from '../../../db/schema';

export type CodePurpose =
  | 'login'
  | 'resetPassword'
  | 'register'
  /** My account: a new phone number or e-mail address proven before it is bound. */
  | 'bindMobile'
  | 'bindEmail';
export type CodeRow = typeof verificationCode.$inferSelect;

/** Spends every unused code of (purpose, target): a new one replaces them. */
export async function spendUnusedCodes(db: Db, purpose: CodePurpose, target: string) {
  await db
    .update(verificationCode)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verificationCode.purpose, purpose),
        eq(verificationCode.target, target),
        isNull(verificationCode.usedAt),
      ),
    );
}

export async function insertCode(
  db: Db,
  values: { purpose: CodePurpose; target: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(verificationCode).values(values);
}

export async function latestCode(
  db: Db,
  purpose: CodePurpose,
  target: string,
): Promise<CodeRow | null> {
  const [latest] = await db
    .select()
    .from(verificationCode)
    .where(and(eq(verificationCode.purpose, purpose), eq(verificationCode.target, target)))
    .orderBy(desc(verificationCode.id))
    .limit(1);
  return latest ?? null;
}

/**
 * One guess at a code, in one conditional update: the guess always counts, a right one
 * (same hash) spends the code, and nothing changes once it is spent, out of guesses or
 * expired. True when this guess was right.
 */
export async function guessCode(
  db: Db,
  id: number,
  codeHash: string,
  maxGuesses: number,
): Promise<boolean> {
  const [row] = await db
    .update(verificationCode)
    .set({
      attempts: sql`${verificationCode.attempts} + 1`,
      usedAt: sql`case when ${verificationCode.codeHash} = ${codeHash} then now() else null end`,
    })
    .where(
      and(
        eq(verificationCode.id, id),
        isNull(verificationCode.usedAt),
        sql`${verificationCode.attempts} < ${maxGuesses}`,
        sql`${verificationCode.expiresAt} > now()`,
      ),
    )
    .returning({ usedAt: verificationCode.usedAt });
  return Boolean(row?.usedAt);
}
