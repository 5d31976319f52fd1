import type { TransactionKind } from '@openlobby/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntry, ledgerPosting, walletBalance } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import type { SystemAccount } from './accounts';

/** The arguments of the `ledger_post` SQL function (migration 0003), in its order. */
export type LedgerPostCall = {
  idempotencyKey: string;
  kind: TransactionKind;
  memberId: number;
  amount: number;
  counterparty: SystemAccount;
  requestHash: string;
  reference: string | null;
  actor: string | null;
  reason: string | null;
  settlesKey: string | null;
  voidedByKey: string | null;
  /** The game round the posting belongs to: its betting record moves in the same statement. */
  round: { vendorCode: string; roundId: string; gameCode: string | null } | null;
};

/** What `ledger_post` answers; bigint columns as text (the drivers map them differently). */
export type LedgerPostRow = {
  outcome: 'posted' | 'replayed' | 'conflict';
  posting_id: string;
  amount: string;
  balance_after: string;
  original_kind: TransactionKind;
  original_member: number | null;
};

/**
 * One call of `ledger_post`: the posting, the conditional balance change and the entries in
 * one statement, so it is atomic on its own and commits with a transaction it is given.
 * Its refusals (custom SQLSTATEs) are thrown as the driver's errors.
 */
export async function callLedgerPost(
  db: Db,
  c: LedgerPostCall,
): Promise<LedgerPostRow | undefined> {
  const [row] = await sqlRows<LedgerPostRow>(
    db,
    c.round
      ? sql`SELECT l.outcome, l.posting_id::text, l.amount::text, l.balance_after::text,
            l.original_kind, l.original_member,
            CASE WHEN l.outcome = 'posted' THEN bet_record_apply(${c.kind}, ${c.memberId},
              l.amount, ${c.round.vendorCode}, ${c.round.roundId}, ${c.round.gameCode}) END
          FROM ledger_post(${c.idempotencyKey}, ${c.kind}, ${c.memberId}, ${c.amount},
            ${c.counterparty}, ${c.requestHash}, ${c.reference}, ${c.actor},
            ${c.reason}, ${c.settlesKey}, ${c.voidedByKey}) l`
      : sql`SELECT outcome, posting_id::text, amount::text, balance_after::text, original_kind,
            original_member
          FROM ledger_post(${c.idempotencyKey}, ${c.kind}, ${c.memberId}, ${c.amount},
            ${c.counterparty}, ${c.requestHash}, ${c.reference}, ${c.actor},
            ${c.reason}, ${c.settlesKey}, ${c.voidedByKey})`,
  );
  return row;
}

/**
 * Many calls of `ledger_post` in ONE statement, in order (each row's call sees the ones
 * before it): the postings of a lottery slip or of a settlement chunk without a round trip
 * each (P8). Atomic with the transaction it is given; a refusal aborts the whole statement.
 */
export async function callLedgerPostMany(
  db: Db,
  calls: readonly LedgerPostCall[],
): Promise<LedgerPostRow[]> {
  if (calls.length === 0) return [];
  const col = <T>(pick: (c: LedgerPostCall) => T) => sql.param(calls.map(pick));
  return sqlRows<LedgerPostRow>(
    db,
    sql`SELECT l.outcome, l.posting_id::text, l.amount::text, l.balance_after::text,
          l.original_kind, l.original_member,
          CASE WHEN l.outcome = 'posted' AND r.round_id IS NOT NULL THEN bet_record_apply(
            r.kind, r.member_id, l.amount, r.vendor, r.round_id, r.game) END
        FROM unnest(${col((c) => c.idempotencyKey)}::text[], ${col((c) => c.kind)}::text[],
          ${col((c) => c.memberId)}::integer[], ${col((c) => c.amount)}::bigint[],
          ${col((c) => c.counterparty)}::text[], ${col((c) => c.requestHash)}::text[],
          ${col((c) => c.reference)}::text[], ${col((c) => c.settlesKey)}::text[],
          ${col((c) => c.voidedByKey)}::text[], ${col((c) => c.round?.vendorCode ?? null)}::text[],
          ${col((c) => c.round?.roundId ?? null)}::text[],
          ${col((c) => c.round?.gameCode ?? null)}::text[])
          WITH ORDINALITY AS r(k, kind, member_id, amount, counterparty, hash, reference,
            settles, voided_by, vendor, round_id, game, ord)
        CROSS JOIN LATERAL ledger_post(r.k, r.kind, r.member_id, r.amount, r.counterparty,
          r.hash, r.reference, NULL, NULL, r.settles, r.voided_by) l
        ORDER BY r.ord`,
  );
}

