import { AGENT_PAGE_SIZE } from '@openlobby/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import type { DayRange } from './report-period';

/*
 * The agent centre's reports (ADR 023): sums of the rollups `ledger_post` keeps, joined to
 * the team's closure rows, never the ledger (P10). Each report is two queries over the same
 * rows: the totals (and the row count) of the whole period, and one page. Amounts come back
 * as text (lib/sql-rows.ts).
 */

export type Paged<T> = { rows: T[]; total: number; totals: Record<string, string> };

const offsetOf = (page: number) => (page - 1) * AGENT_PAGE_SIZE;
const accountFilter = (search: string | undefined) =>
  search ? sql`AND strpos(m.account_key, ${search.toLowerCase()}) > 0` : sql``;

async function paged<T>(
  db: Db,
  from: SQL,
  totals: SQL,
  select: SQL,
  order: SQL,
  page: number,
): Promise<Paged<T>> {
  // Independent reads: on PostgreSQL they run on two pooled connections at once (P10).
  const [[sums], rows] = await Promise.all([
    sqlRows<Record<string, string>>(
      db,
      sql`SELECT count(*)::text AS row_count, ${totals} FROM ${from}`,
    ),
    sqlRows<T>(
      db,
      sql`SELECT ${select} FROM ${from} ORDER BY ${order}
        LIMIT ${AGENT_PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    ),
  ]);
  const { row_count: count = '0', ...rest } = sums ?? {};
  return { rows, total: Number(count), totals: rest };
}

const teamDays = (agentId: number, table: SQL, range: DayRange, search?: string) => sql`
  agent_tree t
  JOIN ${table} s ON s.member_id = t.member_id
    AND s.day BETWEEN ${range.from}::date AND ${range.to}::date
  JOIN member m ON m.id = t.member_id
  WHERE t.ancestor_id = ${agentId} AND t.depth >= 1 ${accountFilter(search)}`;

export type TeamBetRow = {
  day: string;
  member_id: number;
  account: string;
  vendor_code: string;
  bet_count: number;
  valid_bet: string;
  payout: string;
};

/** The team's bets by member, provider and day (team betting). */
export function teamBetRows(
  db: Db,
  agentId: number,
  range: DayRange,
  search: string | undefined,
  page: number,
) {
  return paged<TeamBetRow>(
    db,
    teamDays(agentId, sql`member_vendor_day_stat`, range, search),
    sql`coalesce(sum(s.bet_count), 0)::text AS "betCount",
      coalesce(sum(s.valid_bet), 0)::text AS "validBet",
      coalesce(sum(s.payout), 0)::text AS payout`,
    sql`s.day::text AS day, s.member_id, m.account, s.vendor_code, s.bet_count, s.valid_bet::text AS valid_bet,
      s.payout::text AS payout`,
    sql`s.day DESC, m.account, s.vendor_code`,
    page,
  );
}

export type UserLossRow = {
  account: string;
  level: number;
  valid_bet: string;
  payout: string;
  bonus: string;
};

/**
 * Each downline's bets, wins and bonuses over the period (user loss), biggest loss first.
 * The heaviest report (one row per downline over a month of day rows), so it aggregates
 * once: the page and the period's totals come from the same grouped rows (window sums),
 * and member names are joined only for the page's rows unless a search needs them (P10).
 */
export async function userLossRows(
  db: Db,
  agentId: number,
  range: DayRange,
  search: string | undefined,
  page: number,
): Promise<Paged<UserLossRow>> {
  const bySearch = search
    ? sql`AND t.member_id IN (SELECT id FROM member m WHERE strpos(m.account_key, ${search.toLowerCase()}) > 0)`
    : sql``;
  const rows = await sqlRows<
    UserLossRow & Record<'row_count' | 'all_valid_bet' | 'all_payout' | 'all_bonus', string>
  >(
    db,
    sql`WITH u AS (
        SELECT t.member_id, t.depth::int AS level, sum(s.valid_bet) AS valid_bet,
          sum(s.payout) AS payout, sum(s.bonus) AS bonus
        FROM agent_tree t
        JOIN member_day_stat s ON s.member_id = t.member_id
          AND s.day BETWEEN ${range.from}::date AND ${range.to}::date
        WHERE t.ancestor_id = ${agentId} AND t.depth >= 1 ${bySearch}
        GROUP BY t.member_id, t.depth
        HAVING sum(s.valid_bet) <> 0 OR sum(s.payout) <> 0 OR sum(s.bonus) <> 0
      ), ranked AS (
        SELECT u.*, count(*) OVER () AS row_count, sum(u.valid_bet) OVER () AS all_valid_bet,
          sum(u.payout) OVER () AS all_payout, sum(u.bonus) OVER () AS all_bonus
        FROM u
        ORDER BY u.payout + u.bonus - u.valid_bet, u.member_id
        LIMIT ${AGENT_PAGE_SIZE} OFFSET ${offsetOf(page)}
      )
      SELECT m.account, r.level, r.valid_bet::text AS valid_bet, r.payout::text AS payout,
        r.bonus::text AS bonus, r.row_count::text AS row_count,
        r.all_valid_bet::text AS all_valid_bet, r.all_payout::text AS all_payout,
        r.all_bonus::text AS all_bonus
      FROM ranked r JOIN member m ON m.id = r.member_id
      ORDER BY r.payout + r.bonus - r.valid_bet, r.member_id`,
  );
  const first = rows[0];
  if (!first && page > 1) {
    // Past the last page: no row carries the totals, so ask for the first page's.
    const whole = await userLossRows(db, agentId, range, search, 1);
    return { rows: [], total: whole.total, totals: whole.totals };
  }
  return {
    rows,
    total: Number(first?.row_count ?? 0),
    totals: {
      validBet: first?.all_valid_bet ?? '0',
      payout: first?.all_payout ?? '0',
      bonus: first?.all_bonus ?? '0',
    },
  };
}

export type IncomeRow = {
  day: string;
  salary: string;
  dividend: string;
  transfer_in: string;
  transfer_out: string;
};

/** The agent's own salaries, dividends and transfers per day (my income). */
export function incomeRows(db: Db, agentId: number, range: DayRange, page: number) {
  return paged<IncomeRow>(
    db,
    sql`member_day_stat s
      WHERE s.member_id = ${agentId} AND s.day BETWEEN ${range.from}::date AND ${range.to}::date
        AND (s.salary <> 0 OR s.dividend <> 0 OR s.transfer_in <> 0 OR s.transfer_out <> 0)`,
    sql`coalesce(sum(s.salary), 0)::text AS salary, coalesce(sum(s.dividend), 0)::text AS dividend,
      coalesce(sum(s.transfer_in), 0)::text AS "transferIn",
      coalesce(sum(s.transfer_out), 0)::text AS "transferOut"`,
    sql`s.day::text AS day, s.salary::text AS salary, s.dividend::text AS dividend,
      s.transfer_in::text AS transfer_in, s.transfer_out::text AS transfer_out`,
    sql`s.day DESC`,
    page,
  );
}

export type TeamTransactionRow = {
  day: string;
  account: string;
  deposit: string;
  withdrawal: string;
  transfer_in: string;
  transfer_out: string;
  bonus: string;
};

/** The downlines' deposits, withdrawals, transfers and bonuses per member and day. */
export function teamTransactionRows(
  db: Db,
  agentId: number,
  range: DayRange,
  search: string | undefined,
  page: number,
) {
  return paged<TeamTransactionRow>(
    db,
    sql`${teamDays(agentId, sql`member_day_stat`, range, search)}
      AND (s.deposit <> 0 OR s.withdrawal <> 0 OR s.transfer_in <> 0 OR s.transfer_out <> 0
        OR s.bonus <> 0)`,
    sql`coalesce(sum(s.deposit), 0)::text AS deposit,
      coalesce(sum(s.withdrawal), 0)::text AS withdrawal,
      coalesce(sum(s.transfer_in), 0)::text AS "transferIn",
      coalesce(sum(s.transfer_out), 0)::text AS "transferOut",
      coalesce(sum(s.bonus), 0)::text AS bonus`,
    sql`s.day::text AS day, m.account, s.deposit::text AS deposit,
      s.withdrawal::text AS withdrawal, s.transfer_in::text AS transfer_in,
      s.transfer_out::text AS transfer_out, s.bonus::text AS bonus`,
    sql`s.day DESC, m.account`,
    page,
  );
}
