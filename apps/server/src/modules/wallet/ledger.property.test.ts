import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { AppError } from '../../lib/errors';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { DEMO_FUNDING } from './accounts';
import { openGameSession } from './game-sessions';
import { post, readBalance } from './ledger';
import { ProviderWallet } from './provider-wallet';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger-errors';
import { reconcileLedger } from './reconcile';

/**
 * R6: random sequences of deposits, withdrawals, bets, wins and rollbacks — with repeated
 * ids and concurrent duplicates — against an in-memory model of the rules. After every
 * step the database holds the model's balance; every refusal is the model's and moved
 * nothing; the books reconcile at the end of each run.
 */
const id = fc.constantFrom('a', 'b', 'c', 'd');
const amount = fc.constantFrom(1, 5, 20, 60);
const op = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), id, amount }),
  fc.record({ kind: fc.constant('withdrawal' as const), id, amount }),
  fc.record({ kind: fc.constant('bet' as const), id, amount }),
  fc.record({ kind: fc.constant('win' as const), id, bet: id, amount: fc.constantFrom(0, 3, 40) }),
  fc.record({ kind: fc.constant('rollback' as const), id, bet: id, amount }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/** What a call answers: the balance it reports, or the refusal's code. */
type Outcome = { balance: number } | { refused: string };

/** The rules of ADR 007 and docs/provider-wallet-api.md, in memory. */
class Model {
  balance = 100;
  private readonly seen = new Map<string, { request: string; outcome: Outcome }>();
  private readonly bets = new Map<string, number>();
  /** Rolled-back bet → the rollback's amount and answer (a tombstone if the bet never came). */
  private readonly voids = new Map<string, { amount: number; outcome: Outcome }>();

  apply(o: Op): Outcome {
    const key = `${o.kind}:${o.id}`;
    const request = JSON.stringify(o);
    if (o.kind === 'rollback') return this.rollback(o.bet, o.amount);
    // A retry gets its first answer, even after a rollback of the bet; the key reused for
    // another request is a conflict.
    const earlier = this.seen.get(key);
    if (earlier) return earlier.request === request ? earlier.outcome : { refused: 'conflict' };
    // A bet never placed whose rollback came first (a tombstone): ignored when it arrives.
    if (o.kind === 'bet' && this.voids.has(o.id)) return { balance: this.balance };
    if (o.kind === 'win' && this.voids.has(o.bet)) return { refused: 'rolled back' };
    if (o.kind === 'win' && !this.bets.has(o.bet)) return { refused: 'not found' };
    const delta = o.kind === 'bet' || o.kind === 'withdrawal' ? -o.amount : o.amount;
    if (this.balance + delta < 0) return { refused: 'insufficient' };
    this.balance += delta;
    if (o.kind === 'bet') this.bets.set(o.id, o.amount);
    const outcome = { balance: this.balance };
    this.seen.set(key, { request, outcome });
    return outcome;
  }

  /** Keyed by the bet, whatever the rollback's own id: a second rollback pays nothing. */
  private rollback(bet: string, amount: number): Outcome {
    const placed = this.bets.get(bet);
    if (placed !== undefined && placed !== amount) return { refused: 'conflict' };
    const earlier = this.voids.get(bet);
    if (earlier) return earlier.amount === amount ? earlier.outcome : { refused: 'conflict' };
    if (placed !== undefined) this.balance += amount;
    const outcome = { balance: this.balance };
    this.voids.set(bet, { amount, outcome });
    return outcome;
  }
}

const refusalOf = (error: unknown): string => {
  if (error instanceof InsufficientFundsError) return 'insufficient';
  if (error instanceof IdempotencyConflictError) return 'conflict';
  if (error instanceof AppError) {
    const codes: Record<string, string> = {
      INSUFFICIENT_FUNDS: 'insufficient',
      IDEMPOTENCY_CONFLICT: 'conflict',
      TRANSACTION_ROLLED_BACK: 'rolled back',
      TRANSACTION_NOT_FOUND: 'not found',
    };
    if (codes[error.errorCode]) return codes[error.errorCode]!;
  }
  throw error;
};

describe.each(testDatabaseKinds())('R6 ledger model on %s', (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  let db: Db;
  let wallet: ProviderWallet;
  beforeAll(async () => {
    await migrateDatabase(database());
    db = database().db;
    wallet = new ProviderWallet(db, 'BRL');
  });

  it('keeps the database equal to the model under random operations', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ op, copies: fc.constantFrom(1, 1, 3) }), { maxLength: 20 }),
        async (steps) => {
          run += 1;
          const memberId = await memberWithBalance(db, 100);
          const { token } = await openGameSession(db, {
            memberId,
            vendorCode: 'BGS',
            gameCode: 'model',
          });
          const tx = (s: string) => `${run}-${s}`;
          const model = new Model();
          const call = async (o: Op): Promise<Outcome> => {
            const w = wallet;
            const common = { token, roundId: 'r', gameCode: 'g' };
            try {
              if (o.kind === 'deposit' || o.kind === 'withdrawal') {
                const result = await post(db, {
                  idempotencyKey: `model:${memberId}:${o.kind}:${o.id}`,
                  kind: o.kind,
                  memberId,
                  amount: o.kind === 'deposit' ? o.amount : -o.amount,
                  counterparty: DEMO_FUNDING,
                });
                return { balance: result.balanceAfter };
              }
              const reply =
                o.kind === 'bet'
                  ? await w.bet('BGS', { ...common, transactionId: tx(o.id), amount: o.amount })
                  : o.kind === 'win'
                    ? await w.win('BGS', {
                        ...common,
                        transactionId: tx(o.id),
                        betTransactionId: tx(o.bet),
                        amount: o.amount,
                      })
                    : await w.rollback('BGS', {
                        token,
                        transactionId: tx(`rb-${o.id}`),
                        betTransactionId: tx(o.bet),
                        amount: o.amount,
                      });
              return { balance: reply.balance };
            } catch (error) {
              return { refused: refusalOf(error) };
            }
          };
          for (const { op: o, copies } of steps) {
            const expected = model.apply(o);
            const outcomes = await Promise.all(Array.from({ length: copies }, () => call(o)));
            for (const outcome of outcomes) expect(outcome).toEqual(expected);
            expect(await readBalance(db, memberId)).toBe(model.balance);
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(await reconcileLedger(db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  }, 60_000);
});
