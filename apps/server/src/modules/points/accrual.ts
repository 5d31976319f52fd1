import {
  type BetCategory,
  POINT_RATIO_BASE,
  pointTypeOfCategory,
  type EarningPointType,
  type PointAccrualResult,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import {
  ACCRUAL_BATCH,
  earningMembers,
  ensureCursors,
  lockCursor,
  moveCursor,
  sourceRows,
  type AccrualSource,
  type SourceRow,
} from './accrual-repository';
import { postPoints } from './point-ledger-repository';
import { pointConfigOf, pointKeys } from './points';

/** The points a valid bet or deposit earns at a ratio (points per 100.00), rounded down. */
export const pointsFor = (amount: number, ratio: number) =>
  Math.floor((amount * ratio) / POINT_RATIO_BASE);

const typeOf = (source: AccrualSource, row: SourceRow): EarningPointType =>
  source === 'deposit'
    ? 'deposit'
    : (pointTypeOfCategory[(row.category ?? 'OTHER') as BetCategory] ?? 'rng');

/**
 * The accrual job (ADR 036): points for settled rounds (`bet_record`) and credited deposits
 * (`deposit_order` paid), read after each source's watermark, in ONE transaction per batch
 * that locks the source's cursor row (runs of several processes queue), posts each row's
 * points under its own key (`points:bet:<round>`, `points:deposit:<order>`; a key already
 * posted pays nothing) and moves the cursor. A round counts once it has not changed for
 * `settleMs` (its stake, bets less refunds, is its valid bet); the cursor stops at the first
 * round still changing, so a round is never skipped, and `settleMs` longer than any bet's
 * transaction means no lower id can still commit behind it. Trial accounts earn nothing.
 * The bet path is untouched: this reads what it already writes.
 */
export async function accruePoints(
  db: Db,
  options: { settleMs: number; now?: number },
): Promise<PointAccrualResult> {
  const cutoff = new Date((options.now ?? Date.now()) - options.settleMs);
  const { ratios } = await pointConfigOf(db);
  const result: PointAccrualResult = { rounds: 0, deposits: 0, points: 0 };
  await ensureCursors(db);
  for (const source of ['bet', 'deposit'] as const) {
    for (;;) {
      const more = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const rows = await sourceRows(tx, source, await lockCursor(tx, source), cutoff);
        const unsettled = rows.findIndex((r) => !r.settled);
        const settled = unsettled === -1 ? rows : rows.slice(0, unsettled);
        if (settled.length === 0) return false;
        const members = await earningMembers(tx, [...new Set(settled.map((r) => r.member_id))]);
        for (const row of settled) {
          const type = typeOf(source, row);
          const points = pointsFor(Number(row.amount), ratios[type]);
          if (points <= 0 || !members.has(row.member_id)) continue;
          const posted = await postPoints(tx, {
            idempotencyKey:
              source === 'bet' ? pointKeys.bet(Number(row.id)) : pointKeys.deposit(Number(row.id)),
            memberId: row.member_id,
            amount: points,
            type,
          });
          if (posted.replayed) continue;
          if (source === 'bet') result.rounds += 1;
          else result.deposits += 1;
          result.points += points;
        }
        await moveCursor(tx, source, Number(settled.at(-1)!.cursor));
        return settled.length === ACCRUAL_BATCH;
      });
      if (!more) break;
    }
  }
  return result;
}
