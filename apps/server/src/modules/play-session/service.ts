import {
  REALITY_CHECK_INTERVALS,
  REALITY_CHECK_TEST_INTERVAL,
  type PlaySession,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  playTotalsSince,
  realityCheckIsDue,
  saveAcknowledgement,
  saveInterval,
  sessionOf,
  type SessionRow,
} from './repository';

export type PlaySessionOptions = {
  currency: string;
  /** Offer the one-minute interval (REALITY_CHECK_TEST_INTERVAL: tests and e2e only). */
  testInterval: boolean;
};

/** The intervals a member may choose on this server, 0 (off) first. */
export function offeredIntervals(testInterval: boolean): number[] {
  const intervals: number[] = [...REALITY_CHECK_INTERVALS];
  if (testInterval) intervals.splice(1, 0, REALITY_CHECK_TEST_INTERVAL);
  return intervals;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The member's play session (C3, ADR 033): the clock since the newest live login, the
 * stakes, winnings and net of the wallet's postings since then, and the reality check.
 */
export async function playSessionOf(
  db: Db,
  memberId: number,
  options: PlaySessionOptions,
): Promise<PlaySession> {
  const row = await liveSession(db, memberId);
  const startedAt = date(row.started_at);
  const now = date(row.now);
  const totals = await playTotalsSince(db, memberId, startedAt);
  const interval = row.interval_minutes ?? 0;
  const base = row.acknowledged_at ? date(row.acknowledged_at) : startedAt;
  const next = interval > 0 ? new Date(base.getTime() + interval * 60_000) : null;
  return {
    startedAt: startedAt.toISOString(),
    serverTime: now.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    stakes: totals.stakes,
    winnings: totals.winnings,
    net: totals.winnings - totals.stakes,
    currency: options.currency,
    previousLoginAt: row.previous_login_at ? date(row.previous_login_at).toISOString() : null,
    realityCheck: {
      intervalMinutes: interval,
      intervals: offeredIntervals(options.testInterval),
      nextCheckAt: next?.toISOString() ?? null,
      due: next !== null && next.getTime() <= now.getTime(),
    },
  };
}

/**
 * Sets the interval. Choosing one counts as a check seen now, so the first comes a full
 * interval later rather than at once for a session already long under way.
 */
export async function setRealityCheck(
  db: Db,
  memberId: number,
  intervalMinutes: number,
  options: PlaySessionOptions,
): Promise<PlaySession> {
  if (!offeredIntervals(options.testInterval).includes(intervalMinutes)) {
    throw new AppError('REALITY_CHECK_INTERVAL_INVALID', String(intervalMinutes));
  }
  const row = await liveSession(db, memberId);
  await db.transaction(async (tx) => {
    await saveInterval(tx, memberId, intervalMinutes);
    await saveAcknowledgement(tx, row.session_id);
  });
  return playSessionOf(db, memberId, options);
}

/** The member's Continue: recorded only when a check is due (early presses change nothing). */
export async function acknowledgeRealityCheck(
  db: Db,
  memberId: number,
  options: PlaySessionOptions,
): Promise<PlaySession> {
  const row = await liveSession(db, memberId);
  if (await realityCheckIsDue(db, memberId)) await saveAcknowledgement(db, row.session_id);
  return playSessionOf(db, memberId, options);
}

async function liveSession(db: Db, memberId: number): Promise<SessionRow> {
  const row = await sessionOf(db, memberId);
  // The route's token was live a moment ago; only a concurrent logout gets here.
  if (!row) throw new AppError('UNAUTHORIZED', 'no live session');
  return row;
}
