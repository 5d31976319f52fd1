import type { PointType } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-random';
import { sqlRows } from '../../lib/sql-rows';

/**
 * Points in the ledger (ADR 036). A member's points are the account `points:<id>`; every
 * point earned comes from, and every point spent goes back to, the system account
 * `points_issue` (it runs negative, like `promotions`). A points posting is a normal
 * `ledger_posting` of kind `points` whose two entries carry points, never money: the
 * posting's entries still sum to zero (the ledger's deferred check), and no entry moves a
 * `member:` account, so no money balance or reconciliation of money sees them. The
 * posting's `reference` is the point type it earned or spent, for the balance by type.
 */
export const pointsAccount = (memberId: number) => `points:${memberId}`;
export const POINTS_ISSUE = 'points_issue';

export type PointsPosting = {
  /** Unique per movement: a replay with the same terms finds the posting and moves nothing. */
  idempotencyKey: string;
  memberId: number;
  /** Signed change to the member's points. */
  amount: number;
  /** The type earned (`live` … `deposit`) or `redeem` for points spent or given back. */
  type: PointType;
};

export type PointsResult = { replayed: boolean; conflict: boolean };

/**
 * Appends a points posting and moves the member's points, inside the caller's transaction
 * (a refusal throws and so rolls the whole transaction back). The posting's unique key
 * makes a concurrent replay wait for this one and then find it. A debit past the balance
 * throws POINTS_INSUFFICIENT; the `point_balance` CHECK backs this up.
 */
export async function postPoints(tx: Db, p: PointsPosting): Promise<PointsResult> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
    throw new TypeError(`bad points amount ${p.amount}`);
  }
  const hash = sha256(JSON.stringify(['points', p.memberId, p.amount, POINTS_ISSUE, p.type]));
  const [posted] = await sqlRows<{ id: string }>(
    tx,
    sql`INSERT INTO ledger_posting (idempotency_key, kind, member_id, amount, request_hash, reference)
        VALUES (${p.idempotencyKey}, 'points', ${p.memberId}, ${p.amount}, ${hash}, ${p.type})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id::text AS id`,
  );
  if (!posted) {
    const [original] = await sqlRows<{ request_hash: string }>(
      tx,
      sql`SELECT request_hash FROM ledger_posting WHERE idempotency_key = ${p.idempotencyKey}`,
    );
    return { replayed: true, conflict: original?.request_hash !== hash };
  }
  const moved =
    p.amount > 0
      ? await sqlRows(
          tx,
          sql`INSERT INTO point_balance AS b (member_id, balance) VALUES (${p.memberId}, ${p.amount})
              ON CONFLICT (member_id) DO UPDATE
                SET balance = b.balance + excluded.balance, updated_at = now()
              RETURNING b.balance`,
        )
      : await sqlRows(
          tx,
          sql`UPDATE point_balance SET balance = balance + ${p.amount}, updated_at = now()
              WHERE member_id = ${p.memberId} AND balance + ${p.amount} >= 0
              RETURNING balance`,
        );
  if (moved.length === 0) throw new AppError('POINTS_INSUFFICIENT', `member ${p.memberId}`);
  await tx.execute(
    sql`INSERT INTO ledger_entry (posting_id, account, amount, balance_after) VALUES
          (${posted.id}::bigint, ${pointsAccount(p.memberId)}, ${p.amount}, NULL),
          (${posted.id}::bigint, ${POINTS_ISSUE}, ${-p.amount}, NULL)`,
  );
  return { replayed: false, conflict: false };
}

/** A member's spendable points (0 before the first). */
export async function readPoints(db: Db, memberId: number): Promise<number> {
  const [row] = await sqlRows<{ balance: string }>(
    db,
    sql`SELECT balance::text FROM point_balance WHERE member_id = ${memberId}`,
  );
  return Number(row?.balance ?? 0);
}

/**
 * The sum of the member's points entries per type (the posting's reference), read through
 * `ledger_entry (account, posting_id)`: earned per type, and `redeem` as spent (negative).
 */
export async function pointsByType(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await sqlRows<{ type: string; total: string }>(
    db,
    sql`SELECT p.reference AS type, sum(e.amount)::text AS total
        FROM ledger_entry e JOIN ledger_posting p ON p.id = e.posting_id
        WHERE e.account = ${pointsAccount(memberId)}
        GROUP BY p.reference`,
  );
  return new Map(rows.map((r) => [r.type, Number(r.total)]));
}

/** Members whose points row differs from the sum of their points entries (should be none). */
export function pointsOffTheirEntries(db: Db) {
  return sqlRows<{ member_id: string; balance: string; entries: string }>(
    db,
    sql`SELECT coalesce(b.member_id, e.member_id)::text AS member_id,
          coalesce(b.balance, 0)::text AS balance, coalesce(e.total, 0)::text AS entries
        FROM point_balance b
        FULL JOIN (
          SELECT substr(account, 8)::integer AS member_id, sum(amount) AS total
          FROM ledger_entry WHERE account LIKE 'points:%' GROUP BY account
        ) e ON e.member_id = b.member_id
        WHERE coalesce(b.balance, 0) <> coalesce(e.total, 0)`,
  );
}
