import type { ErrorCode } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { activeExclusion } from './exclusion-state';
import {
  dayTotals,
  findProtection,
  findStakeGate,
  insertAudit,
  latestLoginAt,
  type ProtectionRow,
} from './repository';
import { earliestWindowDay, moneyKeys, splitKey, usedOf, windowTotals } from './usage';

/**
 * Runs a stake's debit (`run`) behind the member's reality check (C3, ADR 033), limits and
 * exclusion (C2, C4). Both are read by one statement (`findStakeGate`): a member without a
 * protection row costs that one lookup and `run` goes on as before; a member with one gets
 * a transaction in which the row is locked FOR UPDATE before the limits are read, so two
 * concurrent stakes of one member cannot both slip past a limit. While a check is due and
 * unacknowledged the stake is refused (REALITY_CHECK_DUE) unless `replay` says it was
 * already accepted: a provider's retry gets its first answer, never a refusal (R2).
 */
export async function guardedStake<T>(
  db: Db,
  memberId: number,
  stake: number,
  run: (db: Db) => Promise<T>,
  replay?: (db: Db) => Promise<boolean>,
): Promise<T> {
  const gate = await findStakeGate(db, memberId);
  if (gate.checkDue && !(replay && (await replay(db)))) {
    throw new AppError('REALITY_CHECK_DUE', `member ${memberId}`);
  }
  if (!gate.protection) return run(db);
  return recordingHits(db, memberId, stake, () =>
    db.transaction(async (tx) => {
      if (replay && (await replay(tx))) return run(tx);
      const row = (await findProtection(tx, memberId, true))!;
      await checkStake(tx, row, stake, new Date());
      return run(tx);
    }),
  );
}

/**
 * A limit's refusal is noted in the audit after its transaction rolled back (a marker of
 * harm when frequent, MGA Art. 17A); the refusal itself goes on to the caller.
 */
async function recordingHits<T>(
  db: Db,
  memberId: number,
  amount: number,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const key = error instanceof AppError ? error.value?.['key'] : undefined;
    if (typeof key === 'string') {
      await insertAudit(db, {
        memberId,
        actor: 'member',
        subject: `limit-hit:${key}`,
        before: null,
        after: { amount, remaining: error instanceof AppError ? error.value?.['remaining'] : null },
      });
    }
    throw error;
  }
}

/** Refuses a stake an exclusion, the session-time limit, or a loss or wager limit forbids. */
export async function checkStake(tx: Db, row: ProtectionRow, stake: number, now: Date) {
  refuseExcluded(row, now);
  const session = row.limits['session']?.value ?? null;
  if (session !== null) {
    const loginAt = await latestLoginAt(tx, row.memberId, now);
    if (loginAt && now.getTime() - loginAt.getTime() >= session * 60_000) {
      throw new AppError('PROTECTION_SESSION_LIMIT', `member ${row.memberId}`, {
        minutes: session,
      });
    }
  }
  await checkMoney(tx, row, ['loss', 'wager'], stake, now);
}

/**
 * Runs a deposit order's creation (`create`) behind the member's exclusion and deposit
 * limit (C2, C4). A member without a protection row costs one lookup. A protected member's
 * row is locked FOR UPDATE before the limit is read, and `create` writes the order in that
 * transaction: two orders sent at once queue on the lock, so the second counts the first
 * as in flight and cannot take the member past the limit with it.
 */
export async function guardedDeposit<T>(
  db: Db,
  memberId: number,
  amount: number,
  /**
   * What the member's open orders may still bring in (asked only of a protected member):
   * they count as used, so two orders each under the limit cannot both be paid past it.
   */
  inFlight: (tx: Db) => Promise<number>,
  create: (tx: Db) => Promise<T>,
): Promise<T> {
  if (!(await findProtection(db, memberId))) return create(db);
  return recordingHits(db, memberId, amount, () =>
    db.transaction(async (tx) => {
      const row = (await findProtection(tx, memberId, true))!;
      const now = new Date();
      refuseExcluded(row, now);
      await checkMoney(tx, row, ['deposit'], amount, now, await inFlight(tx));
      return create(tx);
    }),
  );
}

function refuseExcluded(row: ProtectionRow, now: Date): void {
  const exclusion = activeExclusion(row, now);
  if (exclusion) {
    throw new AppError('PROTECTION_EXCLUDED', `member ${row.memberId}`, {
      until: exclusion.until,
    });
  }
}

const codeOf: Record<string, ErrorCode> = {
  deposit: 'PROTECTION_DEPOSIT_LIMIT',
  loss: 'PROTECTION_LOSS_LIMIT',
  wager: 'PROTECTION_WAGER_LIMIT',
};

/** Exactly reaching a limit passes; one unit more is refused, naming what remains. */
async function checkMoney(
  db: Db,
  row: ProtectionRow,
  kinds: readonly string[],
  amount: number,
  now: Date,
  /** Already committed elsewhere in every window (a deposit's open orders). */
  pending = 0,
): Promise<void> {
  const keys = moneyKeys.filter(
    (k) => kinds.includes(splitKey(k)!.kind) && (row.limits[k]?.value ?? null) !== null,
  );
  if (keys.length === 0) return;
  const rows = await dayTotals(db, row.memberId, earliestWindowDay(now), kinds.includes('deposit'));
  for (const key of keys) {
    const { kind, window } = splitKey(key)!;
    const limit = row.limits[key]!.value!;
    const used = usedOf(kind, windowTotals(rows, window, now)) + pending;
    if (used + amount > limit) {
      throw new AppError(codeOf[kind]!, `member ${row.memberId} ${key}: ${used} + ${amount}`, {
        remaining: Math.max(0, limit - used),
        window,
        limit,
        key,
      });
    }
  }
}
