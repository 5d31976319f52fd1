import { z } from 'zod';

/**
 * Money leaves the server as integer minor units (centavos for BRL): `12345` is R$ 123,45.
 * Clients format it for display only (spec §9: two decimals, thousands separators). Replies
 * accept every safe integer, far above MAX_BALANCE (limits.ts), so a stored value can never
 * make a reply fail its schema (R12); inputs use the tighter `amountSchema`.
 */
export const minorUnitsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** ISO 4217 code of the site's one currency, e.g. `BRL`. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

/** `GET /wps/v2/wallets/balance` (T). */
export const walletBalanceSchema = z.object({
  balance: minorUnitsSchema,
  currency: currencyCodeSchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * `GET /wps/member/info/funds/consolidated` (T): the member's funds across wallets. With
 * one seamless wallet that is the main balance; `heldBalance` is money reserved by pending
 * withdrawals, and `withdrawableBalance` what may still be withdrawn.
 */
export const consolidatedFundsSchema = z.object({
  currency: currencyCodeSchema,
  balance: minorUnitsSchema,
  heldBalance: minorUnitsSchema,
  withdrawableBalance: minorUnitsSchema,
  /** The member's wallets at transfer-mode providers (empty when the merchant wallet is single). */
  providerWallets: z
    .array(z.object({ vendorCode: z.string(), balance: minorUnitsSchema, transferIn: z.boolean() }))
    .default([]),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/**
 * `GET /wps/relay/GCS_merchantWallet` (T, cached by the client): `isSingle` true means one
 * wallet shared by every game (seamless), so no transfer between game wallets is needed.
 */
export const merchantWalletSchema = z.object({
  isSingle: z.boolean(),
  currency: currencyCodeSchema,
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** `value` of an INSUFFICIENT_FUNDS error: the balance the request could not be paid from. */
export const insufficientFundsValueSchema = z.object({ balance: minorUnitsSchema });
