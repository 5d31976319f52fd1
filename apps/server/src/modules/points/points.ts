import {
  earningPointTypes,
  POINT_EXCHANGE_BASE,
  type Language,
  type OperatorPointRedemption,
  type OperatorPointReward,
  type PointBalance,
  type PointConfig,
  type PointConvertRequest,
  type PointRedemption,
  type PointRedeemRequest,
  type PointReward,
} from '@openlobby/contract';
import type { z } from 'zod';
import type {
  operatorPointRewardInputSchema,
  operatorPointRewardPatchSchema,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { confirmPaymentPassword, type MemberRow } from '../identity';
import { writeMessage } from '../messages';
import { post, PROMOTIONS } from '../wallet';
import { postPoints, pointsByType, readPoints } from './point-ledger-repository';
import {
  allRewards,
  claimRequest,
  decideRedemption,
  giveStockBack,
  insertReward,
  memberRedeemedCount,
  memberRedemptions,
  nameIn,
  operatorRedemptions,
  readConfig,
  redemptionByRequest,
  redemptionExists,
  rewardById,
  rewardsForMember,
  setRedemption,
  takeStock,
  updateReward,
  writeConfig,
  type RedemptionRow,
  type RewardRow,
} from './point-repository';

/** The ledger keys of the points mall (ADR 036): one per movement, so a replay pays once. */
export const pointKeys = {
  bet: (betRecordId: number) => `points:bet:${betRecordId}`,
  deposit: (depositOrderId: number) => `points:deposit:${depositOrderId}`,
  spend: (redemptionId: number) => `points:spend:${redemptionId}`,
  cash: (redemptionId: number) => `points:cash:${redemptionId}`,
  refund: (redemptionId: number) => `points:refund:${redemptionId}`,
};

export async function pointConfigOf(db: Db): Promise<PointConfig> {
  const stored = await readConfig(db);
  const ratios = Object.fromEntries(
    earningPointTypes.map((t) => [t, stored.get(`ratio:${t}`) ?? 0]),
  ) as PointConfig['ratios'];
  return { ratios, exchange: stored.get('exchange') ?? 0 };
}

export async function setPointConfig(db: Db, change: PointConfig): Promise<PointConfig> {
  await writeConfig(db, [
    ...earningPointTypes.map((t) => [`ratio:${t}`, change.ratios[t]] as [string, number]),
    ['exchange', change.exchange],
  ]);
  return pointConfigOf(db);
}

export async function pointBalanceOf(db: Db, memberId: number): Promise<PointBalance> {
  const [balance, byType] = await Promise.all([
    readPoints(db, memberId),
    pointsByType(db, memberId),
  ]);
  const earned = (t: string) => Math.max(0, byType.get(t) ?? 0);
  return {
    balance,
    byType: {
      live: earned('live'),
      lott: earned('lott'),
      pvp: earned('pvp'),
      rng: earned('rng'),
      sports: earned('sports'),
      deposit: earned('deposit'),
      // Spent, net of rejected redemptions given back.
      redeem: Math.max(0, -(byType.get('redeem') ?? 0)),
    },
  };
}

export async function rewardsOf(
  db: Db,
  memberId: number,
  language: Language,
): Promise<PointReward[]> {
  return (await rewardsForMember(db, memberId)).map((r) => ({
    id: r.id,
    name: language === 'pt' ? r.name_pt : r.name_en,
    description: language === 'pt' ? r.description_pt : r.description_en,
    kind: r.kind,
    cost: r.cost,
    bonusAmount: Number(r.bonus_amount),
    stock: r.stock,
    perMemberLimit: r.per_member_limit,
    redeemed: r.redeemed,
  }));
}

function redemptionOf(
  r: RedemptionRow,
  reward: RewardRow | null,
  language: Language,
): PointRedemption {
  return {
    id: r.id,
    kind: r.kind as PointRedemption['kind'],
    rewardName: reward ? nameIn(reward, language) : null,
    points: r.points,
    cash: r.cash,
    status: r.status as PointRedemption['status'],
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

export async function redemptionsOf(
  db: Db,
  memberId: number,
  language: Language,
): Promise<PointRedemption[]> {
  const rows = await memberRedemptions(db, memberId);
  return rows.map((r) => redemptionOf(r.redemption, r.reward, language));
}

/** A replayed request: the original's line, whatever the retry asked. */
async function replayOf(db: Db, memberId: number, requestId: string, language: Language) {
  const row = await redemptionByRequest(db, memberId, requestId);
  if (!row) throw new Error(`request ${requestId} claimed but not found`);
  const reward = row.rewardId === null ? null : ((await rewardById(db, row.rewardId)) ?? null);
  return redemptionOf(row, reward, language);
}

/**
 * Redeems a reward (ADR 036), after the payment password: in ONE transaction the request id
 * is claimed (a replay returns the first result and moves nothing), one of the stock is
 * taken (the reward's row lock makes concurrent redemptions of the last item queue, and one
 * of them finds none), the member's limit is checked, the points leave by a keyed posting,
 * and a `bonus` reward pays its cash by another. A physical reward stays `process` until
 * the operator decides. Any refusal rolls all of it back.
 */
export async function redeemReward(
  db: Db,
  member: MemberRow,
  body: PointRedeemRequest,
  language: Language,
): Promise<PointRedemption> {
  await confirmPaymentPassword(db, member, body.password);
  const reward = await rewardById(db, body.rewardId);
  if (!reward) {
    // A replay of a request whose reward was since removed still answers its result.
    if (await redemptionByRequest(db, member.id, body.requestId)) {
      return replayOf(db, member.id, body.requestId, language);
    }
    throw new AppError('POINT_REWARD_NOT_FOUND', `reward ${body.rewardId}`);
  }
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await claimRequest(tx, {
      memberId: member.id,
      requestId: body.requestId,
      kind: 'reward',
      rewardId: reward.id,
      points: reward.cost,
      status: 'process',
    });
    if (!claimed) return null;
    if (!(await takeStock(tx, reward.id))) {
      const now = await rewardById(tx, reward.id);
      throw new AppError(
        now?.enabled ? 'POINT_REWARD_OUT_OF_STOCK' : 'POINT_REWARD_NOT_FOUND',
        `reward ${reward.id}`,
      );
    }
    if (
      reward.perMemberLimit !== null &&
      (await memberRedeemedCount(tx, reward.id, member.id, claimed.id)) >= reward.perMemberLimit
    ) {
      throw new AppError('POINT_REWARD_LIMIT_REACHED', `reward ${reward.id}`);
    }
    await postPoints(tx, {
      idempotencyKey: pointKeys.spend(claimed.id),
      memberId: member.id,
      amount: -reward.cost,
      type: 'redeem',
    });
    if (reward.kind === 'bonus') {
      await post(tx, {
        idempotencyKey: pointKeys.cash(claimed.id),
        kind: 'points',
        memberId: member.id,
        amount: reward.bonusAmount,
        counterparty: PROMOTIONS,
        reference: `point-reward:${reward.id}`,
      });
      const settled = { status: 'approved', cash: reward.bonusAmount, settledAt: new Date() };
      await setRedemption(tx, claimed.id, settled);
      return { ...claimed, ...settled };
    }
    return claimed;
  });
  if (!row) return replayOf(db, member.id, body.requestId, language);
  return redemptionOf(row, reward, language);
}

/**
 * Converts points to cash at the exchange ratio (cash per 100 points, rounded down), after
 * the payment password: the request id claimed, the points posting and the cash posting in
 * ONE transaction, so a replay pays once and a refusal moves nothing.
 */
export async function convertPoints(
  db: Db,
  member: MemberRow,
  body: PointConvertRequest,
  language: Language,
): Promise<PointRedemption> {
  await confirmPaymentPassword(db, member, body.password);
  const { exchange } = await pointConfigOf(db);
  const cash = Math.floor((body.points * exchange) / POINT_EXCHANGE_BASE);
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const claimed = await claimRequest(tx, {
      memberId: member.id,
      requestId: body.requestId,
      kind: 'convert',
      points: body.points,
      cash,
      status: 'approved',
      settledAt: new Date(),
    });
    if (!claimed) return null;
    if (cash < 1) throw new AppError('POINTS_CONVERT_TOO_FEW', `${body.points} points`);
    await postPoints(tx, {
      idempotencyKey: pointKeys.spend(claimed.id),
      memberId: member.id,
      amount: -body.points,
      type: 'redeem',
    });
    await post(tx, {
      idempotencyKey: pointKeys.cash(claimed.id),
      kind: 'points',
      memberId: member.id,
      amount: cash,
      counterparty: PROMOTIONS,
      reference: 'point-convert',
    });
    return claimed;
  });
  if (!row) return replayOf(db, member.id, body.requestId, language);
  return redemptionOf(row, null, language);
}

