import {
  transactionKinds as postingKinds,
  type TransactionKind as PostingKind,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { ledgerPostings } from '../../lib/metrics';
import { sha256 } from '../../lib/secure-random';
import { isSystemAccount, type SystemAccount } from './accounts';
import {
  AmountLimitError,
  BalanceLimitError,
  IdempotencyConflictError,
  InsufficientFundsError,
  SettledPostingMissingError,
  SettledPostingVoidedError,
} from './ledger-errors';
import { callLedgerPost, callLedgerPostMany, type LedgerPostRow } from './ledger-repository';

/** The ledger's reads, for whoever posts through it. */
export { readBalance, systemAccountBalance } from './ledger-repository';

export type PostingRequest = {
  /** Unique per money movement; a retry with the same key gets the original result. */
  idempotencyKey: string;
  kind: PostingKind;
  memberId: number;
  /**
   * Signed change to the member's wallet in minor units: a credit is positive, a debit
   * negative; 0 records the posting (and the balance at that moment) without moving money.
   */
  amount: number;
  /** The other side: the whole amount is moved from or to this system account. */
  counterparty: SystemAccount;
  reference?: string | undefined;
  /** Who made a manual adjustment (required for `adjustment`, R8). */
  actor?: string | undefined;
  /** Why (required for `adjustment`). */
  reason?: string | undefined;
  /** Further request details a retry must repeat to count as the same request. */
  fingerprint?: string | undefined;
  /**
   * The earlier posting this one settles (a win its bet): it must exist for the same
   * member, not be a rollback tombstone, and `voidedBy` must not exist.
   */
  settles?: { key: string; voidedBy: string } | undefined;
  /**
   * The game round a bet, win or rollback belongs to (ADR 026): its betting-record row and
   * day rollup move in the posting's own statement, only when the posting is new.
   */
  round?: GameRound | undefined;
};

/**
 * What decides a posting's money, and so its request hash and its refusals' details: a
 * posting request without its key, reference and round. A module whose own SQL function
 * posts (the lottery's slip, through `ledger_post_debits`) hashes these.
 */
export type PostingTerms = Pick<
  PostingRequest,
  'kind' | 'memberId' | 'amount' | 'counterparty' | 'fingerprint' | 'settles'
>;

/** A round of a game: the provider, its round id (a lottery's `lottery:<draw>`), the game. */
export type GameRound = { vendorCode: string; roundId: string; gameCode: string | null };

export type PostingResult = {
  postingId: number;
  balanceBefore: number;
  balanceAfter: number;
  /** True when the key was already posted and this is the original result. */
  replayed: boolean;
};

/**
 * Appends a posting and moves the money, atomically: one call of the `ledger_post` SQL
 * function (migration 0003), which inserts the posting (its unique key makes concurrent
 * retries queue and find it), applies ONE conditional statement to the wallet row and
 * writes the entries. Given the database it is its own transaction; given a transaction it
 * commits with it (and a refusal then aborts that transaction). Refusals throw the typed
 * errors of ledger-errors.ts; nothing is written. The bounds of R12 (MAX_AMOUNT per
 * posting, MAX_BALANCE per wallet) are the function's and the tables' (migration 0013).
 */
export async function post(db: Db, request: PostingRequest): Promise<PostingResult> {
  checkRequest(request);
  let row: LedgerPostRow | undefined;
  try {
    row = await callLedgerPost(db, argumentsOf(request));
  } catch (error) {
    throw refusalOf(error, request) ?? error;
  }
  if (!row) throw new Error(`ledger_post answered nothing for ${request.idempotencyKey}`);
  return counted(resultOf(row, request), request);
}

/**
 * Counts a written posting for /metrics (ADR 029); a replay wrote nothing. Counted when the
 * statement succeeds: a caller's transaction that later rolls back is still counted, so the
 * figure is a rate to watch, never the books (reconcile.ts is).
 */
function counted(result: PostingResult, request: PostingRequest): PostingResult {
  if (!result.replayed) ledgerPostings.inc({ kind: request.kind });
  return result;
}

/**
 * Counts postings that another module's SQL function wrote through `ledger_post` (an
 * in-house round's bet and win, ADR 054), as `post()` counts its own.
 */
export function countPostings(kinds: readonly PostingKind[]): void {
  for (const kind of kinds) ledgerPostings.inc({ kind });
}

/**
 * Several postings in one statement, in order, all or none: what `post()` does for each,
 * without a round trip each (a lottery slip's bets, a settlement chunk's wins, P8). No
 * adjustments (they carry an actor and a reason). Results in the order of `requests`.
 */
export async function postMany(
  db: Db,
  requests: readonly PostingRequest[],
): Promise<PostingResult[]> {
  if (requests.length === 0) return [];
  for (const r of requests) {
    checkRequest(r);
    if (r.kind === 'adjustment') throw new TypeError('postMany takes no adjustments');
  }
  let rows: LedgerPostRow[];
  try {
    rows = await callLedgerPostMany(
      db,
      requests.map((r) => argumentsOf(r)),
    );
  } catch (error) {
    throw refusalOf(error, refusedRequest(error, requests)) ?? error;
  }
  if (rows.length !== requests.length) {
    throw new Error(`ledger_post answered ${rows.length} of ${requests.length} postings`);
  }
  return rows.map((row, i) => counted(resultOf(row, requests[i]!), requests[i]!));
}

function argumentsOf(r: PostingRequest) {
  return {
    idempotencyKey: r.idempotencyKey,
    kind: r.kind,
    memberId: r.memberId,
    amount: r.amount,
    counterparty: r.counterparty,
    requestHash: hashOf(r),
    reference: r.reference ?? null,
    actor: r.actor ?? null,
    reason: r.reason ?? null,
    settlesKey: r.settles?.key ?? null,
    voidedByKey: r.settles?.voidedBy ?? null,
    round: r.round ?? null,
  };
}

/** One row of `ledger_post` as the caller's result; a reused key with other terms throws. */
function resultOf(row: LedgerPostRow, r: PostingRequest): PostingResult {
  const balanceAfter = Number(row.balance_after);
  if (row.outcome === 'conflict') {
    throw new IdempotencyConflictError(r.idempotencyKey, {
      kind: row.original_kind,
      memberId: row.original_member,
      amount: Number(row.amount),
      currentBalance: balanceAfter,
    });
  }
  return {
    postingId: Number(row.posting_id),
    balanceBefore: balanceAfter - Number(row.amount),
    balanceAfter,
    replayed: row.outcome === 'replayed',
  };
}

/**
 * Which request of a batch `ledger_post` refused: the database's own message names the
 * posting's key (the longest key it holds, so `k:1` is not taken for `k:12`; Drizzle's
 * wrapper is skipped, its message lists every key of the batch). A batch of several
 * members' postings (a settlement chunk) then reports the member who lacked the money.
 */
function refusedRequest(error: unknown, requests: readonly PostingRequest[]): PostingRequest {
  const message = (databaseErrorOf(error) as { message?: string } | null)?.message ?? '';
  let found: PostingRequest | undefined;
  for (const r of requests) {
    if (
      message.includes(r.idempotencyKey) &&
      r.idempotencyKey.length > (found?.idempotencyKey.length ?? -1)
    ) {
      found = r;
    }
  }
  return found ?? requests[0]!;
}

/** The function's refusals (custom SQLSTATEs) as typed errors; null for anything else. */
export function refusalOf(error: unknown, r: PostingTerms): Error | null {
  const db = databaseErrorOf(error);
  switch (db?.code) {
    case 'OL001':
      return new InsufficientFundsError(r.memberId, Number(db.detail ?? 0));
    case 'OL002':
      return new SettledPostingMissingError(r.settles?.key ?? '');
    case 'OL003':
      return new SettledPostingVoidedError(r.settles?.key ?? '');
    case 'OL004':
      return new BalanceLimitError(r.memberId, Number(db.detail ?? 0));
    case 'OL005':
      return new AmountLimitError(r.amount);
    default:
      return null;
  }
}

/** The driver's error (pg or PGlite), whether or not Drizzle wrapped it. */
export function databaseErrorOf(error: unknown): { code: string; detail?: string } | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return e as unknown as { code: string; detail?: string };
  }
  return null;
}

/**
 * What makes two requests "the same" for one key: everything that decides the money. A
 * module whose own SQL function posts (the lottery's slip) passes it this.
 */
export function hashOf(r: PostingTerms): string {
  return sha256(
    JSON.stringify([
      r.kind,
      r.memberId,
      r.amount,
      r.counterparty,
      r.fingerprint ?? '',
      r.settles?.key ?? '',
    ]),
  );
}

/** Programming errors, not user errors: callers validate their input before this. */
function checkRequest(r: PostingRequest): void {
  const problems = [
    r.idempotencyKey.length < 1 || r.idempotencyKey.length > 300 ? 'idempotencyKey' : '',
    postingKinds.includes(r.kind) ? '' : 'kind',
    Number.isSafeInteger(r.memberId) && r.memberId > 0 ? '' : 'memberId',
    Number.isSafeInteger(r.amount) ? '' : 'amount',
    isSystemAccount(r.counterparty) ? '' : 'counterparty',
    r.kind === 'adjustment' && !(r.actor && r.reason) ? 'actor/reason' : '',
  ].filter(Boolean);
  if (problems.length > 0) throw new TypeError(`bad posting request: ${problems.join(', ')}`);
}
