import {
  exclusionEnd,
  type ExclusionInput,
  type ExclusionView,
  type JurisdictionRules,
  type OperatorExclusionInput,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { confirmPassword, endAllSessions, type MemberRow } from '../identity';
import { activeExclusion } from './exclusion-state';
import { findProtection, insertAudit, lockProtection, writeExclusion } from './repository';

/**
 * What else an exclusion does, inside its transaction, once every session has ended: app.ts
 * recalls the member's money from transfer-mode providers' wallets (a game window left open
 * there would otherwise play on with it, on a game token that stays valid for hours).
 */
export type OnExcluded = (tx: Db, memberId: number, now: Date) => Promise<void>;

const nothingMore: OnExcluded = async () => {};

/**
 * A time-out or self-exclusion the member takes (C4): the password first, the length within
 * the jurisdiction's bounds, then in one transaction the exclusion, its audit row and the end
 * of every session of the member (sessions are rows: every instance refuses them at once).
 */
export async function takeExclusion(
  db: Db,
  member: MemberRow,
  input: ExclusionInput,
  rules: JurisdictionRules,
  ip: string,
  now: Date,
  onExcluded: OnExcluded = nothingMore,
): Promise<ExclusionView> {
  const until = memberExclusionEnd(input, rules, now);
  try {
    await confirmPassword(db, member, input.password, ip);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'INVALID_CREDENTIALS') {
      throw new AppError('STEP_UP_FAILED', `member ${member.id}`);
    }
    throw error;
  }
  return exclude(
    db,
    member.id,
    { kind: input.kind, until },
    { actor: 'member', reason: null },
    now,
    onExcluded,
  );
}

/** The end the member asked for, refused with the profile's bounds when outside them. */
function memberExclusionEnd(input: ExclusionInput, rules: JurisdictionRules, now: Date) {
  if (input.kind === 'timeout') {
    const { min, max } = rules.timeOutHours;
    if (input.hours < min || input.hours > max) {
      throw new AppError('PROTECTION_EXCLUSION_LENGTH_INVALID', `timeout ${input.hours} h`, {
        unit: 'hours',
        min,
        max,
      });
    }
    return exclusionEnd('timeout', now, { hours: input.hours });
  }
  const { min, max, indefinite } = rules.selfExclusionMonths;
  if (input.indefinite && indefinite && input.months === undefined) return null;
  const months = input.months;
  if (input.indefinite || months === undefined || months < min || months > max) {
    throw new AppError('PROTECTION_EXCLUSION_LENGTH_INVALID', `self-exclusion ${months}`, {
      unit: 'months',
      min,
      max,
      indefinite,
    });
  }
  return exclusionEnd('self-exclusion', now, { months });
}

/**
 * An operator's exclusion (C4, C7): a new one, or a longer one; never lifted or shortened.
 */
export async function operatorExclude(
  db: Db,
  memberId: number,
  input: OperatorExclusionInput,
  now: Date,
  onExcluded: OnExcluded = nothingMore,
): Promise<ExclusionView> {
  const until = input.until === null ? null : new Date(input.until);
  if (until && until.getTime() <= now.getTime()) {
    throw new AppError('PROTECTION_EXCLUSION_NOT_SHORTENED', `ends ${input.until} in the past`);
  }
  return exclude(
    db,
    memberId,
    { kind: input.kind, until },
    { actor: `operator:${input.operator}`, reason: input.reason },
    now,
    onExcluded,
  );
}

async function exclude(
  db: Db,
  memberId: number,
  wanted: { kind: 'timeout' | 'self-exclusion'; until: Date | null },
  audit: { actor: string; reason: string | null },
  now: Date,
  onExcluded: OnExcluded,
): Promise<ExclusionView> {
  return db.transaction(async (tx) => {
    const row = await lockProtection(tx, memberId);
    const before = activeExclusion(row, now);
    if (before && !lengthens(before.until, wanted.until)) {
      throw new AppError('PROTECTION_EXCLUSION_NOT_SHORTENED', `member ${memberId}`, {
        until: before.until,
      });
    }
    // A lengthened exclusion keeps its start; a self-exclusion outranks a time-out.
    const startedAt = before ? new Date(before.startedAt) : now;
    const kind = before?.kind === 'self-exclusion' ? 'self-exclusion' : wanted.kind;
    await writeExclusion(tx, memberId, { kind, startedAt, until: wanted.until });
    const after: ExclusionView = {
      kind,
      startedAt: startedAt.toISOString(),
      until: wanted.until ? wanted.until.toISOString() : null,
    };
    await insertAudit(tx, {
      memberId,
      actor: audit.actor,
      subject: 'exclusion',
      before,
      after,
      reason: audit.reason,
    });
    await endAllSessions(tx, memberId);
    await onExcluded(tx, memberId, now);
    return after;
  });
}

/** Whether `next` ends later than `current` (null is no end). */
function lengthens(current: string | null, next: Date | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return next.getTime() > new Date(current).getTime();
}

/** The exclusion in force for a member, or null: what the login refusal reads. */
export async function exclusionOf(db: Db, memberId: number, now: Date) {
  const row = await findProtection(db, memberId);
  return row ? activeExclusion(row, now) : null;
}

/** Refuses a new session of an excluded member, saying until when (C4). */
export async function refuseExcludedLogin(tx: Db, memberId: number): Promise<void> {
  const row = await findProtection(tx, memberId);
  const exclusion = row ? activeExclusion(row, new Date()) : null;
  if (exclusion) {
    throw new AppError('PROTECTION_EXCLUDED', `member ${memberId}`, { until: exclusion.until });
  }
}
