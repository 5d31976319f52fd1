import {
  CHALLENGE_MAX_WRONG_ANSWERS,
  CHALLENGE_MINUTES,
  type LoginVerificationMethod,
} from '@openlobby/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { newToken, sha256 } from '../../../lib/secure-random';
import {
  claimAnswerSlot,
  deleteChallengesExpiredBy,
  findLiveChallengeRow,
  insertChallengeRow,
  type ChallengeRow,
} from './challenge-repository';

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
  await insertChallengeRow(db, {
    ...values,
    idHash: sha256(id),
    expiresAt: new Date(now + CHALLENGE_MINUTES * 60_000),
  });
  // Now and then sweep dead challenges; cheap, and no job scheduler is needed.
  if (Math.random() < 0.02) {
    await deleteChallengesExpiredBy(db, new Date(now));
  }
  return id;
}

/**
 * The challenge if it is still alive for this IP: unused, within 10 minutes, under 5
 * answers, and asked from the IP that started it (a stolen id is useless elsewhere).
 */
export async function findLiveChallenge(
  db: Db,
  id: string,
  ip: string,
  now = Date.now(),
): Promise<Challenge | null> {
  const row = await findLiveChallengeRow(db, {
    idHash: sha256(id),
    ip,
    now: new Date(now),
    maxWrongAnswers: CHALLENGE_MAX_WRONG_ANSWERS,
  });
  return row ? challengeOf(row) : null;
}

/**
 * Like findLiveChallenge, but spends one of its 5 answers in the same statement, before the
 * answer is looked at: a burst of parallel guesses gets at most 5 evaluated (issue 12,
 * defect 11; a read followed by a later increment let every guess of a burst through).
 */
export async function claimChallengeAnswer(
  db: Db,
  id: string,
  ip: string,
  now = Date.now(),
): Promise<Challenge | null> {
  const row = await claimAnswerSlot(db, {
    idHash: sha256(id),
    ip,
    now: new Date(now),
    maxAnswers: CHALLENGE_MAX_WRONG_ANSWERS,
  });
  return row ? challengeOf(row) : null;
}

function challengeOf(row: ChallengeRow): Challenge | null {
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
