import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';

/** Rows one transaction of the job reads from a source. */
export const ACCRUAL_BATCH = 500;

export type AccrualSource = 'bet' | 'deposit';

/** A source row: its id (the posting key's), member, category, amount, and cursor value. */
export type SourceRow = {
  id: string;
  cursor: string;
  member_id: number;
  category: string | null;
  amount: string;
  settled: boolean;
};

export async function ensureCursors(db: Db): Promise<void> {
  await db.execute(
    sql`INSERT INTO point_accrual_cursor (source) VALUES ('bet'), ('deposit')
        ON CONFLICT (source) DO NOTHING`,
  );
}

/** Locks the source's cursor row until the transaction ends; its last id. */
export async function lockCursor(tx: Db, source: AccrualSource): Promise<number> {
  const [row] = await sqlRows<{ last_id: string }>(
    tx,
    sql`SELECT last_id::text FROM point_accrual_cursor WHERE source = ${source} FOR UPDATE`,
  );
  return Number(row?.last_id ?? 0);
}

export async function moveCursor(tx: Db, source: AccrualSource, lastId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE point_accrual_cursor SET last_id = ${lastId}, updated_at = now()
        WHERE source = ${source}`,
  );
}

/**
 * The next rows of a source after the cursor, in cursor order: rounds (`bet_record`, by
 * id; `amount` is the stake, bets less refunds) or credited deposits (`deposit_order` paid,
 * by the credit's posting id). `settled` when unchanged since `cutoff`.
 */
export function sourceRows(tx: Db, source: AccrualSource, last: number, cutoff: Date) {
  const at = cutoff.toISOString();
  return sqlRows<SourceRow>(
    tx,
    source === 'bet'
      ? sql`SELECT b.id::text, b.id::text AS cursor, b.member_id, b.category,
              b.stake::text AS amount, b.updated_at <= ${at}::timestamptz AS settled
            FROM bet_record b WHERE b.id > ${last} ORDER BY b.id LIMIT ${ACCRUAL_BATCH}`
      : sql`SELECT o.id::text, o.posting_id::text AS cursor, o.member_id, NULL AS category,
              o.amount::text AS amount, o.settled_at <= ${at}::timestamptz AS settled
            FROM deposit_order o WHERE o.status = 'paid' AND o.posting_id > ${last}
            ORDER BY o.posting_id LIMIT ${ACCRUAL_BATCH}`,
  );
}

/** Of these members, those that earn points: real members, not trial accounts (type 4). */
export async function earningMembers(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = await sqlRows<{ id: number }>(
    tx,
    sql`SELECT id FROM member WHERE id = ANY(${sql.param([...ids])}::integer[]) AND type <> 4`,
  );
  return new Set(found.map((r) => r.id));
}
