import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';

export type LedgerReport = {
  /** Wallets whose balance row differs from the sum of their entries. */
  mismatchedWallets: { memberId: number; balance: number; entries: number }[];
  /** Postings whose entries do not sum to zero, or that have no entry at all. */
  unbalancedPostings: number[];
  /** Member entries that left a wallet below zero (the CHECKs should make this 0). */
  negativeBalances: number;
};

/**
 * Checks the ledger's invariants over the whole database: every balance equals the sum of
 * its entries, every posting sums to zero, no balance was ever negative. An operator's
 * reconciliation and the tests' oracle (R1, R6).
 */
export async function reconcileLedger(db: Db): Promise<LedgerReport> {
  const wallets = await sqlRows<{ member_id: string; balance: string; entries: string }>(
    db,
    sql`
    SELECT coalesce(w.member_id, e.member_id)::text AS member_id,
           coalesce(w.balance, 0)::text AS balance, coalesce(e.total, 0)::text AS entries
    FROM wallet_balance w
    FULL JOIN (
      SELECT substr(account, 8)::integer AS member_id, sum(amount) AS total
      FROM ledger_entry WHERE account LIKE 'member:%' GROUP BY account
    ) e ON e.member_id = w.member_id
    WHERE coalesce(w.balance, 0) <> coalesce(e.total, 0)`,
  );
  const postings = await sqlRows<{ id: string }>(
    db,
    sql`
    SELECT p.id::text AS id FROM ledger_posting p
    LEFT JOIN ledger_entry e ON e.posting_id = p.id
    GROUP BY p.id HAVING count(e.posting_id) = 0 OR sum(e.amount) <> 0`,
  );
  const negative = await sqlRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM ledger_entry WHERE balance_after < 0`,
  );
  return {
    mismatchedWallets: wallets.map((r) => ({
      memberId: Number(r.member_id),
      balance: Number(r.balance),
      entries: Number(r.entries),
    })),
    unbalancedPostings: postings.map((r) => Number(r.id)),
    negativeBalances: Number(negative[0]?.n ?? 0),
  };
}
