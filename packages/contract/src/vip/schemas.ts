import { z } from 'zod';
import { text } from '../input';
import { amountOrZeroSchema, amountSchema } from '../wallet/limits';
import { VIP_TIERS_MAX } from './paths';

const minor = z.number().int();

/** One tier of the ladder: reached at `threshold` of cumulative valid bet (minor units). */
export const vipTierSchema = z.object({
  level: z.number().int().min(1).max(VIP_TIERS_MAX),
  name: z.string(),
  threshold: minor,
  /** Paid once when the member reaches the tier. */
  upgradeBonus: minor,
  /** Paid once a month while the member holds the tier. */
  monthlyBonus: minor,
});
export type VipTier = z.infer<typeof vipTierSchema>;

/** The member's VIP card: level 0 is no tier yet. */
export const vipStatusSchema = z.object({
  level: z.number().int().min(0),
  name: z.string().nullable(),
  /** Cumulative valid bet (stakes less refunds) of every round, minor units. */
  validBet: minor,
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      threshold: minor,
      /** Valid bet still needed. */
      remaining: minor,
    })
    .nullable(),
  tiers: z.array(vipTierSchema),
  currency: z.string(),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** Operator: the whole ladder, lowest tier first; thresholds must rise (the server checks). */
export const operatorVipTiersSchema = z.strictObject({
  tiers: z
    .array(
      z.strictObject({
        name: text(40, { min: 1 }),
        threshold: amountSchema,
        upgradeBonus: amountOrZeroSchema,
        monthlyBonus: amountOrZeroSchema,
      }),
    )
    .max(VIP_TIERS_MAX),
});
export type OperatorVipTiers = z.infer<typeof operatorVipTiersSchema>;

export const operatorVipTierListSchema = z.object({ tiers: z.array(vipTierSchema) });

export const operatorVipMembersQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const operatorVipMembersSchema = z.object({
  members: z.array(
    z.object({
      account: z.string(),
      level: z.number().int(),
      name: z.string().nullable(),
      validBet: minor,
    }),
  ),
});
export type OperatorVipMembers = z.infer<typeof operatorVipMembersSchema>;

/** A calendar month, UTC (YYYY-MM). */
export const vipMonthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');
export const operatorVipMonthlySchema = z.strictObject({
  month: vipMonthParam,
  /** True: say who would be paid, pay nothing. */
  preview: z.boolean().default(false),
});
export const vipMonthlyResultSchema = z.object({
  month: z.string(),
  preview: z.boolean(),
  /** Members paid by this run (or who would be, in a preview). */
  paid: z.number().int(),
  /** Members already paid that month (an earlier or concurrent run). */
  alreadyPaid: z.number().int(),
  amount: minor,
});
export type VipMonthlyResult = z.infer<typeof vipMonthlyResultSchema>;
