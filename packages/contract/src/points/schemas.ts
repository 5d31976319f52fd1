import { z } from 'zod';
import { idParamSchema, idSchema, text } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import { amountSchema } from '../wallet/limits';
import {
  earningPointTypes,
  MAX_POINT_RATIO,
  MAX_POINTS,
  POINT_REJECT_REASON_MAX,
  POINT_REWARD_DESCRIPTION_MAX,
  POINT_REWARD_NAME_MAX,
  pointRewardKinds,
  redeemStatuses,
} from './paths';

const points = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const pointsInput = z.number().int().min(1).max(MAX_POINTS);
const ratio = z.number().int().min(0).max(MAX_POINT_RATIO);

/** `MCS2_getPointBalance`: spendable points and the amount per type (spec §3). */
export const pointBalanceSchema = z.object({
  balance: points,
  byType: z.object({
    live: points,
    lott: points,
    pvp: points,
    rng: points,
    sports: points,
    redeem: points,
    deposit: points,
  }),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** `MCS2_getPointConfig`: points per 100.00 per earning type; cash (minor) per 100 points. */
export const pointConfigSchema = z.strictObject({
  ratios: z.strictObject(
    Object.fromEntries(earningPointTypes.map((t) => [t, ratio])) as Record<
      (typeof earningPointTypes)[number],
      typeof ratio
    >,
  ),
  exchange: ratio,
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** One reward as a member sees it, in the reader's language. */
export const pointRewardSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  kind: z.enum(pointRewardKinds),
  cost: points,
  /** For a `bonus` reward, the cash it pays (minor units); 0 for a physical one. */
  bonusAmount: minorUnitsSchema,
  stock: points,
  /** How many times one member may redeem it; null = no limit. */
  perMemberLimit: points.nullable(),
  /** How many times this member has redeemed it (rejections not counted). */
  redeemed: points,
});
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardListSchema = z.array(pointRewardSchema);

/** One line of the redeem history: a reward or a conversion. */
export const pointRedemptionSchema = z.object({
  id: idSchema,
  kind: z.enum(['reward', 'convert']),
  rewardName: z.string().nullable(),
  points,
  /** Cash paid into the wallet (minor units), 0 for a physical reward. */
  cash: minorUnitsSchema,
  status: z.enum(redeemStatuses),
  reason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;
export const pointRedemptionListSchema = z.array(pointRedemptionSchema);

/** POST redeem (T, E): `requestId` makes a retry pay once. */
export const pointRedeemRequestSchema = z.strictObject({
  requestId: z.uuid(),
  rewardId: idSchema,
  password: text(128, { min: 1 }),
});
export type PointRedeemRequest = z.infer<typeof pointRedeemRequestSchema>;

/** POST convert (T, E). */
export const pointConvertRequestSchema = z.strictObject({
  requestId: z.uuid(),
  points: pointsInput,
  password: text(128, { min: 1 }),
});
export type PointConvertRequest = z.infer<typeof pointConvertRequestSchema>;

/** Operator: a new reward. */
export const operatorPointRewardInputSchema = z.strictObject({
  nameEn: text(POINT_REWARD_NAME_MAX, { min: 1 }),
  namePt: text(POINT_REWARD_NAME_MAX, { min: 1 }),
  descriptionEn: text(POINT_REWARD_DESCRIPTION_MAX).default(''),
  descriptionPt: text(POINT_REWARD_DESCRIPTION_MAX).default(''),
  kind: z.enum(pointRewardKinds),
  cost: pointsInput,
  bonusAmount: amountSchema.optional(),
  stock: z.number().int().min(0).max(MAX_POINTS),
  perMemberLimit: pointsInput.nullable().default(null),
});
export type OperatorPointRewardInput = z.input<typeof operatorPointRewardInputSchema>;

/**
 * Operator: change a reward's stock, limit, cost or (a bonus reward's) cash, or switch it
 * on/off. The kind stays: a physical reward's pending redemptions await review as such.
 */
/** At least one field: an empty change is the operator's mistake, not a no-op to accept. */
export const operatorPointRewardPatchSchema = z
  .strictObject({
    cost: pointsInput.optional(),
    bonusAmount: amountSchema.optional(),
    stock: z.number().int().min(0).max(MAX_POINTS).optional(),
    perMemberLimit: pointsInput.nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'nothing to change');

export const operatorPointRewardSchema = z.object({
  id: idSchema,
  nameEn: z.string(),
  namePt: z.string(),
  kind: z.enum(pointRewardKinds),
  cost: points,
  bonusAmount: minorUnitsSchema,
  stock: points,
  perMemberLimit: points.nullable(),
  enabled: z.boolean(),
});
export type OperatorPointReward = z.infer<typeof operatorPointRewardSchema>;

export const operatorPointRedemptionSchema = pointRedemptionSchema.extend({
  memberId: idSchema,
  username: z.string(),
});
export type OperatorPointRedemption = z.infer<typeof operatorPointRedemptionSchema>;

export const operatorPointRedemptionQuerySchema = z.strictObject({
  status: z.enum(redeemStatuses).optional(),
});
export const pointIdParamsSchema = z.strictObject({ id: idParamSchema });
export const operatorPointRejectSchema = z.strictObject({
  reason: text(POINT_REJECT_REASON_MAX, { min: 1 }),
});

/** What one run of the accrual job did. */
export const pointAccrualResultSchema = z.object({
  rounds: points,
  deposits: points,
  points,
});
export type PointAccrualResult = z.infer<typeof pointAccrualResultSchema>;
