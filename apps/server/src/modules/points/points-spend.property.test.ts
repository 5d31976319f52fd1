import type { PointRedemption } from '@openlobby/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { member, pointReward } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { hashPassword } from '../identity';
import { readBalance } from '../wallet';
import { reconcileLedger } from '../wallet/reconcile';
import { pointsOffTheirEntries, postPoints, readPoints } from './point-ledger-repository';
import {
  approveRedemption,
  convertPoints,
  redeemReward,
  rejectRedemption,
  setPointConfig,
} from './points';

/**
 * R6 for points (ADR 036): random sequences of conversions, bonus and physical
 * redemptions, the operator's approvals and rejections, with request ids reused (replays
 * and the same id sent for another request), against an in-memory model of the rules.
 * After every step the database holds the model's points, cash and stock; every refusal is
 * the model's and moved nothing; a replay answers its first result; the books reconcile.
 */
const PAY = '135790';
const START_POINTS = 600;
/** Cash (minor units) per 100 points: 1 point → 0 (too few), 50 → 20, 250 → 100. */
const EXCHANGE = 40;
const BONUS = { cost: 150, bonusAmount: 500, stock: 3, perMemberLimit: null };
const PHYSICAL = { cost: 100, bonusAmount: 0, stock: 2, perMemberLimit: 1 };

