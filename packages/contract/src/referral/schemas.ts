import { z } from 'zod';
import { digitsInt } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import { amountOrZeroSchema, amountSchema } from '../wallet/limits';

export const referralRewardKinds = ['fixed', 'percent'] as const;

/**
 * The operator's referral rules (`npm run operator -- referral rules …`): an invitee's first
 * deposit of at least `minDeposit` pays the member who invited them once, either
 * `fixedAmount` or `percentBp` basis points of that deposit (rounded down).
 */
export const referralRulesSchema = z.strictObject({
  enabled: z.boolean(),
  minDeposit: amountSchema,
  kind: z.enum(referralRewardKinds),
  fixedAmount: amountOrZeroSchema,
  /** Basis points of the first deposit: 500 = 5 %. */
  percentBp: z.number().int().min(0).max(10_000),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  enabled: true,
  minDeposit: 5_000,
  kind: 'fixed',
  fixedAmount: 1_000,
  percentBp: 0,
};

/** The reward a first deposit earns under `rules` (0: none). */
export function referralRewardFor(rules: ReferralRules, firstDeposit: number): number {
  if (!rules.enabled || firstDeposit < rules.minDeposit) return 0;
  if (rules.kind === 'fixed') return rules.fixedAmount;
  return Math.floor((firstDeposit * rules.percentBp) / 10_000);
}

export const referralInfoSchema = z.object({
  code: z.string(),
  /** Path and query of the invitation link; the client puts its own origin before it. */
  linkPath: z.string(),
  invited: z.number().int().min(0),
  deposited: z.number().int().min(0),
  rewardTotal: minorUnitsSchema,
  rules: referralRulesSchema,
  currency: z.string(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

export const inviteeStatuses = ['registered', 'deposited'] as const;
export type InviteeStatus = (typeof inviteeStatuses)[number];

export const inviteeSchema = z.object({
  /** Masked as public boards mask names ("de***er"). */
  account: z.string(),
  registeredAt: z.string(),
  status: z.enum(inviteeStatuses),
  firstDepositAt: z.string().nullable(),
  /** The reward paid for this invitee; null before the first deposit. */
  reward: minorUnitsSchema.nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteesQuerySchema = z.strictObject({
  page: digitsInt(1, 10_000).optional(),
});

export const inviteesPageSchema = z.object({
  list: z.array(inviteeSchema),
  page: z.number().int(),
  total: z.number().int().min(0),
});
export type InviteesPage = z.infer<typeof inviteesPageSchema>;
