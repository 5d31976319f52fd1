import { z } from 'zod';
import { digitsInt } from '../input';
import { currencyCodeSchema, minorUnitsSchema } from '../wallet/balance';
import { amountSchema } from '../wallet/limits';
import { depositOrderStatuses } from './paths';

/** A channel's code, e.g. `PIX`: also part of ledger references, so plain upper-case. */
export const depositChannelCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** A payment gateway's code, e.g. `SANDBOX` (its ledger account is `payment:<code>`). */
export const gatewayCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** Our reference of an order, handed to the gateway and back: random, unguessable. */
export const depositOrderRefSchema = z.string().regex(/^D[A-Za-z0-9_-]{20,40}$/);

/** Every amount sent in (member, gateway, operator) is bounded by the shared MAX_AMOUNT (R12). */
const positiveAmount = amountSchema;

/** `GET /wps/v2/payments/deposit/channels` (T): one enabled channel, named in the caller's language. */
export const depositChannelSchema = z.object({
  code: depositChannelCodeSchema,
  name: z.string(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  quickAmounts: z.array(minorUnitsSchema),
  currency: currencyCodeSchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.array(depositChannelSchema);

/** `POST /wps/v2/payments/deposit/orders` (T). */
export const createDepositOrderSchema = z.strictObject({
  channelCode: depositChannelCodeSchema,
  amount: positiveAmount,
});
export type CreateDepositOrder = z.infer<typeof createDepositOrderSchema>;

/**
 * An order as its member sees it. `expired` is a pending order past `expiresAt`; a late
 * "paid" notification still credits it (ADR 016). `checkoutUrl` is where the payer pays.
 */
export const depositOrderSchema = z.object({
  orderRef: depositOrderRefSchema,
  channelCode: depositChannelCodeSchema,
  amount: minorUnitsSchema,
  currency: currencyCodeSchema,
  status: z.enum(depositOrderStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositOrderParamsSchema = z.strictObject({ orderRef: depositOrderRefSchema });

/** `GET /wps/v2/payments/deposit/orders` (T): newest first, spec §3's paged-list fields. */
export const depositOrderListQuerySchema = z.strictObject({
  pageNo: digitsInt(1, 10_000).default(1),
  pageSize: digitsInt(1, 50).default(10),
});
export const depositOrderListSchema = z.object({
  content: z.array(depositOrderSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
});
export type DepositOrderList = z.infer<typeof depositOrderListSchema>;

/** `value` of DEPOSIT_AMOUNT_OUT_OF_RANGE: the channel's bounds, for the form to show. */
export const depositBoundsValueSchema = z.object({
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
});

/**
 * The body a gateway POSTs to `/wps/v2/payments/gateway/:gatewayCode/notify`, signed
 * (GATEWAY_SIGNATURE_HEADER). It may arrive more than once and late; `paymentId` is the
 * gateway's own id of the payment.
 */
export const gatewayNotificationSchema = z.strictObject({
  orderRef: depositOrderRefSchema,
  status: z.enum(['paid', 'failed']),
  amount: positiveAmount,
  currency: currencyCodeSchema,
  paymentId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\x21-\x7e]+$/),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;
export const gatewayNotificationParamsSchema = z.strictObject({ gatewayCode: gatewayCodeSchema });
/** What the site answers a gateway: the order's status after the notification. */
export const gatewayNotificationReplySchema = z.object({
  orderRef: depositOrderRefSchema,
  status: z.enum(depositOrderStatuses),
});

/** Operator view of a channel (`npm run operator -- deposit channels`). */
export const operatorDepositChannelSchema = z.object({
  code: depositChannelCodeSchema,
  gatewayCode: gatewayCodeSchema,
  namePt: z.string(),
  nameEn: z.string(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  enabled: z.boolean(),
});
export type OperatorDepositChannel = z.infer<typeof operatorDepositChannelSchema>;
export const operatorDepositChannelParamsSchema = z.strictObject({
  code: depositChannelCodeSchema,
});
export const operatorDepositChannelPatchSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    minAmount: positiveAmount.optional(),
    maxAmount: positiveAmount.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'nothing to change');
export type OperatorDepositChannelPatch = z.infer<typeof operatorDepositChannelPatchSchema>;

export const operatorDepositOrderQuerySchema = z.strictObject({
  limit: digitsInt(1, 200).default(20),
});
export const operatorDepositOrderSchema = depositOrderSchema
  .omit({ checkoutUrl: true })
  .extend({ account: z.string(), gatewayCode: gatewayCodeSchema });
export type OperatorDepositOrder = z.infer<typeof operatorDepositOrderSchema>;
