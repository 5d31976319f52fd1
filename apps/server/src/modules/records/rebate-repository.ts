import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rebateRate } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { excludedNow } from '../protection';

/** The operator's rates: category → basis points. */
export async function readRebateRates(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: rebateRate.category, rateBp: rebateRate.rateBp })
    .from(rebateRate);
  return new Map(rows.map((r) => [r.category, r.rateBp]));
}

/** Sets or removes (null) rates, all in one transaction. */
export async function writeRebateRates(
  db: Db,
  rates: ReadonlyArray<[string, number | null]>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [category, bp] of rates) {
      if (bp === null) {
        await tx.execute(sql`DELETE FROM rebate_rate WHERE category = ${category}`);
      } else {
        await tx
          .insert(rebateRate)
          .values({ category, rateBp: bp })
          .onConflictDoUpdate({
            target: rebateRate.category,
            set: { rateBp: bp, updatedAt: new Date() },
          });
      }
    }
  });
}

export type DayStakeRow = { member_id: number; category: string; stake: string };

/**
 * A UTC day's valid bets per member and category (rounds first bet that day, less refunds),
 * of real members (not trial accounts, type 4) not yet paid that day's rebate, leaving out
 * members on a time-out or self-excluded now (bonuses stop, ADR 032).
 */
export function dayStakesUnpaid(db: Db, day: string) {
  // The key is rebates.ts's rebateKey(member, day).
  return sqlRows<DayStakeRow>(
    db,
    sql`SELECT s.member_id, s.category, sum(s.stake)::text AS stake
        FROM member_game_day_stat s
        JOIN member m ON m.id = s.member_id AND m.type <> 4
        WHERE s.day = ${day}::date
          AND NOT EXISTS (SELECT 1 FROM ledger_posting p
            WHERE p.idempotency_key = 'rebate:' || s.member_id || ':' || ${day})
          AND NOT ${excludedNow(sql`s.member_id`)}
        GROUP BY s.member_id, s.category
        HAVING sum(s.stake) > 0
        ORDER BY s.member_id`,
  );
}
