import {
  DEFAULT_MAX_WIN_PER_ROUND,
  type ErrorCode,
  type ProviderBetRequest,
  type ProviderRollbackRequest,
  type ProviderWalletReply,
  type ProviderWinRequest,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { providerAccount, type SystemAccount } from './accounts';
import { GameSessions, type GameSession } from './game-sessions';
import { countPostings, hashOf, post, readBalance, refusalOf, type PostingRequest } from './ledger';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  SettledPostingMissingError,
  SettledPostingVoidedError,
} from './ledger-errors';
import {
  betRound,
  lockWallet,
  postingExists,
  postingReference,
  roundWins,
} from './ledger-repository';

/**
 * The seam an adapter for a real aggregator calls after translating its callbacks
 * (docs/provider-wallet-api.md "Plugging in an aggregator"). Refusals are AppErrors whose
 * `errorCode` is one of the protocol's codes.
 */
export interface SeamlessWallet {
  balance(vendorCode: string, token: string): Promise<ProviderWalletReply>;
  bet(vendorCode: string, body: ProviderBetRequest): Promise<ProviderWalletReply>;
  win(vendorCode: string, body: ProviderWinRequest): Promise<ProviderWalletReply>;
  rollback(vendorCode: string, body: ProviderRollbackRequest): Promise<ProviderWalletReply>;
}

/**
 * Runs a stake's debit behind player protection (the reality check, limits and exclusion:
 * ADR 032, ADR 033), lent by app.ts: `run` gets the database or the transaction the check
 * holds its lock in; `replay` says whether the stake was already accepted (a retry is
 * answered as before, never refused).
 */
export type StakeGuard = <T>(
  db: Db,
  memberId: number,
  stake: number,
  run: (db: Db) => Promise<T>,
  replay: (db: Db) => Promise<boolean>,
) => Promise<T>;

/**
 * What an in-house instant round posts in its own statement (ADR 054): its bet and its win,
 * keyed and hashed exactly as `bet()` and `win()` would key and hash them, so a round is the
 * same two postings whichever way it was played.
 */
export type OwnRoundPostings = {
  memberId: number;
  vendorCode: string;
  counterparty: SystemAccount;
  betKey: string;
  betHash: string;
  winKey: string;
  /** The key a rollback of the bet would take: the win is refused once it exists. */
  voidKey: string;
  /** The win's hash depends on what it pays, which the round decides later. */
  winHash: (payout: number) => string;
};

const unguarded: StakeGuard = (db, _memberId, _stake, run) => run(db);

/**
 * The seamless wallet as game providers see it (docs/provider-wallet-api.md): balance,
 * bet, win and rollback, each idempotent by the provider's transaction id (R2) and keeping
 * the ordering rules of R3. The rules rest on one idea: a rollback that finds no bet takes
 * the bet's own ledger key (a tombstone moving no money). Bet and rollback then race for
 * one unique key, so whichever comes second sees the first, with no lock of our own.
 */
export class ProviderWallet implements SeamlessWallet {
  private readonly sessions: GameSessions;

  constructor(
    private readonly db: Db,
    private readonly currency: string,
    /** The operator's maximum win per round (settings, read through their 1 s cache). */
    private readonly maxWinPerRound: () => Promise<number> = async () => DEFAULT_MAX_WIN_PER_ROUND,
    /** Player protection's limits and exclusion, checked before a bet debits (C2). */
    private readonly stakeGuard: StakeGuard = unguarded,
  ) {
    this.sessions = new GameSessions(db);
  }

  async balance(vendorCode: string, token: string): Promise<ProviderWalletReply> {
    const session = await this.session(vendorCode, token);
    return this.reply(await readBalance(this.db, session.memberId), null);
  }

  /** Debits the bet; refused on an expired token unless it is a retry of an accepted bet. */
  async bet(vendorCode: string, body: ProviderBetRequest): Promise<ProviderWalletReply> {
    const session = await this.session(vendorCode, body.token);
    const key = keys(vendorCode).bet(body.transactionId);
    if (session.expired && !(await postingExists(this.db, key)))
      throw new AppError('GAME_SESSION_EXPIRED');
    const request = betPosting(vendorCode, session.memberId, body);
    try {
      // Only bets pass the guard: wins, rollbacks and refunds are never blocked (C2, C3).
      return await this.stakeGuard(
        this.db,
        session.memberId,
        body.amount,
        (db) => this.post(request, db),
        (db) => postingExists(db, key),
      );
    } catch (error) {
      // R3: the rollback came first and left its tombstone here; the late bet takes nothing.
      const original = conflictOf(error);
      if (original?.kind === 'rollback') return this.reply(original.currentBalance, null);
      throw error;
    }
  }