const requestId = fc.constantFrom(
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
  '00000000-0000-4000-8000-000000000004',
  '00000000-0000-4000-8000-000000000005',
);
const op = fc.oneof(
  fc.record({
    kind: fc.constant('convert' as const),
    requestId,
    points: fc.constantFrom(1, 50, 250),
  }),
  fc.record({
    kind: fc.constant('redeem' as const),
    requestId,
    reward: fc.constantFrom('bonus' as const, 'physical' as const),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    nth: fc.integer({ min: 0, max: 2 }),
    approve: fc.boolean(),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
type Result = Pick<PointRedemption, 'kind' | 'points' | 'cash' | 'status'>;
type Outcome = { result: Result } | { refused: string };

/** The rules of ADR 036 in memory, for one member. */
class Model {
  points = START_POINTS;
  cash = 0;
  stock = { bonus: BONUS.stock, physical: PHYSICAL.stock };
  /**
   * Each request id's redemption: a replay answers it as it stands now (a physical reward
   * may have been decided since) and moves nothing.
   */
  private readonly answered = new Map<string, () => Result>();
  /** The physical redemptions in order, with their status. */
  readonly physical: { status: 'process' | 'approved' | 'rejected' }[] = [];

  apply(o: Op): Outcome {
    if (o.kind === 'decide') return this.decide(o.nth, o.approve);
    const earlier = this.answered.get(o.requestId);
    if (earlier) return { result: earlier() };
    const outcome = o.kind === 'convert' ? this.convert(o.points) : this.redeem(o.reward);
    if ('result' in outcome) {
      const { result } = outcome;
      const entry = result.status === 'process' ? this.physical.at(-1)! : null;
      this.answered.set(o.requestId, () => (entry ? { ...result, status: entry.status } : result));
    }
    return outcome;
  }

  private convert(points: number): Outcome {
    const cash = Math.floor((points * EXCHANGE) / 100);
    if (cash < 1) return { refused: 'POINTS_CONVERT_TOO_FEW' };
    if (points > this.points) return { refused: 'POINTS_INSUFFICIENT' };
    this.points -= points;
    this.cash += cash;
    return { result: { kind: 'convert', points, cash, status: 'approved' } };
  }

  private redeem(which: 'bonus' | 'physical'): Outcome {
    const reward = which === 'bonus' ? BONUS : PHYSICAL;
    if (this.stock[which] === 0) return { refused: 'POINT_REWARD_OUT_OF_STOCK' };
    const held = which === 'physical' ? this.physical.filter((p) => p.status !== 'rejected') : [];
    if (reward.perMemberLimit !== null && held.length >= reward.perMemberLimit) {
      return { refused: 'POINT_REWARD_LIMIT_REACHED' };
    }
    if (reward.cost > this.points) return { refused: 'POINTS_INSUFFICIENT' };
    this.stock[which] -= 1;
    this.points -= reward.cost;
    if (which === 'physical') {
      this.physical.push({ status: 'process' });
      return { result: { kind: 'reward', points: reward.cost, cash: 0, status: 'process' } };
    }
    this.cash += reward.bonusAmount;
    const cash = reward.bonusAmount;
    return { result: { kind: 'reward', points: reward.cost, cash, status: 'approved' } };
  }

  private decide(nth: number, approve: boolean): Outcome {
    const target = this.physical[nth];
    if (!target) return { refused: 'none' };
    if (target.status !== 'process') return { refused: 'POINT_REDEMPTION_DECIDED' };
    target.status = approve ? 'approved' : 'rejected';
    if (!approve) {
      this.points += PHYSICAL.cost;
      this.stock.physical += 1;
    }
    const status = target.status;
    return { result: { kind: 'reward', points: PHYSICAL.cost, cash: 0, status } };
  }
}

const outcomeOf = async (call: () => Promise<Result>): Promise<Outcome> => {
  try {
    const { kind, points, cash, status } = await call();
    return { result: { kind, points, cash, status } };
  } catch (error) {
    if (error instanceof AppError) return { refused: error.errorCode };
    throw error;
  }
};

describe.each(testDatabaseKinds())('points spending model on %s (R6)', (kind) => {
  const database = useTestDatabase(kind);

  it('keeps points, cash and stock as the model says, whatever the order and the replays', async () => {
    const db: Db = database().db;
    await setPointConfig(db, {
      ratios: { live: 100, lott: 100, pvp: 100, rng: 100, sports: 100, deposit: 50 },
      exchange: EXCHANGE,
    });
    const passwordHash = await hashPassword(PAY);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        run += 1;
        const memberId = await memberWithBalance(db, 0);
        await db
          .update(member)
          .set({ paymentPasswordHash: passwordHash })
          .where(eq(member.id, memberId));
        const [row] = await db.select().from(member).where(eq(member.id, memberId));
        // A posting balances at commit (a deferred check): it needs its transaction.
        await db.transaction((tx) =>
          postPoints(tx as unknown as Db, {
            idempotencyKey: `points-model:${memberId}`,
            memberId,
            amount: START_POINTS,
            type: 'rng',
          }),
        );
        const rewards = await db
          .insert(pointReward)
          .values([
            { ...BONUS, nameEn: `Bonus ${run}`, namePt: `Bônus ${run}`, kind: 'bonus' },
            { ...PHYSICAL, nameEn: `Cap ${run}`, namePt: `Boné ${run}`, kind: 'physical' },
          ])
          .returning();
        const rewardId = { bonus: rewards[0]!.id, physical: rewards[1]!.id };
        const physicalIds: number[] = [];
        const model = new Model();

        for (const o of ops) {
          const want = model.apply(o);
          let got: Outcome;
          if (o.kind === 'decide') {
            const id = physicalIds[o.nth];
            got =
              id === undefined
                ? { refused: 'none' }
                : await outcomeOf(() =>
                    o.approve
                      ? approveRedemption(db, id)
                      : rejectRedemption(db, id, 'Out of stock at the warehouse'),
                  );
          } else {
            const body = { requestId: o.requestId, password: PAY };
            got = await outcomeOf(async () => {
              if (o.kind === 'convert') {
                return convertPoints(db, row!, { ...body, points: o.points }, 'en');
              }
              const made = await redeemReward(
                db,
                row!,
                { ...body, rewardId: rewardId[o.reward] },
                'en',
              );
              const fresh = made.status === 'process' && !physicalIds.includes(made.id);
              if (fresh) physicalIds.push(made.id);
              return made;
            });
          }
          expect(got, JSON.stringify(o)).toEqual(want);
          expect(await readPoints(db, memberId)).toBe(model.points);
          expect(await readBalance(db, memberId)).toBe(model.cash);
          const stock = await db.select().from(pointReward).where(eq(pointReward.kind, 'bonus'));
          const physical = await db
            .select()
            .from(pointReward)
            .where(eq(pointReward.id, rewardId.physical));
          expect(stock.find((r) => r.id === rewardId.bonus)!.stock).toBe(model.stock.bonus);
          expect(physical[0]!.stock).toBe(model.stock.physical);
        }
        expect(await pointsOffTheirEntries(db)).toEqual([]);
        expect(await reconcileLedger(db)).toEqual({
          mismatchedWallets: [],
          negativeBalances: 0,
          unbalancedPostings: [],
        });
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
