import type { Transaction, TransactionKind } from '@openlobby/contract';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntry, ledgerPosting } from '../../db/schema';
import { memberAccount } from './accounts';

/** How many pages past the asked one `totalPages` may report. */
export const PAGES_AHEAD = 10;

export type TransactionPageQuery = { pageNo: number; pageSize: number; kind?: TransactionKind };

/**
 * One page of a member's wallet movements, newest first: their entries in the ledger, with
 * the posting's kind. Read through `ledger_entry (account, posting_id)`, the index a
 * member's history has (ADR 007); postings that moved nothing (rollback tombstones) are
 * left out, as they changed nothing the member could see. `totalPages` is at most
 * PAGES_AHEAD past `pageNo`.
 */
export async function readTransactions(
  db: Db,
  memberId: number,
  { pageNo, pageSize, kind }: TransactionPageQuery,
): Promise<{ content: Transaction[]; totalPages: number }> {
  const where = and(
    eq(ledgerEntry.account, memberAccount(memberId)),
    ne(ledgerEntry.amount, 0),
    kind ? eq(ledgerPosting.kind, kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerPosting.id,
        kind: ledgerPosting.kind,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        createdAt: ledgerEntry.createdAt,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
      .where(where)
      .orderBy(desc(ledgerEntry.postingId))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    // Counted no further than PAGES_AHEAD pages past this one: a member with a million
    // bets would otherwise count every entry on every page (P11); the pager learns of
    // later pages as it moves on.
    db.select({ n: count() }).from(
      db
        .select({ one: ledgerEntry.postingId })
        .from(ledgerEntry)
        .innerJoin(ledgerPosting, eq(ledgerPosting.id, ledgerEntry.postingId))
        .where(where)
        .limit((pageNo + PAGES_AHEAD) * pageSize)
        .as('counted'),
    ),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balanceAfter ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
  };
}
