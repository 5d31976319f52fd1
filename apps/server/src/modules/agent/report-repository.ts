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
  const [sums] = await sqlRows<Record<string, string>>(
    db,
    sql`SELECT count(*)::text AS row_count, ${totals} FROM ${from}`,
  );
  const rows = await sqlRows<T>(
    db,
    sql`SELECT ${select} FROM ${from} ORDER BY ${order}
      LIMIT ${AGENT_PAGE_SIZE} OFFSET ${offsetOf(page)}`,
  );
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
    sql`s.day::text AS day, m.account, s.vendor_code, s.bet_count, s.valid_bet::text AS valid_bet,
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

/** Each downline's bets, wins and bonuses over the period (user loss), biggest loss first. */
export function userLossRows(
  db: Db,
  agentId: number,
  range: DayRange,
  search: string | undefined,
  page: number,
) {
  const perMember = sql`(
    SELECT m.id, m.account, t.depth::int AS level, sum(s.valid_bet) AS valid_bet,
      sum(s.payout) AS payout, sum(s.bonus) AS bonus
    FROM ${teamDays(agentId, sql`member_day_stat`, range, search)}
    GROUP BY m.id, m.account, t.depth
    HAVING sum(s.valid_bet) <> 0 OR sum(s.payout) <> 0 OR sum(s.bonus) <> 0
  ) u`;
  return paged<UserLossRow>(
    db,
    perMember,
    sql`coalesce(sum(u.valid_bet), 0)::text AS "validBet", coalesce(sum(u.payout), 0)::text AS payout,
      coalesce(sum(u.bonus), 0)::text AS bonus`,
    sql`u.account, u.level, u.valid_bet::text AS valid_bet, u.payout::text AS payout,
      u.bonus::text AS bonus`,
    sql`u.payout + u.bonus - u.valid_bet, u.account`,
    page,
  );
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
