import { z } from 'zod';
import { stepUpProofSchema } from '../identity/common';
import { digitsInt, idParamSchema, idSchema, text } from '../input';
import { currencyCodeSchema, minorUnitsSchema } from '../wallet/balance';
import { amountSchema } from '../wallet/limits';
import { withdrawalReceiptSchema } from '../messages/schemas';
import { MAX_REJECT_REASON_LENGTH, pixKeyTypes, withdrawalStatuses } from './paths';

/**
 * Withdrawal calls (paths in `paths.ts`, ADR 017). Amounts are integer minor units. Field
 * formats a member can get wrong (the PIX key for its type, the payee's name, the amount's
 * bounds) are checked by the handlers with `pix.ts` and the settings, so the reply names
 * the problem in the member's language; these schemas refuse only malformed requests.
 */
/** Amounts sent in are bounded by the shared MAX_AMOUNT (R12); replies take any safe integer. */
const positiveAmount = amountSchema;
const positiveReply = minorUnitsSchema.refine((n) => n > 0, 'must be positive');
const isoDateTime = z.string();
export const withdrawalIdParamsSchema = z.strictObject({ id: idParamSchema });

/** `GET /wps/v2/withdrawals/settings` (T). */
export const withdrawalSettingsSchema = z.object({
  currency: currencyCodeSchema,
  minAmount: positiveReply,
  maxAmount: positiveReply,
  maxPayoutAccounts: z.number().int().positive(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

/** A saved payout account: a PIX key of a type, and whose name the bank shows. */
export const payoutAccountSchema = z.object({
  id: z.number().int().positive(),
  method: z.literal('PIX'),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string(),
  payeeName: z.string(),
  createdAt: isoDateTime,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/**
 * `POST /wps/v2/withdrawals/payout-accounts` (T, E). `proof` is the step-up proof (S10):
 * the password, or the authenticator's current code; removing one (`DELETE …/:id`, T, E)
 * sends `{ proof }` too.
 */
export const payoutAccountInputSchema = z.strictObject({
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: text(200),
  payeeName: text(200),
  proof: stepUpProofSchema,
});
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

/**
 * `POST /wps/v2/withdrawals` (T, E: the password travels encrypted). `requestId` is the
 * client's id of this attempt (a UUID): a retry with it gets the original request back.
 * `password` is the member's login password, re-entered to confirm (ADR 017).
 */
export const withdrawalRequestSchema = z.strictObject({
  requestId: z.uuid(),
  amount: positiveAmount,
  payoutAccountId: idSchema,
  password: text(128, { min: 1 }),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** One request as its member sees it; `reason` is the operator's, on rejected ones. */
export const withdrawalSchema = z.object({
  id: z.number().int().positive(),
  amount: positiveReply,
  status: z.enum(withdrawalStatuses),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string(),
  payeeName: z.string(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
  settledAt: isoDateTime.nullable(),
  /** After a payout, the member's receipt confirmation (spec §4, ADR 027); else null. */
  receipt: withdrawalReceiptSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /wps/v2/withdrawals` (T): the newest requests first (at most 50). */
export const withdrawalListSchema = z.array(withdrawalSchema);

/** Operator's view: whose request, and the payout reference of the gateway once paid. */
export const operatorWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number().int().positive(),
  account: z.string(),
  payoutReference: z.string().nullable(),
  settledBy: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const operatorWithdrawalQuerySchema = z.strictObject({
  status: z.enum(withdrawalStatuses).optional(),
  limit: digitsInt(1, 200).default(50),
});

export const withdrawalRejectSchema = z.strictObject({
  reason: text(MAX_REJECT_REASON_LENGTH).trim().min(1),
});

/** `PUT /operator/withdrawal-settings`: the bounds of one request, minimum ≤ maximum. */
export const withdrawalLimitsSchema = z
  .strictObject({ minAmount: positiveAmount, maxAmount: positiveAmount })
  .refine((l) => l.minAmount <= l.maxAmount, 'minAmount must not exceed maxAmount');
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

/** `value` of a WITHDRAWAL_AMOUNT_OUT_OF_RANGE error: the bounds the amount missed. */
export const withdrawalAmountRangeValueSchema = z.object({
  minAmount: positiveReply,
  maxAmount: positiveReply,
});
