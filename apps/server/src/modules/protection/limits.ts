import {
  limitKeys,
  type LimitInput,
  type LimitKey,
  type LimitView,
  type ProtectionOverview,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  dayTotals,
  findProtection,
  insertAudit,
  latestLoginAt,
  lockProtection,
  writeLimits,
  type ProtectionRow,
  type StoredLimit,
} from './repository';
import { earliestWindowDay, splitKey, usedOf, windowTotals } from './usage';

const HOUR_MS = 3_600_000;

/** Who changes a limit: the member, or an operator by name with a reason (C7). */
export type Actor = { kind: 'member' } | { kind: 'operator'; name: string; reason: string };
const actorName = (actor: Actor) => (actor.kind === 'member' ? 'member' : `operator:${actor.name}`);
const reasonOf = (actor: Actor) => (actor.kind === 'operator' ? actor.reason : null);

/** The limits as the member sees them: current, pending and used (C1). */
export async function limitViews(db: Db, memberId: number, coolingOffHours: number, now: Date) {
  const row = await findProtection(db, memberId);
  const limits = row?.limits ?? {};
  const totals = await dayTotals(db, memberId, earliestWindowDay(now));
  const loginAt = await latestLoginAt(db, memberId, now);
  return limitKeys.map((limit): LimitView => {
    const stored = limits[limit];
    const split = splitKey(limit);
    const used = split
      ? usedOf(split.kind, windowTotals(totals, split.window, now))
      : loginAt
        ? Math.floor((now.getTime() - loginAt.getTime()) / 60_000)
        : 0;
    return {
      limit,
      current: stored?.value ?? null,
      pending: stored?.pendingAt
        ? {
            value: stored.pendingValue ?? null,
            requestedAt: stored.pendingAt,
            confirmableAt: confirmableAt(stored.pendingAt, coolingOffHours).toISOString(),
          }
        : null,
      used,
    };
  });
}

export async function overview(
  db: Db,
  memberId: number,
  coolingOffHours: number,
  now: Date,
): Promise<ProtectionOverview> {
  return { limits: await limitViews(db, memberId, coolingOffHours, now), coolingOffHours };
}

function confirmableAt(pendingAt: string, coolingOffHours: number): Date {
  return new Date(new Date(pendingAt).getTime() + coolingOffHours * HOUR_MS);
}

/**
 * Sets one limit (C1). A new or lower limit applies at once (and drops a pending raise); a
 * raise or a removal waits for the cooling-off and the member's confirmation then. An
 * operator may only create or lower (research rule 5). One audit row in the same transaction.
 */
export async function setLimit(
  db: Db,
  memberId: number,
  input: LimitInput,
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockProtection(tx, memberId);
    const before = row.limits[input.limit] ?? null;
    const current = before?.value ?? null;
    const tighter = input.value !== null && (current === null || input.value <= current);
    if (actor.kind === 'operator' && !(tighter && input.value !== current)) {
      throw new AppError('PROTECTION_LIMIT_NOT_LOWERED', `${input.limit} ${current}`);
    }
    let after: StoredLimit | null;
    let subject: string;
    if (tighter) {
      after = { value: input.value };
      subject = 'set';
    } else if (current === null) {
      // Removing a limit that is not set: only a pending raise can be dropped, by cancel.
      return;
    } else {
      after = { value: current, pendingValue: input.value, pendingAt: now.toISOString() };
      subject = 'pending';
    }
    await save(tx, row, input.limit, after, { actor, subject, before });
  });
}

/** Confirms a pending raise or removal once its cooling-off is over (C1). */
export async function confirmLimit(
  db: Db,
  memberId: number,
  limit: LimitKey,
  coolingOffHours: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockProtection(tx, memberId);
    const before = row.limits[limit];
    if (!before?.pendingAt) throw new AppError('PROTECTION_LIMIT_NOT_PENDING', limit);
    const due = confirmableAt(before.pendingAt, coolingOffHours);
    if (now.getTime() < due.getTime()) {
      throw new AppError('PROTECTION_COOLING_OFF', `${limit} due ${due.toISOString()}`, {
        confirmableAt: due.toISOString(),
      });
    }
    const value = before.pendingValue ?? null;
    await save(tx, row, limit, value === null ? null : { value }, {
      actor: { kind: 'member' },
      subject: 'confirmed',
      before,
    });
  });
}

/** Withdraws a pending raise or removal; the limit in force stays. */
export async function cancelPending(db: Db, memberId: number, limit: LimitKey): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockProtection(tx, memberId);
    const before = row.limits[limit];
    if (!before?.pendingAt) throw new AppError('PROTECTION_LIMIT_NOT_PENDING', limit);
    await save(tx, row, limit, before.value === null ? null : { value: before.value }, {
      actor: { kind: 'member' },
      subject: 'cancelled',
      before,
    });
  });
}

async function save(
  tx: Db,
  row: ProtectionRow,
  limit: LimitKey,
  after: StoredLimit | null,
  audit: { actor: Actor; subject: string; before: StoredLimit | null },
): Promise<void> {
  const limits = { ...row.limits };
  if (after) limits[limit] = after;
  else delete limits[limit];
  await writeLimits(tx, row.memberId, limits);
  await insertAudit(tx, {
    memberId: row.memberId,
    actor: actorName(audit.actor),
    subject: `limit:${limit}`,
    before: audit.before,
    // What happened (set, pending, confirmed, cancelled) travels with the new state.
    after: { change: audit.subject, ...(after ?? { value: null }) },
    reason: reasonOf(audit.actor),
  });
}
