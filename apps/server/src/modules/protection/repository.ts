import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  depositOrder,
  member,
  memberDayStat,
  memberProtection,
  memberSession,
  protectionAudit,
  systemSetting,
} from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { realityCheckDue } from '../play-session';

/**
 * True while the member (an SQL expression of its id) is on a time-out or self-excluded:
 * for set-based jobs that must leave such members out (bonuses stop, C4).
 */
export function excludedNow(memberId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${memberProtection} mp
    WHERE mp.member_id = ${memberId} AND mp.exclusion_kind IS NOT NULL
      AND (mp.excluded_until IS NULL OR mp.excluded_until > now()))`;
}

/** One limit as stored in `member_protection.limits` (ADR 032). */
export type StoredLimit = {
  /** In force; null when none. */
  value: number | null;
  /** A raise or removal waiting: the value asked for (null removes) and when. */
  pendingValue?: number | null;
  pendingAt?: string | null;
};

export type ProtectionRow = {
  memberId: number;
  limits: Record<string, StoredLimit>;
  exclusionKind: 'timeout' | 'self-exclusion' | null;
  exclusionStartedAt: Date | null;
  excludedUntil: Date | null;
};

const columns = {
  memberId: memberProtection.memberId,
  limits: memberProtection.limits,
  exclusionKind: memberProtection.exclusionKind,
  exclusionStartedAt: memberProtection.exclusionStartedAt,
  excludedUntil: memberProtection.excludedUntil,
};

/**
 * A member's row by its primary key: the one lookup a stake of a member without limits
 * costs. `lock` holds it FOR UPDATE to the end of the caller's transaction.
 */
export async function findProtection(
  db: Db,
  memberId: number,
  lock = false,
): Promise<ProtectionRow | null> {
  const query = db
    .select(columns)
    .from(memberProtection)
    .where(eq(memberProtection.memberId, memberId));
  const rows = lock ? await query.for('update') : await query;
  return (rows[0] as ProtectionRow | undefined) ?? null;
}

/** What a stake is checked against first: the member's row (if any) and the reality check. */
export type StakeGate = { protection: ProtectionRow | null; checkDue: boolean };

type GateRow = {
  check_due: boolean;
  member_id: number | null;
  limits: Record<string, StoredLimit> | null;
  exclusion_kind: ProtectionRow['exclusionKind'];
  exclusion_started_at: Date | string | null;
  excluded_until: Date | string | null;
};

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The stake gate's one statement: the member's row by its primary key beside whether their
 * reality check is due (play-session's expression, C3). One round trip, where the two
 * checks used to cost two: a stake's fixed cost is mostly round trips (P8).
 */
export async function findStakeGate(db: Db, memberId: number): Promise<StakeGate> {
  const [row] = await sqlRows<GateRow>(
    db,
    sql`SELECT ${realityCheckDue(memberId)} AS check_due, p.member_id, p.limits,
        p.exclusion_kind, p.exclusion_started_at, p.excluded_until
      FROM (SELECT 1) AS one
      LEFT JOIN ${memberProtection} p ON p.member_id = ${memberId}`,
  );
  const protection: ProtectionRow | null =
    row?.member_id == null
      ? null
      : {
          memberId: row.member_id,
          limits: row.limits ?? {},
          exclusionKind: row.exclusion_kind,
          exclusionStartedAt: dateOf(row.exclusion_started_at),
          excludedUntil: dateOf(row.excluded_until),
        };
  return { protection, checkDue: row?.check_due === true };
}

/** The member's row, created empty if missing, locked for the rest of the transaction. */
export async function lockProtection(tx: Db, memberId: number): Promise<ProtectionRow> {
  await tx.insert(memberProtection).values({ memberId }).onConflictDoNothing();
  return (await findProtection(tx, memberId, true))!;
}

export async function writeLimits(
  tx: Db,
  memberId: number,
  limits: Record<string, StoredLimit>,
): Promise<void> {
  await tx
    .update(memberProtection)
    .set({ limits, updatedAt: sql`now()` })
    .where(eq(memberProtection.memberId, memberId));
}

export async function writeExclusion(
  tx: Db,
  memberId: number,
  exclusion: { kind: 'timeout' | 'self-exclusion'; startedAt: Date; until: Date | null },
): Promise<void> {
  await tx
    .update(memberProtection)
    .set({
      exclusionKind: exclusion.kind,
      exclusionStartedAt: exclusion.startedAt,
      excludedUntil: exclusion.until,
      updatedAt: sql`now()`,
    })
    .where(eq(memberProtection.memberId, memberId));
}

export type DayTotals = { day: string; bets: number; wins: number; deposits: number };

type DayTotalsRow = { day: string; bets: string; wins: string; deposits: string };

/**
 * The member's days from `fromDay` (UTC date) on, in one statement (P8: a stake of a
 * protected member reads it): stakes and wins from the daily rollups (at most 37 rows), and
 * with `withDeposits` deposits as the member knows them, their deposit orders the gateway
 * paid, by the day they were credited. Not the rollups' `deposit`: that sums every
 * `deposit` posting, the demo money a seeded or trial account opens with too, which the
 * member never deposited. A stake, which no deposit limit checks, does not read them.
 */
export async function dayTotals(
  db: Db,
  memberId: number,
  fromDay: string,
  withDeposits = true,
): Promise<DayTotals[]> {
  const deposits = withDeposits
    ? sql`UNION ALL
        SELECT (${depositOrder.settledAt} AT TIME ZONE 'UTC')::date::text, '0', '0',
          sum(${depositOrder.amount})::text
        FROM ${depositOrder}
        WHERE ${depositOrder.memberId} = ${memberId} AND ${depositOrder.status} = 'paid'
          AND ${depositOrder.settledAt} >= (${fromDay}::date::timestamp AT TIME ZONE 'UTC')
        GROUP BY 1`
    : sql``;
  const rows = await sqlRows<DayTotalsRow>(
    db,
    sql`SELECT ${memberDayStat.day}::text AS day, ${memberDayStat.validBet}::text AS bets,
          ${memberDayStat.payout}::text AS wins, '0' AS deposits
        FROM ${memberDayStat}
        WHERE ${memberDayStat.memberId} = ${memberId} AND ${memberDayStat.day} >= ${fromDay}::date
        ${deposits}`,
  );
  return rows.map((r) => ({
    day: r.day,
    bets: Number(r.bets),
    wins: Number(r.wins),
    deposits: Number(r.deposits),
  }));
}

/** When the member's newest live session began (the session-time limit counts from it). */
export async function latestLoginAt(db: Db, memberId: number, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: memberSession.createdAt })
    .from(memberSession)
    .where(and(eq(memberSession.memberId, memberId), gt(memberSession.expiresAt, now)))
    .orderBy(desc(memberSession.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

export type AuditEntry = {
  memberId: number | null;
  actor: string;
  subject: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
};

export async function insertAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(protectionAudit).values({
    memberId: entry.memberId,
    actor: entry.actor,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

export async function auditOf(db: Db, memberId: number, limit = 200) {
  return db
    .select()
    .from(protectionAudit)
    .where(eq(protectionAudit.memberId, memberId))
    .orderBy(desc(protectionAudit.id))
    .limit(limit);
}

export async function memberByAccount(
  db: Db,
  account: string,
): Promise<{ id: number; account: string } | null> {
  const rows = await db
    .select({ id: member.id, account: member.account })
    .from(member)
    .where(eq(member.accountKey, account.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Writes the protection setting in the caller's transaction (so its audit row joins it). */
export async function writeProtectionSetting(tx: Db, value: unknown): Promise<void> {
  await tx
    .insert(systemSetting)
    .values({ key: 'protection', value })
    .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: sql`now()` } });
}

export type HarmRow = { memberId: number; account: string; marker: string; figure: string };

/**
 * Markers of harm (MGA Art. 17A) from the rollups and the audit: deposits up three weeks in
 * a row, sessions longer than `longSessionHours`, withdrawals the member cancelled, and
 * limits hit (refusals are audited as `limit-hit`) in the last 30 days.
 */
export async function harmRows(db: Db, longSessionHours: number): Promise<HarmRow[]> {
  return sqlRows<HarmRow>(
    db,
    sql`WITH weeks AS (
          SELECT member_id, date_trunc('week', day::timestamp) AS week, sum(deposit) AS deposits
          FROM member_day_stat
          WHERE day >= (current_date - 28)
          GROUP BY member_id, week
        ), ranked AS (
          SELECT member_id, deposits,
                 lag(deposits) OVER (PARTITION BY member_id ORDER BY week) AS previous
          FROM weeks
        ), rising AS (
          SELECT member_id, count(*)::int AS rises FROM ranked
          WHERE previous IS NOT NULL AND deposits > previous AND previous > 0
          GROUP BY member_id HAVING count(*) >= 2
        )
        SELECT r.member_id AS "memberId", m.account AS account, 'rising-deposits' AS marker,
               r.rises::text AS figure
        FROM rising r JOIN member m ON m.id = r.member_id
        UNION ALL
        SELECT s.member_id, m.account, 'long-sessions',
               round(extract(epoch FROM max(s.last_seen_at - s.created_at)) / 3600, 1)::text
        FROM member_session s JOIN member m ON m.id = s.member_id
        WHERE s.last_seen_at - s.created_at > make_interval(hours => ${longSessionHours})
        GROUP BY s.member_id, m.account
        UNION ALL
        SELECT w.member_id, m.account, 'reversed-withdrawals', count(*)::text
        FROM withdrawal w JOIN member m ON m.id = w.member_id
        WHERE w.status = 'cancelled' AND w.created_at > now() - interval '30 days'
        GROUP BY w.member_id, m.account HAVING count(*) >= 2
        UNION ALL
        SELECT a.member_id, m.account, 'limit-hits', count(*)::text
        FROM protection_audit a JOIN member m ON m.id = a.member_id
        WHERE a.subject LIKE 'limit-hit:%' AND a.created_at > now() - interval '30 days'
        GROUP BY a.member_id, m.account HAVING count(*) >= 3
        ORDER BY 3, 2`,
  );
}
