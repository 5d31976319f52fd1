import {
  CHALLENGE_MAX_WRONG_ANSWERS,
  CHALLENGE_MINUTES,
  type LoginVerificationMethod,
} from '@openlobby/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { loginChallenge } from '../../db/schema';
import { newToken, sha256 } from '../../lib/secure-random';

/** How the interrupted login would have made its session. */
export const challengeSessionOptionsSchema = z.object({
  remember: z.boolean(),
  mustChangePassword: z.boolean().default(false),
  checkPasswordAge: z.boolean().default(true),
});
export type ChallengeSessionOptions = z.infer<typeof challengeSessionOptionsSchema>;

export type Challenge = {
  idHash: string;
  memberId: number;
  ip: string;
  method: LoginVerificationMethod;
  destination: string | null;
  sessionOptions: ChallengeSessionOptions;
};

export async function insertChallenge(
  db: Db,
  values: Omit<Challenge, 'idHash'>,
  now = Date.now(),
): Promise<string> {
  const id = newToken();
  await db.insert(loginChallenge).values({
    ...values,
    idHash: sha256(id),
    expiresAt: new Date(now + CHALLENGE_MINUTES * 60_000),
  });
  // Now and then sweep dead challenges; cheap, and no job scheduler is needed.
  if (Math.random() < 0.02) {
    await db.delete(loginChallenge).where(lt(loginChallenge.expiresAt, new Date(now)));
  }
  return id;
}

/**
 * The challenge if it is still alive for this IP: unused, within 10 minutes, under 5 wrong
 * answers, and asked from the IP that started it (a stolen id is useless elsewhere).
 */
export async function findLiveChallenge(
  db: Db,
  id: string,
  ip: string,
  now = Date.now(),
): Promise<Challenge | null> {
  const [row] = await db
    .select()
    .from(loginChallenge)
    .where(
      and(
        eq(loginChallenge.idHash, sha256(id)),
        eq(loginChallenge.ip, ip),
        isNull(loginChallenge.usedAt),
        gt(loginChallenge.expiresAt, new Date(now)),
        lt(loginChallenge.wrongAnswers, CHALLENGE_MAX_WRONG_ANSWERS),
      ),
    );
  if (!row) return null;
  const options = challengeSessionOptionsSchema.safeParse(row.sessionOptions);
  if (!options.success) return null;
  return {
    idHash: row.idHash,
    memberId: row.memberId,
    ip: row.ip,
    method: row.method as LoginVerificationMethod,
    destination: row.destination,
    sessionOptions: options.data,
  };
}

/** Counts a wrong answer; the fifth kills the challenge (findLiveChallenge stops seeing it). */
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
