import { count, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { ledgerEntry, ledgerPosting, walletBalance } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { DEMO_FUNDING, HOUSE, memberAccount } from './accounts';
import { post, postMany, readBalance, systemAccountBalance, type PostingRequest } from './ledger';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger-errors';
import { reconcileLedger } from './reconcile';

/** The database's own refusal, whichever driver wrapped it. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  throw new Error('the database accepted it');
}

describe.each(testDatabaseKinds())('wallet ledger on %s', (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  let db: Db;
  beforeAll(async () => {
    await migrateDatabase(database());
    db = database().db;
  });

  const bet = (memberId: number, key: string, amount = 1): PostingRequest => ({
    idempotencyKey: key,
    kind: 'bet',
    memberId,
    amount: -amount,
    counterparty: HOUSE,
  });

  it('R8: refuses UPDATE, DELETE and TRUNCATE of postings and entries', async () => {
    const memberId = await memberWithBalance(db, 500);
    for (const statement of [
      sql`UPDATE ledger_entry SET amount = amount + 1`,
      sql`DELETE FROM ledger_entry`,
      sql`TRUNCATE ledger_entry`,
      sql`UPDATE ledger_posting SET kind = 'bonus'`,
      sql`DELETE FROM ledger_posting`,
      sql`TRUNCATE ledger_posting CASCADE`,
    ]) {
      expect(await refusal(db.execute(statement))).toMatch(/ledger is append-only/);
    }
    expect(await readBalance(db, memberId)).toBe(500);
    expect(await reconcileLedger(db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });

  it('refuses at commit a posting without entries, or whose entries do not sum to zero', async () => {
    const memberId = await memberWithBalance(db, 0);
    const attempt = (key: string, entries: number[]) =>
      db.transaction(async (tx) => {
        const [p] = await tx
          .insert(ledgerPosting)
          .values({ idempotencyKey: key, kind: 'bonus', memberId, amount: 5, requestHash: 'x' })
          .returning({ id: ledgerPosting.id });
        for (const [i, amount] of entries.entries()) {
          const account = i === 0 ? memberAccount(memberId) : HOUSE;
          await tx
            .insert(ledgerEntry)
            .values({ postingId: p!.id, account, amount, balanceAfter: i === 0 ? 5 : null });
        }
      });
    expect(await refusal(attempt(`unbalanced:${memberId}`, [5, -4]))).toMatch(/unbalanced/);
    expect(await refusal(attempt(`empty:${memberId}`, []))).toMatch(/unbalanced \(0 entries/);
    const left = await db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `%:${memberId}`));
    expect(left[0]?.n).toBe(0);
  });

  it('records a manual adjustment only with who and why; before and after are kept', async () => {
    const memberId = await memberWithBalance(db, 1_000);
    const adjustment: PostingRequest = {
      idempotencyKey: `adjust:${memberId}`,
      kind: 'adjustment',
      memberId,
      amount: -250,
      counterparty: HOUSE,
    };
    await expect(post(db, adjustment)).rejects.toThrow(TypeError);
    const result = await post(db, {
      ...adjustment,
      actor: 'operator:ana',
      reason: 'duplicate deposit',
    });
    expect(result).toMatchObject({ balanceBefore: 1_000, balanceAfter: 750, replayed: false });
    const [row] = await db
      .select({
        actor: ledgerPosting.actor,
        reason: ledgerPosting.reason,
        at: ledgerPosting.createdAt,
      })
      .from(ledgerPosting)
      .where(eq(ledgerPosting.id, result.postingId));
    expect(row).toMatchObject({ actor: 'operator:ana', reason: 'duplicate deposit' });
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('R2: five concurrent replays make one posting and get the same result', async () => {
    const memberId = await memberWithBalance(db, 100);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(db, bet(memberId, `replay:${memberId}`, 30))),
    );
    const first = results.find((r) => !r.replayed)!;
    expect(results.filter((r) => r.replayed)).toHaveLength(4);
    for (const r of results) {
      expect({ ...r, replayed: false }).toEqual({ ...first, balanceBefore: 100, balanceAfter: 70 });
    }
    const [postings] = await db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(eq(ledgerPosting.idempotencyKey, `replay:${memberId}`));
    expect(postings?.n).toBe(1);
    expect(await readBalance(db, memberId)).toBe(70);

    // A replay after the money is gone still gets the original answer, not a refusal.
    await post(db, bet(memberId, `drain:${memberId}`, 70));
    expect(await post(db, bet(memberId, `replay:${memberId}`, 30))).toMatchObject({
      postingId: first.postingId,
      balanceAfter: 70,
      replayed: true,
    });
  });

  it('R2: the same key with another amount or kind is refused and changes nothing', async () => {
    const memberId = await memberWithBalance(db, 100);
    await post(db, bet(memberId, `same-key:${memberId}`, 10));
    await expect(post(db, bet(memberId, `same-key:${memberId}`, 11))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    await expect(
      post(db, { ...bet(memberId, `same-key:${memberId}`, 10), kind: 'withdrawal' }),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await readBalance(db, memberId)).toBe(90);
  });

  it('refuses a debit beyond the balance with the balance, writing nothing', async () => {
    const memberId = await memberWithBalance(db, 40);
    const error = await post(db, bet(memberId, `too-much:${memberId}`, 41)).catch((e) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error).toMatchObject({ balance: 40, memberId });
    const [left] = await db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(eq(ledgerPosting.idempotencyKey, `too-much:${memberId}`));
    expect(left?.n).toBe(0);
    // A member who never had money is refused the same way.
    const empty = await memberWithBalance(db, 0);
    await expect(post(db, bet(empty, `empty:${empty}`))).rejects.toMatchObject({ balance: 0 });
  });

  it('a batch of several members names the member whose debit was refused, and writes nothing', async () => {
    const rich = await memberWithBalance(db, 100);
    const poor = await memberWithBalance(db, 5);
    const error = await postMany(db, [
      bet(rich, `batch:${rich}:1`, 10),
      bet(poor, `batch:${poor}:1`, 6),
    ]).catch((e) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error).toMatchObject({ memberId: poor, balance: 5 });
    expect(await readBalance(db, rich)).toBe(100);
  });

  /** `ledger_post_debits` (migration 0025) for one member, as a module's SQL calls it. */
  const postDebits = (memberId: number, keys: string[], amounts: number[]) =>
    db.execute(sql`SELECT * FROM ledger_post_debits(${sql.param(keys)}::text[], 'bet',
      ${memberId}::integer, ${sql.param(amounts.map((a) => -a))}::bigint[], 'provider:LOTT',
      ${sql.param(keys.map(() => 'hash'))}::text[], 'round')`);

  /** A member's books: each bet posting's entries, the balance, and the agents' rollups. */
  async function books(memberId: number) {
    const entries = await sqlRows(
      db,
      sql`
      SELECT p.amount::text AS amount, m.balance_after::text AS after, c.account, c.amount::text AS paid
      FROM ledger_posting p
      JOIN ledger_entry m ON m.posting_id = p.id AND m.account = ${memberAccount(memberId)}
      JOIN ledger_entry c ON c.posting_id = p.id AND c.account <> m.account
      WHERE p.member_id = ${memberId} AND p.kind = 'bet' ORDER BY p.id`,
    );
    const rollups = await sqlRows(
      db,
      sql`
      SELECT (SELECT bet_count || '/' || valid_bet FROM member_day_stat WHERE member_id = ${memberId}) AS day,
        (SELECT vendor_code || ':' || bet_count || '/' || valid_bet FROM member_vendor_day_stat
          WHERE member_id = ${memberId}) AS vendor,
        (SELECT bet_count || '/' || valid_bet FROM member_slot_stat WHERE member_id = ${memberId}) AS slot`,
    );
    return { entries, balance: await readBalance(db, memberId), rollups };
  }

  it("posts one member's debits as one batch, leaving the books posting them one by one would", async () => {
    const stakes = [100, 250, 50];
    const one = await memberWithBalance(db, 1_000);
    await postMany(
      db,
      stakes.map((x, i) => ({ ...bet(one, `one:${one}:${i}`, x), counterparty: 'provider:LOTT' })),
    );
    const batch = await memberWithBalance(db, 1_000);
    await postDebits(
      batch,
      stakes.map((_, i) => `batch:${batch}:${i}`),
      stakes,
    );
    const expected = await books(one);
    expect(expected.balance).toBe(600);
    expect(expected.rollups).toEqual([{ day: '3/400', vendor: 'LOTT:3/400', slot: '3/400' }]);
    expect(await books(batch)).toEqual(expected);
    expect(await reconcileLedger(db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });

  it('refuses a batch the balance cannot cover whole, a key posted before or a credit, writing nothing', async () => {
    const memberId = await memberWithBalance(db, 300);
    const keys = [`short:${memberId}:1`, `short:${memberId}:2`];
    expect(await refusal(postDebits(memberId, keys, [100, 250]))).toMatch(/insufficient funds/);
    await post(db, bet(memberId, `short:${memberId}:2`, 10));
    expect(await refusal(postDebits(memberId, keys, [100, 20]))).toMatch(/duplicate key|unique/);
    expect(await refusal(postDebits(memberId, [`credit:${memberId}`], [-5]))).toMatch(
      /debits only/,
    );
    const written = await db
      .select({ n: count() })
      .from(ledgerPosting)
      .where(like(ledgerPosting.idempotencyKey, `%:${memberId}:1`));
    expect(written[0]?.n).toBe(0);
    expect(await readBalance(db, memberId)).toBe(290);
  });

  it('200 concurrent 1-unit bets on 120: exactly 120 succeed and the books balance', async () => {
    const memberId = await memberWithBalance(db, 120);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => post(db, bet(memberId, `race:${memberId}:${i}`))),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(120);
    for (const o of refused) expect(o.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await readBalance(db, memberId)).toBe(0);
    const [sum] = await db
      .select({ total: sql<string>`sum(${ledgerEntry.amount})::text` })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.account, memberAccount(memberId)));
    expect(Number(sum?.total)).toBe(0);
    // Every accepted bet saw a distinct balance on its way down from 120 to 0.
    const afters = won.map((o) => (o as PromiseFulfilledResult<{ balanceAfter: number }>).value);
    expect(new Set(afters.map((r) => r.balanceAfter)).size).toBe(120);
    expect(await reconcileLedger(db)).toMatchObject({
      mismatchedWallets: [],
      unbalancedPostings: [],
    });
  });

  it('keeps no balance row for system accounts: theirs is the sum of their entries', async () => {
    const before = await systemAccountBalance(db, DEMO_FUNDING);
    await memberWithBalance(db, 777);
    expect(await systemAccountBalance(db, DEMO_FUNDING)).toBe(before - 777);
    const rows = await db.select({ id: walletBalance.memberId }).from(walletBalance);
    expect(rows.every((r) => r.id > 0)).toBe(true);
  });
});