  /**
   * An in-house instant round (ADR 054), whose maths decides the payout as it takes the
   * nonce: `play` posts the bet and the win together with the round's record, in one
   * statement, through the postings given. Behind the same checks as `bet()`: the game
   * session must be live and the stake pass player protection (`play` gets the database
   * or the guard's transaction). Refusals come back with the protocol's codes; both
   * postings count for /metrics once `play` returns.
   */
  async ownInstantRound<T>(
    vendorCode: string,
    round: Omit<ProviderBetRequest, 'amount'> & { stake: number; winTransactionId: string },
    play: (db: Db, postings: OwnRoundPostings) => Promise<T>,
  ): Promise<T> {
    const session = await this.session(vendorCode, round.token);
    // A new round is never a retry, so an expired session refuses it outright.
    if (session.expired) throw new AppError('GAME_SESSION_EXPIRED');
    const bet = betPosting(vendorCode, session.memberId, { ...round, amount: round.stake });
    const win = (amount: number) =>
      winPosting(vendorCode, session.memberId, {
        ...round,
        transactionId: round.winTransactionId,
        betTransactionId: round.transactionId,
        amount,
      });
    const { idempotencyKey: winKey, settles } = win(0);
    const postings: OwnRoundPostings = {
      memberId: session.memberId,
      vendorCode,
      counterparty: bet.counterparty,
      betKey: bet.idempotencyKey,
      betHash: hashOf(bet),
      winKey,
      voidKey: settles!.voidedBy,
      winHash: (payout) => hashOf(win(payout)),
    };
    try {
      const played = await this.stakeGuard(
        this.db,
        session.memberId,
        round.stake,
        (db) => play(db, postings),
        (db) => postingExists(db, bet.idempotencyKey),
      );
      countPostings(['bet', 'win']);
      return played;
    } catch (error) {
      throw protocolError(refusalOf(error, bet) ?? error);
    }
  }

  /**
   * Pays a win for an accepted bet; refused once that bet is rolled back (R3), and when the
   * round's wins would pass the operator's maximum win per round (R12): a provider's bug or
   * breach cannot pay out more. `ownGame` is for the in-house games, whose payouts our own
   * maths decides within their stake limit (ADR 010), so the cap for providers does not apply.
   */
  async win(
    vendorCode: string,
    body: ProviderWinRequest,
    options: { ownGame?: boolean } = {},
  ): Promise<ProviderWalletReply> {
    const session = await this.session(vendorCode, body.token);
    const key = keys(vendorCode);
    const request = winPosting(vendorCode, session.memberId, body);
    if (options.ownGame || body.amount === 0) return this.post(request);
    const cap = await this.maxWinPerRound();
    // One transaction: the wallet row locked first, so two wins of one round cannot both
    // pass the check; a refusal writes nothing.
    return this.db.transaction(async (tx) => {
      await lockWallet(tx, session.memberId);
      // The cap is counted by round, so a win must name its bet's round: else each win of one
      // bet under another round id would have an allowance of its own.
      const roundOfBet = await betRound(tx, key.bet(body.betTransactionId));
      if (roundOfBet !== null && roundOfBet !== body.roundId) {
        throw new AppError(
          'TRANSACTION_NOT_FOUND',
          `bet ${body.betTransactionId} of ${vendorCode} is of round ${roundOfBet}, not ${body.roundId}`,
        );
      }
      const round = await roundWins(tx, {
        memberId: session.memberId,
        roundId: body.roundId,
        keyPrefix: key.win(''),
        key: request.idempotencyKey,
      });
      // A retry of a win already paid gets its original reply, even if the cap fell since.
      if (!round.keyPosted && round.paid + body.amount > cap) {
        throw new AppError(
          'WIN_LIMIT_EXCEEDED',
          `round ${body.roundId} of ${vendorCode}: ${round.paid} paid + ${body.amount} > ${cap}`,
          { maxWinPerRound: cap, paidThisRound: round.paid },
        );
      }
      return this.post(request, tx);
    });
  }

