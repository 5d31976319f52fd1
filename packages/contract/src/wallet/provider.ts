import { z } from 'zod';
import { text } from '../input';
import { currencyCodeSchema, minorUnitsSchema } from './balance';
import { amountOrZeroSchema, amountSchema } from './limits';

/**
 * The seamless-wallet protocol game providers call (docs/provider-wallet-api.md). Bodies
 * are strict JSON, signed with HMAC-SHA256; amounts are integer minor units.
 */
export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,32}$/);
export const vendorParamsSchema = z.strictObject({ vendorCode: vendorCodeSchema });

/** A provider's own id of a call: printable ASCII, so it can be part of a ledger key. */
const providerIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);
const gameTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
const gameCodeSchema = text(64, { min: 1 });

export const providerBalanceRequestSchema = z.strictObject({ token: gameTokenSchema });

/** Debits the member: refused with an expired game token or too little money. */
export const providerBetRequestSchema = z.strictObject({
  token: gameTokenSchema,
  transactionId: providerIdSchema,
  roundId: providerIdSchema,
  gameCode: gameCodeSchema,
  amount: amountSchema,
});

/** Credits the member for a bet; 0 closes a lost round. Accepted with an expired token. */
export const providerWinRequestSchema = z.strictObject({
  token: gameTokenSchema,
  transactionId: providerIdSchema,
  betTransactionId: providerIdSchema,
  roundId: providerIdSchema,
  gameCode: gameCodeSchema,
  amount: amountOrZeroSchema,
});

/**
 * Cancels a bet and gives its amount back, once however often it is sent. A rollback that
 * arrives before its bet is remembered, and the bet then changes nothing.
 */
export const providerRollbackRequestSchema = z.strictObject({
  token: gameTokenSchema,
  transactionId: providerIdSchema,
  betTransactionId: providerIdSchema,
  roundId: providerIdSchema.optional(),
  amount: amountSchema,
});

export type ProviderBetRequest = z.infer<typeof providerBetRequestSchema>;
export type ProviderWinRequest = z.infer<typeof providerWinRequestSchema>;
export type ProviderRollbackRequest = z.infer<typeof providerRollbackRequestSchema>;

/**
 * Reply to every provider call. `transactionId` is the ledger posting's id (null for a
 * balance query, or a bet voided by an earlier rollback); `balance` is the wallet right
 * after the call's posting, so a retried call gets the very same reply.
 */
export const providerWalletReplySchema = z.object({
  balance: minorUnitsSchema,
  currency: currencyCodeSchema,
  transactionId: z.string().nullable(),
});
export type ProviderWalletReply = z.infer<typeof providerWalletReplySchema>;