/** The operator approves a physical reward's redemption (it has been sent). */
export async function approveRedemption(db: Db, id: number): Promise<OperatorPointRedemption> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await decideRedemption(tx, id, 'approved', null);
    if (!row) return refuseDecision(tx, id);
    await tellMember(tx, row, 'points_redemption_approved');
  });
  return operatorRedemption(db, id);
}

/** The operator rejects one: the points come back by a keyed posting, and the stock. */
export async function rejectRedemption(
  db: Db,
  id: number,
  reason: string,
): Promise<OperatorPointRedemption> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await decideRedemption(tx, id, 'rejected', reason);
    if (!row) return refuseDecision(tx, id);
    await postPoints(tx, {
      idempotencyKey: pointKeys.refund(row.id),
      memberId: row.memberId,
      amount: row.points,
      type: 'redeem',
    });
    if (row.rewardId !== null) await giveStockBack(tx, row.rewardId);
    await tellMember(tx, row, 'points_redemption_rejected');
  });
  return operatorRedemption(db, id);
}

/**
 * The member's inbox message on the operator's decision (ADR 027), written in the decision's
 * transaction and keyed by the redemption, so the member learns why (a rejection's reason)
 * without asking support. The reward's name goes in both languages.
 */
async function tellMember(
  tx: Db,
  row: RedemptionRow,
  kind: 'points_redemption_approved' | 'points_redemption_rejected',
): Promise<void> {
  const reward = row.rewardId === null ? undefined : await rewardById(tx, row.rewardId);
  await writeMessage(tx, {
    memberId: row.memberId,
    kind,
    eventKey: `${kind}:${row.id}`,
    params: {
      redemptionId: row.id,
      points: row.points,
      reason: row.reason ?? '',
      reward_en: reward?.nameEn ?? '',
      reward_pt: reward?.namePt ?? '',
    },
  });
}

