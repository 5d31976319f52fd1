import { z } from 'zod';
import { idParamSchema, idSchema, text } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import { amountSchema } from '../wallet/limits';
import { RED_ENVELOPE_DAYS_MAX, redEnvelopeEligibilities } from './paths';

const isoDate = z.iso.datetime({ offset: true });

/** A round as a member sees it. Amounts in minor units, times ISO 8601 UTC. */
export const redEnvelopeRoundSchema = z.object({
  id: idSchema,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  eligibility: z.enum(redEnvelopeEligibilities),
  eligibilityDays: z.number().int().min(0),
});
export type RedEnvelopeRound = z.infer<typeof redEnvelopeRoundSchema>;

/**
 * `GET current`: the round open now (null when none) with the caller's standing in it, and
 * the next scheduled round. `status` says what the open button would do: `open` pays,
 * `opened` (amount set) was done, `exhausted` the budget is spent, `not-eligible` and
 * `excluded` refuse.
 */
export const redEnvelopeCurrentSchema = z.object({
  round: redEnvelopeRoundSchema.nullable(),
  status: z.enum(['open', 'opened', 'exhausted', 'not-eligible', 'excluded', 'none']),
  /** What the caller got from this round, once opened. */
  openedAmount: minorUnitsSchema.nullable(),
  next: redEnvelopeRoundSchema.nullable(),
});
export type RedEnvelopeCurrent = z.infer<typeof redEnvelopeCurrentSchema>;

export const redEnvelopeOpenSchema = z.object({ roundId: idSchema });
export type RedEnvelopeOpenInput = z.infer<typeof redEnvelopeOpenSchema>;

export const redEnvelopeOpenReplySchema = z.object({
  roundId: idSchema,
  amount: minorUnitsSchema,
  balanceAfter: minorUnitsSchema,
});
export type RedEnvelopeOpenReply = z.infer<typeof redEnvelopeOpenReplySchema>;

/** An operator's new round. The budget must cover at least one envelope of `minAmount`. */
export const operatorRedEnvelopeInputSchema = z
  .object({
    titlePt: text(200).trim().min(1),
    titleEn: text(200).trim().min(1),
    startsAt: isoDate,
    endsAt: isoDate,
    budget: amountSchema,
    minAmount: amountSchema,
    maxAmount: amountSchema,
    eligibility: z.enum(redEnvelopeEligibilities).default('none'),
    eligibilityDays: z.number().int().min(0).max(RED_ENVELOPE_DAYS_MAX).default(0),
  })
  .refine((r) => Date.parse(r.endsAt) > Date.parse(r.startsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  })
  .refine((r) => r.maxAmount >= r.minAmount, {
    message: 'must be at least minAmount',
    path: ['maxAmount'],
  })
  .refine((r) => r.budget >= r.minAmount, {
    message: 'must cover at least one envelope of minAmount',
    path: ['budget'],
  })
  .refine((r) => r.eligibility === 'none' || r.eligibilityDays > 0, {
    message: 'must be 1 or more for a deposit or valid-bet rule',
    path: ['eligibilityDays'],
  });
export type OperatorRedEnvelopeInput = z.input<typeof operatorRedEnvelopeInputSchema>;

export const operatorRedEnvelopeRoundSchema = z.object({
  id: idSchema,
  titlePt: z.string(),
  titleEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  budget: minorUnitsSchema,
  remaining: minorUnitsSchema,
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  eligibility: z.enum(redEnvelopeEligibilities),
  eligibilityDays: z.number().int(),
  opens: z.number().int().min(0),
  paid: minorUnitsSchema,
});
export type OperatorRedEnvelopeRound = z.infer<typeof operatorRedEnvelopeRoundSchema>;

export const operatorRedEnvelopeOpenSchema = z.object({
  memberId: idSchema,
  account: z.string(),
  amount: minorUnitsSchema,
  openedAt: z.string(),
});
export type OperatorRedEnvelopeOpen = z.infer<typeof operatorRedEnvelopeOpenSchema>;

export const operatorRedEnvelopeIdSchema = z.object({ id: idParamSchema });
