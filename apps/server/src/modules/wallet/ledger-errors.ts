import { MAX_AMOUNT, MAX_BALANCE, type TransactionKind as PostingKind } from '@openlobby/contract';
import { AppError } from '../../lib/errors';

/**
 * Refusals of the ledger that a caller can cause. They carry what the caller needs to
 * answer (protocol layers map them to error codes); nothing was written when they are thrown.
 */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly memberId: number,
    /** The balance the debit could not be paid from, in minor units. */
    readonly balance: number,
  ) {
    super(`member ${memberId} has ${balance}, too little for the debit`);
  }
}

/** The idempotency key is taken by a posting made from a different request. */
export class IdempotencyConflictError extends Error {
  override name = 'IdempotencyConflictError';
  constructor(
    readonly idempotencyKey: string,
    /** The posting holding the key, and the member's balance now. */
    readonly original: {
      kind: PostingKind;
      memberId: number | null;
      amount: number;
      currentBalance: number;
    },
  ) {
    super(`idempotency key ${idempotencyKey} was used for a different request`);
  }
}

/** The posting to settle (a win's bet) does not exist for this member. */
export class SettledPostingMissingError extends Error {
  override name = 'SettledPostingMissingError';
  constructor(readonly key: string) {
    super(`posting ${key} to settle not found`);
  }
}

/** The posting to settle was rolled back. */
export class SettledPostingVoidedError extends Error {
  override name = 'SettledPostingVoidedError';
  constructor(readonly key: string) {
    super(`posting ${key} was rolled back`);
  }
}

/**
 * The credit would take the wallet past MAX_BALANCE (R12). An AppError already, so every
 * caller (deposits, refunds, rewards, games) answers the member a clear 409 in their
 * language without mapping it; nothing was written.
 */
export class BalanceLimitError extends AppError {
  override name = 'BalanceLimitError';
  constructor(
    readonly memberId: number,
    /** The balance the credit could not be added to, in minor units. */
    readonly balance: number,
  ) {
    super(
      'BALANCE_LIMIT_EXCEEDED',
      `member ${memberId} has ${balance}; the credit would pass ${MAX_BALANCE}`,
      { balance, maxBalance: MAX_BALANCE },
    );
  }
}

/**
 * An amount beyond MAX_AMOUNT reached the ledger: input schemas refuse such amounts first,
 * so this is the database's backstop (R12), answered as a validation error.
 */
export class AmountLimitError extends AppError {
  override name = 'AmountLimitError';
  constructor(readonly amount: number) {
    super('VALIDATION_FAILED', `amount ${amount} is beyond ${MAX_AMOUNT}`, {
      maxAmount: MAX_AMOUNT,
    });
  }
}
