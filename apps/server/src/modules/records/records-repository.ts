import type { BetCategory, BonusSource } from '@openlobby/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { rangeEnd, rangeStart, type DayRange } from './period';

export type BetRecordRow = {
  id: string;
  round_id: string;
  vendor_code: string;
  vendor_name: string | null;
  game_code: string | null;
  game_name: string | null;
  /** A lottery round's draw number (round id `lottery:<draw id>`), else null. */
  draw_number: string | null;
  category: string | null;
  bet_count: number;
  stake: string;
  refunded: string;
  win: string;
  cursor_us: string;
};

export type BetFilter = {
  range: DayRange;
  category?: BetCategory | undefined;
  vendor?: string | undefined;
};

/** A keyset position: the round's first-bet time in epoch microseconds, and its id. */
export type BetCursor = { micros: bigint; id: bigint };

/**
 * One page of a member's rounds, newest first, by keyset (ADR 026): the index
 * `bet_record (member_id, placed_at DESC, id DESC)` (or its per-category twin) is read from
 * the cursor on, so page 50,000 costs what page 1 does (P11). One more row than asked tells
 * whether a next page exists.
 */
export async function readBetRecords(
  db: Db,
  memberId: number,
  filter: BetFilter,
  cursor: BetCursor | null,
  limit: number,
): Promise<BetRecordRow[]> {
  const conditions: SQL[] = [
    sql`r.member_id = ${memberId}`,
    sql`r.placed_at >= ${rangeStart(filter.range).toISOString()}::timestamptz`,
    sql`r.placed_at < ${rangeEnd(filter.range).toISOString()}::timestamptz`,
  ];
  if (filter.category) conditions.push(sql`r.category = ${filter.category}`);
  if (filter.vendor) conditions.push(sql`r.vendor_code = ${filter.vendor}`);
  if (cursor) {
    conditions.push(
      sql`(r.placed_at, r.id) < ('epoch'::timestamptz + ${cursor.micros.toString()}::bigint * interval '1 microsecond', ${cursor.id.toString()}::bigint)`,
    );
  }
  return sqlRows<BetRecordRow>(
    db,
    sql`SELECT r.id::text, r.round_id, r.vendor_code, r.game_code, r.category, r.bet_count,
          r.stake::text, r.refunded::text, r.win::text,           (extract(epoch FROM r.placed_at) * 1000000)::bigint::text AS cursor_us,
          (SELECT v.vendor_name FROM vendor v WHERE v.vassalage = r.vendor_code
            ORDER BY (v.game_type = r.category) DESC, v.sort_order LIMIT 1) AS vendor_name,
          (SELECT coalesce(g.display_name_en, g.name) FROM game g
            WHERE g.vendor_code = r.vendor_code AND g.game_code = r.game_code) AS game_name,
          -- CASE first, so only a lottery round id is cast: one primary-key read per row.
          CASE WHEN r.round_id ~ '^lottery:[0-9]{1,18}$' THEN
            (SELECT d.draw_number FROM lottery_draw d
              WHERE d.id = substr(r.round_id, 9)::bigint) END AS draw_number
        FROM bet_record r
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY r.placed_at DESC NULLS LAST, r.id DESC NULLS LAST
        LIMIT ${limit}`,
  );
}

export type TotalsRow = { rounds: string; stake: string; win: string };

/** The filter's totals from the day rollup (a few rows per day, whatever the bets). */
export async function readBetTotals(db: Db, memberId: number, filter: BetFilter) {
  const conditions: SQL[] = [
    sql`member_id = ${memberId}`,
    sql`day >= ${filter.range.from}::date`,
    sql`day <= ${filter.range.to}::date`,
  ];
  if (filter.category) conditions.push(sql`category = ${filter.category}`);
  if (filter.vendor) conditions.push(sql`vendor_code = ${filter.vendor}`);
  const [row] = await sqlRows<TotalsRow>(
    db,
    sql`SELECT coalesce(sum(rounds), 0)::text AS rounds, coalesce(sum(stake), 0)::text AS stake,
          coalesce(sum(win), 0)::text AS win
        FROM member_game_day_stat WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  return row ?? { rounds: '0', stake: '0', win: '0' };
}

/** Stakes and wins per day and per category, and bonuses per day, from the rollups. */
export async function readProfit(db: Db, memberId: number, range: DayRange) {
  const inRange = sql`member_id = ${memberId} AND day >= ${range.from}::date AND day <= ${range.to}::date`;
  const [games, categories, bonuses] = await Promise.all([
    sqlRows<{ day: string; stake: string; win: string }>(
      db,
      sql`SELECT day::text AS day, sum(stake)::text AS stake, sum(win)::text AS win
          FROM member_game_day_stat WHERE ${inRange} GROUP BY day`,
    ),
    sqlRows<{ category: string; rounds: string; stake: string; win: string }>(
      db,
      sql`SELECT category, sum(rounds)::text AS rounds, sum(stake)::text AS stake,
            sum(win)::text AS win
          FROM member_game_day_stat WHERE ${inRange} GROUP BY category ORDER BY category`,
    ),
    sqlRows<{ day: string; bonus: string }>(
      db,
      sql`SELECT day::text AS day, bonus::text AS bonus FROM member_day_stat
          WHERE ${inRange} AND bonus <> 0`,
    ),
  ]);
  return { games, categories, bonuses };
}

export type BonusRow = { id: string; idempotency_key: string; amount: string; created_ms: string };

/** One page of a member's bonus postings, newest first (index `ledger_posting_bonus_member_idx`). */
export function readBonuses(
  db: Db,
  memberId: number,
  before: bigint | null,
  limit: number,
): Promise<BonusRow[]> {
  return sqlRows<BonusRow>(
    db,
    sql`SELECT id::text, idempotency_key, amount::text, (extract(epoch FROM created_at) * 1000)::bigint::text AS created_ms
        FROM ledger_posting
        WHERE kind = 'bonus' AND member_id = ${memberId}
          ${before === null ? sql`` : sql`AND id < ${before.toString()}::bigint`}
        ORDER BY id DESC LIMIT ${limit}`,
  );
}

/** The source of a bonus from its ledger key (ADR 026's convention). */
export function bonusSourceOf(key: string): BonusSource {
  const prefix = key.slice(0, key.indexOf(':'));
  switch (prefix) {
    case 'promotion':
    case 'mission':
    case 'rebate':
    case 'referral':
    case 'vip':
      return prefix;
    default:
      return 'other';
  }
}
