import type { ErrorCode } from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from './errors';
import {
  addToCounter,
  peekCounter,
  releaseCounter,
  secondsLeftInWindow,
  type RateWindow,
} from './rate-counter';

/** Whose writes share one counter. */
export type QuotaSubject = 'member' | 'IP' | 'account' | 'phone or e-mail' | 'game session';

/**
 * A rate limit or quota on a repeatable write (S9). Each module defines its own in its
 * `quotas.ts`; docs/limits.md is their one table, which `src/docs-limits.test.ts` keeps in
 * step with these definitions. Counters live in the database, or in Redis when REDIS_URL is
 * set (`rate-counter.ts`, ADR 030), so a limit holds across every server process; windows
 * are fixed (a day starts at 00:00 UTC).
 */
export type Quota = {
  /** The counter key's prefix and the limit's name in docs/limits.md. */
  name: string;
  max: number;
  per: QuotaSubject;
  seconds: number;
  /** What one unit is: a request (the default) or a byte of an upload. */
  unit?: 'bytes';
};

export const quotaWindow = (quota: Quota, subject: string | number): RateWindow => ({
  key: `${quota.name}:${subject}`,
  seconds: quota.seconds,
});

/** The refusal of a write over `quota`: 429 with how long until its window ends. */
export function quotaRefusal(
  quota: Quota,
  subject: string | number,
  now = Date.now(),
  code: ErrorCode = 'RATE_LIMITED',
): AppError {
  return new AppError(code, `${quota.name} over ${quota.max} for ${subject}`, {
    retryAfterSeconds: secondsLeftInWindow(quota.seconds, now),
  });
}

/**
 * Takes `amount` (one request, or an upload's bytes) from the subject's quota, race-free:
 * one atomic increment, given back at once when it went over, so a refused write leaves
 * the counter as it found it and changes nothing else.
 */
export async function takeQuota(
  db: Db,
  quota: Quota,
  subject: string | number,
  amount = 1,
  now = Date.now(),
): Promise<void> {
  const window = quotaWindow(quota, subject);
  const total = await addToCounter(db, window, amount, now);
  if (total > quota.max) {
    await releaseCounter(db, window, now, amount);
    throw quotaRefusal(quota, subject, now);
  }
}

/** Gives back what `takeQuota` took, when the write it was taken for did not happen. */
export async function giveBackQuota(
  db: Db,
  quota: Quota,
  subject: string | number,
  amount = 1,
  now = Date.now(),
): Promise<void> {
  await releaseCounter(db, quotaWindow(quota, subject), now, amount);
}

/** Takes one from each quota, or none: a refusal by a later one gives the earlier back. */
export type QuotaTake = { quota: Quota; subject: string | number; amount?: number };

export async function takeQuotas(
  db: Db,
  takes: readonly QuotaTake[],
  now = Date.now(),
): Promise<void> {
  const taken: QuotaTake[] = [];
  try {
    for (const take of takes) {
      await takeQuota(db, take.quota, take.subject, take.amount, now);
      taken.push(take);
    }
  } catch (error) {
    for (const t of taken) await giveBackQuota(db, t.quota, t.subject, t.amount, now);
    throw error;
  }
}

/** How much of the quota the subject has used in the current window. */
export function usedQuota(db: Db, quota: Quota, subject: string | number, now = Date.now()) {
  return peekCounter(db, quotaWindow(quota, subject), now);
}

/**
 * A route's preHandler that takes one from `quota` for every call that passed the schema
 * and the hooks before it (authentication, so `subjectOf` can read the member): a bot's
 * refused attempts count as much as its accepted ones.
 */
export function limitedBy(
  quota: Quota,
  subjectOf: (request: FastifyRequest) => string | number,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => takeQuota(request.server.db, quota, subjectOf(request));
}
