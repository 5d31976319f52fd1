import type { MissionMetric } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { memberAccount } from '../wallet/accounts';

export type DayActivity = Record<MissionMetric, number>;

/**
 * What a member did in [start, end), read from the ledger (the one record of every bet and
 * deposit, ADR 007) through the member account's entries (`ledger_entry_account_idx`), so
 * no index is added to the hot posting table.
 *
 * - bets: `bet` postings that took money, less the rollbacks that gave a bet back (a voided
 *   bet does not count); zero-amount tombstones count for nothing.
 * - deposits: `deposit` postings from a payment gateway (`payment:<code>`); demo and
 *   free-play money (`demo_funding`) is not a deposit a member made.
 */
export async function dayActivity(
  db: Db,
  memberId: number,
  start: Date,
  end: Date,
): Promise<DayActivity> {
  const [row] = await sqlRows<{ bets: string; staked: string; deposits: string }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE p.kind = 'bet' AND p.amount < 0)
            - count(*) FILTER (WHERE p.kind = 'rollback' AND p.amount > 0) AS bets,
          coalesce(sum(-p.amount) FILTER (WHERE p.kind = 'bet' AND p.amount < 0), 0)
            - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'rollback' AND p.amount > 0), 0)
            AS staked,
          count(*) FILTER (WHERE p.kind = 'deposit' AND p.amount > 0 AND EXISTS (
            SELECT 1 FROM ledger_entry o
            WHERE o.posting_id = p.id AND o.account LIKE 'payment:%')) AS deposits
        FROM ledger_entry e
        JOIN ledger_posting p ON p.id = e.posting_id
        WHERE e.account = ${memberAccount(memberId)}
          AND e.created_at >= ${start.toISOString()} AND e.created_at < ${end.toISOString()}`,
  );
  // A rollback today of yesterday's bet must not push today below zero.
  const n = (v: string | undefined) => Math.max(0, Number(v ?? 0));
  return { bet_count: n(row?.bets), bet_amount: n(row?.staked), deposit_count: n(row?.deposits) };
}
