import { betCategories, earningPointTypes, pointTypeOfCategory } from '@openlobby/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betRecord } from '../../db/schema';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { accruePoints, pointsFor } from './accrual';
import { pointsByType, pointsOffTheirEntries, readPoints } from './point-ledger-repository';
import { setPointConfig } from './points';

/**
 * Points earned equal the configured ratios (ADR 036): for random ratios and a random bet
 * history over a few members, settled and accrued in random batches (the job run between
 * bets, some rounds still changing at a run), each member holds the sum over their rounds
 * of floor(stake × ratio of the category's type / 10,000), per type as in total; a rerun
 * pays nothing; the points balances match their ledger entries.
 */
const ratio = fc.integer({ min: 0, max: 500 });
const ratios = fc.record(
  Object.fromEntries(earningPointTypes.map((t) => [t, ratio])) as Record<
    (typeof earningPointTypes)[number],
    typeof ratio
  >,
);
const betOp = fc.record({
  member: fc.integer({ min: 0, max: 2 }),
  category: fc.constantFrom(...betCategories),
  stake: fc.integer({ min: 0, max: 200_000 }),
  // Still changing when the job runs right after it (settles by the final run).
  fresh: fc.boolean(),
  runAfter: fc.boolean(),
});

describe.each(testDatabaseKinds())('points accrual property on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('pays each member the configured ratio of every settled round, once', async () => {
    await fc.assert(
      fc.asyncProperty(ratios, fc.array(betOp, { maxLength: 25 }), async (r, bets) => {
        const db = database().db;
        await accruePoints(db, { settleMs: 0 }); // earlier runs' rows are already paid
        await setPointConfig(db, { ratios: r, exchange: 100 });
        const members = [
          await memberWithBalance(db, 0),
          await memberWithBalance(db, 0),
          await memberWithBalance(db, 0),
        ];
        const expected = members.map(() => new Map<string, number>());
        const now = Date.now();
        let n = 0;
        for (const b of bets) {
          const at = new Date(b.fresh ? now : now - 600_000);
          await db.insert(betRecord).values({
            memberId: members[b.member]!,
            vendorCode: 'SANDBOX',
            roundId: `p${now}-${(n += 1)}`,
            category: b.category,
            betCount: 1,
            stake: b.stake,
            placedAt: at,
            updatedAt: at,
          });
          const type = pointTypeOfCategory[b.category]!;
          const points = pointsFor(b.stake, r[type]);
          const m = expected[b.member]!;
          m.set(type, (m.get(type) ?? 0) + points);
          if (b.runAfter) await accruePoints(db, { settleMs: 60_000, now });
        }
        await accruePoints(db, { settleMs: 0 });
        const again = await accruePoints(db, { settleMs: 0 });
        expect(again.points).toBe(0);
        for (const [i, id] of members.entries()) {
          const want = expected[i]!;
          const total = [...want.values()].reduce((a, v) => a + v, 0);
          expect(await readPoints(db, id)).toBe(total);
          const got = await pointsByType(db, id);
          for (const t of earningPointTypes) expect(got.get(t) ?? 0).toBe(want.get(t) ?? 0);
        }
        expect(await pointsOffTheirEntries(db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