/** A member's spendable balance in minor units (0 before their first posting). */
export async function readBalance(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletBalance.balance })
    .from(walletBalance)
    .where(eq(walletBalance.memberId, memberId));
  return row?.balance ?? 0;
}

/** A system account's balance: the sum of its entries (it has no balance row, P6). */
export async function systemAccountBalance(db: Db, account: SystemAccount): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::text` })
    .from(ledgerEntry)
    .where(eq(ledgerEntry.account, account));
  return Number(row?.total ?? 0);
}

/** Whether a posting (or a rollback's tombstone) holds this key. */
export async function postingExists(db: Db, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerPosting.id })
    .from(ledgerPosting)
    .where(eq(ledgerPosting.idempotencyKey, idempotencyKey));
  return rows.length > 0;
}

/** The reference (a provider's round id) of the posting holding a key, if any. */
export async function postingReference(db: Db, idempotencyKey: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: ledgerPosting.reference })
    .from(ledgerPosting)
    .where(eq(ledgerPosting.idempotencyKey, idempotencyKey));
  return row?.reference ?? null;
}

/** The round a bet posting names (its reference); null when the key holds no bet. */
export async function betRound(db: Db, idempotencyKey: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: ledgerPosting.reference })
    .from(ledgerPosting)
    .where(and(eq(ledgerPosting.idempotencyKey, idempotencyKey), eq(ledgerPosting.kind, 'bet')));
  return row?.reference ?? null;
}

/** Wallets whose balance row differs from the sum of their entries (reconcile.ts). */
export function walletsOffTheirEntries(db: Db) {
  return sqlRows<{ member_id: string; balance: string; entries: string }>(
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
}

/** Postings whose entries do not sum to zero, or that have no entry at all. */
export function unbalancedPostings(db: Db) {
  return sqlRows<{ id: string }>(
    db,
    sql`
    SELECT p.id::text AS id FROM ledger_posting p
    LEFT JOIN ledger_entry e ON e.posting_id = p.id
    GROUP BY p.id HAVING count(e.posting_id) = 0 OR sum(e.amount) <> 0`,
  );
}

/** How many entries left a wallet below zero. */
export async function negativeBalanceCount(db: Db): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM ledger_entry WHERE balance_after < 0`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Locks a member's wallet row until the transaction ends, so a check made after it (the
 * operator's maximum win per round) sees every posting committed before and none can
 * slip in before this transaction's own posting.
 */
export async function lockWallet(db: Db, memberId: number): Promise<void> {
  await sqlRows(db, sql`SELECT 1 FROM wallet_balance WHERE member_id = ${memberId} FOR UPDATE`);
}

/**
 * What a round has paid a member so far: its win postings whose key starts with the
 * vendor's win prefix, other than `key` itself; and whether `key` is already posted (a
 * retry). Uses `ledger_posting_win_round_idx` (migration 0013).
 */
export async function roundWins(
  db: Db,
  q: { memberId: number; roundId: string; keyPrefix: string; key: string },
): Promise<{ paid: number; keyPosted: boolean }> {
  const [row] = await sqlRows<{ paid: string; key_posted: boolean | null }>(
    db,
    sql`SELECT coalesce(sum(amount) FILTER (WHERE idempotency_key <> ${q.key}), 0)::text AS paid,
          bool_or(idempotency_key = ${q.key}) AS key_posted
        FROM ledger_posting
        WHERE member_id = ${q.memberId} AND kind = 'win' AND reference = ${q.roundId}
          AND starts_with(idempotency_key, ${q.keyPrefix})`,
  );
  return { paid: Number(row?.paid ?? 0), keyPosted: row?.key_posted === true };
}