async function refuseDecision(db: Db, id: number): Promise<never> {
  throw new AppError(
    (await redemptionExists(db, id)) ? 'POINT_REDEMPTION_DECIDED' : 'POINT_REDEMPTION_NOT_FOUND',
    `redemption ${id}`,
  );
}

async function operatorRedemption(db: Db, id: number): Promise<OperatorPointRedemption> {
  const [found] = (await listRedemptions(db, undefined)).filter((r) => r.id === id);
  if (!found) throw new AppError('POINT_REDEMPTION_NOT_FOUND', `redemption ${id}`);
  return found;
}

export async function listRedemptions(
  db: Db,
  status: string | undefined,
): Promise<OperatorPointRedemption[]> {
  return (await operatorRedemptions(db, status)).map((r) => ({
    ...redemptionOf(r.redemption, r.reward, 'en'),
    memberId: r.redemption.memberId,
    username: r.username,
  }));
}

const operatorRewardOf = (r: RewardRow): OperatorPointReward => ({
  id: r.id,
  nameEn: r.nameEn,
  namePt: r.namePt,
  kind: r.kind as OperatorPointReward['kind'],
  cost: r.cost,
  bonusAmount: r.bonusAmount,
  stock: r.stock,
  perMemberLimit: r.perMemberLimit,
  enabled: r.enabled,
});

export async function listRewards(db: Db): Promise<OperatorPointReward[]> {
  return (await allRewards(db)).map(operatorRewardOf);
}

export async function addReward(
  db: Db,
  input: z.output<typeof operatorPointRewardInputSchema>,
): Promise<OperatorPointReward> {
  if ((input.kind === 'bonus') !== (input.bonusAmount !== undefined)) {
    throw new AppError('VALIDATION_FAILED', 'a bonus reward, and only one, has a bonusAmount');
  }
  return operatorRewardOf(
    await insertReward(db, { ...input, bonusAmount: input.bonusAmount ?? 0 }),
  );
}

export async function changeReward(
  db: Db,
  id: number,
  change: z.output<typeof operatorPointRewardPatchSchema>,
): Promise<OperatorPointReward> {
  if (change.bonusAmount !== undefined) {
    const current = await rewardById(db, id);
    if (!current) throw new AppError('POINT_REWARD_NOT_FOUND', `reward ${id}`);
    if (current.kind !== 'bonus') {
      throw new AppError('VALIDATION_FAILED', 'only a bonus reward has a bonusAmount');
    }
  }
  const row = await updateReward(db, id, change);
  if (!row) throw new AppError('POINT_REWARD_NOT_FOUND', `reward ${id}`);
  return operatorRewardOf(row);
}
