import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { realityCheckAck, realityCheckSetting } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';

/** The member's play session: their newest live login (ADR 033), with its check's state. */
export type SessionRow = {
  session_id: number;
  started_at: Date | string;
  now: Date | string;
  interval_minutes: number | null;
  acknowledged_at: Date | string | null;
  previous_login_at: Date | string | null;
};

/**
 * The newest live session of the member, the reality-check interval, the last
 * acknowledgement in that session, the previous login and the database's clock: one
 * statement, so every instance reads the same clock. Null without a live session.
 */
export async function sessionOf(db: Db, memberId: number): Promise<SessionRow | null> {
  const [row] = await sqlRows<SessionRow>(
    db,
    sql`SELECT s.id AS session_id, s.created_at AS started_at, now() AS now,
        r.interval_minutes, a.acknowledged_at,
        (SELECT l.created_at FROM member_login l
          WHERE l.member_id = s.member_id AND l.created_at < s.created_at
          ORDER BY l.id DESC LIMIT 1) AS previous_login_at
      FROM member_session s
      LEFT JOIN reality_check_setting r ON r.member_id = s.member_id
      LEFT JOIN reality_check_ack a ON a.session_id = s.id
      WHERE s.member_id = ${memberId} AND s.expires_at > now()
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT 1`,
  );
  return row ?? null;
}

export type PlayTotals = { stakes: number; winnings: number };

/**
 * Stakes (bets less refunds) and wins of the member's wallet since `since`: a keyset on
 * ledger_entry's (account, posting_id) index. The inner query walks the member's entries
 * backwards only until the first one older than the session, so the cost is this session's
 * entries, never the member's whole history.
 */
export async function playTotalsSince(db: Db, memberId: number, since: Date): Promise<PlayTotals> {
  // The wallet's account name (wallet/accounts.ts), spelled here: the wallet calls this
  // module's gate, so this module cannot import the wallet.
  const account = `member:${memberId}`;
  const [row] = await sqlRows<{ stakes: string; winnings: string }>(
    db,
    sql`SELECT
        coalesce(sum(-e.amount) FILTER (WHERE p.kind IN ('bet', 'rollback')), 0)::text AS stakes,
        coalesce(sum(e.amount) FILTER (WHERE p.kind = 'win'), 0)::text AS winnings
      FROM ledger_entry e
      JOIN ledger_posting p ON p.id = e.posting_id
      WHERE e.account = ${account}
        AND e.posting_id > coalesce((
          SELECT b.posting_id FROM ledger_entry b
          WHERE b.account = ${account} AND b.created_at < ${since.toISOString()}::timestamptz
          ORDER BY b.posting_id DESC LIMIT 1), 0)
        AND p.kind IN ('bet', 'win', 'rollback')`,
  );
  return { stakes: Number(row?.stakes ?? 0), winnings: Number(row?.winnings ?? 0) };
}

/**
 * Whether a reality check of the member's newest live session is due and unacknowledged, as
 * an SQL boolean: a primary-key probe for members who chose no interval. The stake gate
 * (protection's `guardedStake`) reads it in the statement that reads the member's limits,
 * so a stake pays one round trip for both (P8).
 */
export function realityCheckDue(memberId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM reality_check_setting r
      JOIN LATERAL (
        SELECT s.id, s.created_at FROM member_session s
        WHERE s.member_id = r.member_id AND s.expires_at > now()
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1) s ON true
      LEFT JOIN reality_check_ack a ON a.session_id = s.id
      WHERE r.member_id = ${memberId} AND r.interval_minutes > 0
        AND coalesce(a.acknowledged_at, s.created_at)
          + make_interval(mins => r.interval_minutes) <= now())`;
}

export async function realityCheckIsDue(db: Db, memberId: number): Promise<boolean> {
  const [row] = await sqlRows<{ due: boolean }>(
    db,
    sql`SELECT ${realityCheckDue(memberId)} AS due`,
  );
  return row?.due === true;
}

/** Stores the member's interval (0 = off). */
export async function saveInterval(db: Db, memberId: number, intervalMinutes: number) {
  await db
    .insert(realityCheckSetting)
    .values({ memberId, intervalMinutes })
    .onConflictDoUpdate({
      target: realityCheckSetting.memberId,
      set: { intervalMinutes, updatedAt: sql`now()` },
    });
}

/** Records that the member saw the session's figures now: the next check is an interval on. */
export async function saveAcknowledgement(db: Db, sessionId: number) {
  await db
    .insert(realityCheckAck)
    .values({ sessionId, acknowledgedAt: sql`now()` })
    .onConflictDoUpdate({
      target: realityCheckAck.sessionId,
      set: { acknowledgedAt: sql`now()` },
    });
}