  /**
   * Gives a bet's amount back, once, whatever the rollback's own id. With no bet yet, a
   * tombstone takes the bet's key; with the bet there, a `void` posting keyed by the bet
   * refunds it, so a second rollback finds the first.
   */
  async rollback(vendorCode: string, body: ProviderRollbackRequest): Promise<ProviderWalletReply> {
    const session = await this.session(vendorCode, body.token);
    const key = keys(vendorCode);
    const common = {
      kind: 'rollback' as const,
      memberId: session.memberId,
      counterparty: providerAccount(vendorCode),
      reference: body.transactionId,
      fingerprint: String(body.amount),
    };
    try {
      return await this.post({
        ...common,
        idempotencyKey: key.bet(body.betTransactionId),
        amount: 0,
      });
    } catch (error) {
      // The key holds the bet itself (or a tombstone of another amount: that refusal stands).
      const original = conflictOf(error);
      if (original?.kind !== 'bet') throw error;
      if (original.memberId !== session.memberId) {
        throw new AppError('TRANSACTION_NOT_FOUND', `bet ${body.betTransactionId}`);
      }
      if (-original.amount !== body.amount) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          `rollback of ${-original.amount} as ${body.amount}`,
        );
      }
    }
    // The refund belongs to the bet's round (a rollback need not name it).
    const roundId =
      body.roundId ?? (await postingReference(this.db, key.bet(body.betTransactionId)));
    return this.post({
      ...common,
      idempotencyKey: key.void(body.betTransactionId),
      amount: body.amount,
      round: roundId ? { vendorCode, roundId, gameCode: null } : undefined,
    });
  }

  private async session(vendorCode: string, token: string): Promise<GameSession> {
    const session = await this.sessions.find(vendorCode, token);
    if (!session) throw new AppError('GAME_SESSION_INVALID');
    return session;
  }

  /** Posts, answering with the wallet after the posting; ledger refusals become codes. */
  private async post(request: PostingRequest, db: Db = this.db): Promise<ProviderWalletReply> {
    try {
      const result = await post(db, request);
      return this.reply(result.balanceAfter, String(result.postingId));
    } catch (error) {
      throw protocolError(error);
    }
  }

  private reply(balance: number, postingId: string | null): ProviderWalletReply {
    return { balance, currency: this.currency, transactionId: postingId };
  }
}

/** The error code a provider gets for a ledger refusal; the refusal stays as `cause`. */
function protocolError(error: unknown): unknown {
  const coded = (code: ErrorCode, value?: Record<string, unknown>) => {
    const appError = new AppError(code, (error as Error).message, value);
    appError.cause = error;
    return appError;
  };
  if (error instanceof InsufficientFundsError) {
    return coded('INSUFFICIENT_FUNDS', { balance: error.balance });
  }
  if (error instanceof IdempotencyConflictError) return coded('IDEMPOTENCY_CONFLICT');
  if (error instanceof SettledPostingMissingError) return coded('TRANSACTION_NOT_FOUND');
  if (error instanceof SettledPostingVoidedError) return coded('TRANSACTION_ROLLED_BACK');
  return error;
}

/** What holds the key, when a posting was refused because the key was taken. */
function conflictOf(error: unknown): IdempotencyConflictError['original'] | null {
  return error instanceof AppError && error.cause instanceof IdempotencyConflictError
    ? error.cause.original
    : null;
}

/** The posting of a provider's bet: `bet()`'s, and an in-house instant round's stake. */
function betPosting(
  vendorCode: string,
  memberId: number,
  body: ProviderBetRequest,
): PostingRequest {
  return {
    idempotencyKey: keys(vendorCode).bet(body.transactionId),
    kind: 'bet',
    memberId,
    amount: -body.amount,
    counterparty: providerAccount(vendorCode),
    reference: body.roundId,
    fingerprint: `${body.roundId}|${body.gameCode}`,
    round: { vendorCode, roundId: body.roundId, gameCode: body.gameCode },
  };
}

/** The posting of a provider's win, settling its bet: `win()`'s, and an instant round's. */
function winPosting(
  vendorCode: string,
  memberId: number,
  body: ProviderWinRequest,
): PostingRequest {
  const key = keys(vendorCode);
  return {
    idempotencyKey: key.win(body.transactionId),
    kind: 'win',
    memberId,
    amount: body.amount,
    counterparty: providerAccount(vendorCode),
    reference: body.roundId,
    fingerprint: `${body.roundId}|${body.gameCode}`,
    round: { vendorCode, roundId: body.roundId, gameCode: body.gameCode },
    settles: { key: key.bet(body.betTransactionId), voidedBy: key.void(body.betTransactionId) },
  };
}

/** Ledger keys of provider calls; vendor codes have no `:`, so keys cannot collide. */
function keys(vendorCode: string) {
  const k = (what: string) => (id: string) => `provider:${vendorCode}:${what}:${id}`;
  return { bet: k('bet'), win: k('win'), void: k('void') };
}
