import { AGENT_PAGE_SIZE, type DownlineSort } from '@openlobby/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { rangeEnd, rangeStart, type DayRange } from './report-period';

/*
 * The team's queries (ADR 023). A team is the closure rows under an ancestor
 * (`agent_tree`), joined to the rollups `ledger_post` keeps (`member_day_stat`,
 * `member_first_deposit`) and to `wallet_balance`: indexed ranges, never the ledger (P10).
 * Sums are cast to text, which both drivers hand back alike (lib/sql-rows.ts).
 */

/** Depth of `memberId` below `ancestorId` (0 = itself), or null outside its team. */
export async function depthBelow(db: Db, ancestorId: number, memberId: number) {
  const [row] = await sqlRows<{ depth: number }>(
    db,
    sql`SELECT depth FROM agent_tree WHERE ancestor_id = ${ancestorId} AND member_id = ${memberId}`,
  );
  return row ? Number(row.depth) : null;
}

export type OverviewRow = {
  direct_members: number;
  team_members: number;
  new_registrations: number;
  first_deposits: number;
  active_members: number;
  deposits: string;
  withdrawals: string;
  valid_bet: string;
  payout: string;
  bonus: string;
  team_balance: string;
};

/**
 * Team figures of `ancestorId` for the days of `range`. `withSelf` counts the ancestor's
 * own activity too (a downline's detail: its play and its team's); the caller's own
 * overview is its downlines only. Member counts are always of the downlines.
 */
export async function teamOverviewRow(
  db: Db,
  ancestorId: number,
  range: DayRange,
  withSelf: boolean,
): Promise<OverviewRow> {
  const minDepth = withSelf ? 0 : 1;
  const start = rangeStart(range).toISOString();
  const end = rangeEnd(range).toISOString();
  const [row] = await sqlRows<OverviewRow>(
    db,
    sql`
    WITH team AS (
      SELECT member_id, depth FROM agent_tree
      WHERE ancestor_id = ${ancestorId} AND depth >= ${minDepth}
    ),
    play AS (
      SELECT count(DISTINCT d.member_id) FILTER (WHERE d.valid_bet > 0)::int AS active_members,
        coalesce(sum(d.deposit), 0)::text AS deposits,
        coalesce(sum(d.withdrawal), 0)::text AS withdrawals,
        coalesce(sum(d.valid_bet), 0)::text AS valid_bet,
        coalesce(sum(d.payout), 0)::text AS payout,
        coalesce(sum(d.bonus), 0)::text AS bonus
      FROM team JOIN member_day_stat d ON d.member_id = team.member_id
      WHERE d.day BETWEEN ${range.from}::date AND ${range.to}::date
    )
    SELECT
      (SELECT count(*) FROM team WHERE depth = 1)::int AS direct_members,
      (SELECT count(*) FROM team WHERE depth >= 1)::int AS team_members,
      (SELECT count(*) FROM team JOIN member m ON m.id = team.member_id
        WHERE team.depth >= 1 AND m.created_at >= ${start}::timestamptz
          AND m.created_at < ${end}::timestamptz)::int AS new_registrations,
      (SELECT count(*) FROM team JOIN member_first_deposit f ON f.member_id = team.member_id
        WHERE f.day BETWEEN ${range.from}::date AND ${range.to}::date)::int AS first_deposits,
      (SELECT coalesce(sum(w.balance), 0)::text FROM team
        JOIN wallet_balance w ON w.member_id = team.member_id) AS team_balance,
      play.*
    FROM play`,
  );
  return row!;
}

export type DownlineRow = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  level: number;
  parent_account: string | null;
  direct_count: number;
  balance: string;
  valid_bet: string;
  created_at: string | Date;
  last_login_at: string | Date | null;
  contracts: string;
  total: string;
};

export type DownlineFilter = {
  /** Only this member's direct downlines. */
  parentId?: number | undefined;
  /** Only this depth below the caller. */
  level?: number | undefined;
  /** Accounts containing this text (any case). */
  search?: string | undefined;
  /** Only this member (a downline's detail). */
  id?: number | undefined;
};

const orderOf: Record<DownlineSort, SQL> = {
  balance: sql`q.bal DESC`,
  lastLogin: sql`q.last_login_at DESC NULLS LAST`,
  validBet: sql`q.vb DESC`,
  registered: sql`q.created_at DESC`,
};

/**
 * One page of the caller's downlines (depth ≥ 1) with what the list shows: parent, direct
 * downlines, balance, this month's valid bet, the contract kinds they hold from the caller.
 * `total` counts every row of the filter.
 */
export async function downlineRows(
  db: Db,
  agentId: number,
  filter: DownlineFilter,
  month: DayRange,
  sort: DownlineSort,
  page: number,
): Promise<DownlineRow[]> {
  const where: SQL[] = [sql`t.ancestor_id = ${agentId}`, sql`t.depth >= 1`];
  if (filter.id !== undefined) where.push(sql`m.id = ${filter.id}`);
  if (filter.parentId !== undefined) where.push(sql`m.parent_id = ${filter.parentId}`);
  if (filter.level !== undefined) where.push(sql`t.depth = ${filter.level}`);
  if (filter.search) where.push(sql`strpos(m.account_key, ${filter.search.toLowerCase()}) > 0`);
  return sqlRows<DownlineRow>(
    db,
    sql`
    SELECT q.id, q.account, q.nickname, q.type, q.level, q.parent_account, q.created_at,
      q.last_login_at, q.bal::text AS balance, q.vb::text AS valid_bet,
      (SELECT count(*) FROM agent_tree c WHERE c.ancestor_id = q.id AND c.depth = 1)::int
        AS direct_count,
      (SELECT coalesce(string_agg(k.kind, ',' ORDER BY k.kind), '') FROM agent_contract k
        WHERE k.upline_id = ${agentId} AND k.downline_id = q.id AND k.ended_at IS NULL)
        AS contracts,
      q.total::text AS total
    FROM (
      SELECT m.id, m.account, m.nickname, m.type, t.depth::int AS level,
        p.account AS parent_account, m.created_at, m.last_login_at,
        coalesce(w.balance, 0) AS bal,
        (SELECT coalesce(sum(d.valid_bet), 0) FROM member_day_stat d
          WHERE d.member_id = m.id AND d.day BETWEEN ${month.from}::date AND ${month.to}::date)
          AS vb,
        count(*) OVER () AS total
      FROM agent_tree t
      JOIN member m ON m.id = t.member_id
      LEFT JOIN member p ON p.id = m.parent_id
      LEFT JOIN wallet_balance w ON w.member_id = m.id
      WHERE ${sql.join(where, sql` AND `)}
    ) q
    ORDER BY ${orderOf[sort]}, q.id DESC
    LIMIT ${AGENT_PAGE_SIZE} OFFSET ${(page - 1) * AGENT_PAGE_SIZE}`,
  );
}

/** Stores a new affiliate code for a member who has none; false if it had one or it clashed. */
export async function setAffiliateCodeOnce(db: Db, memberId: number, code: string) {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`UPDATE member SET affiliate_code = ${code}
      WHERE id = ${memberId} AND affiliate_code IS NULL
        AND NOT EXISTS (SELECT 1 FROM member o WHERE o.affiliate_code = ${code})
      RETURNING id`,
  );
  return rows.length > 0;
}

export async function affiliateCodeOf(db: Db, memberId: number) {
  const [row] = await sqlRows<{ affiliate_code: string | null }>(
    db,
    sql`SELECT affiliate_code FROM member WHERE id = ${memberId}`,
  );
  return row?.affiliate_code ?? null;
}
