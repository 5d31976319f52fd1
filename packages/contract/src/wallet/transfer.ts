import { z } from 'zod';
import { text } from '../input';
import { currencyCodeSchema, minorUnitsSchema } from './balance';
import { amountSchema } from './limits';
import { vendorCodeSchema } from './provider';

/** The directions of a wallet transfer: `in` to the provider's wallet, `out` back to the main one. */
export const walletTransferDirections = ['in', 'out'] as const;
export type WalletTransferDirection = (typeof walletTransferDirections)[number];

/**
 * `POST /wps/relay/GCS_walletTransfer` (T): moves money between the member's main wallet
 * and a transfer-mode provider's wallet. Idempotent by `requestId`: the same id again
 * answers the first transfer and moves nothing.
 */
export const walletTransferSchema = z.strictObject({
  vendorCode: vendorCodeSchema,
  direction: z.enum(walletTransferDirections),
  amount: amountSchema,
  requestId: text(64, { min: 8 }),
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

export const walletTransferValueSchema = z.object({
  vendorCode: z.string(),
  direction: z.enum(walletTransferDirections),
  amount: minorUnitsSchema,
  /** The main wallet after the transfer. */
  balance: minorUnitsSchema,
  /** The provider's wallet after the transfer. */
  providerBalance: minorUnitsSchema,
  currency: currencyCodeSchema,
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

/** Operator: a provider's wallet mode (`npm run operator -- provider-wallet mode …`). */
export const providerWalletModes = ['seamless', 'transfer'] as const;
export type ProviderWalletMode = (typeof providerWalletModes)[number];
export const providerWalletModeSchema = z.strictObject({
  vendorCode: vendorCodeSchema,
  mode: z.enum(providerWalletModes),
});
export type ProviderWalletModeSetting = z.infer<typeof providerWalletModeSchema>;
export const providerWalletModesSchema = z.object({
  /** The vendors in transfer mode; every other provider is seamless. */
  transferVendors: z.array(z.string()),
});
