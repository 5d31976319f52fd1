import { z } from 'zod';

/**
 * The money bounds every side shares (quality bar R12): no input may carry more, and the
 * database refuses to store more (migration 0013: CHECKs on the ledger and the wallet, and
 * `ledger_post` refuses a credit that would pass MAX_BALANCE), so every stored amount and
 * balance fits the reply schemas and no read of a wallet can fail.
 *
 * Why these numbers, in minor units (centavos: 100 = R$ 1,00):
 * - MAX_AMOUNT, 10^12 (R$ 10 billion), bounds one money movement. It must hold the largest
 *   payout a built-in game can make: the in-house Mines pays up to 5,148,297× an
 *   IN_HOUSE_MAX_STAKE of 100,000, about 5.15 × 10^11.
 * - MAX_BALANCE, 10^13 (R$ 100 billion), bounds one wallet: ten of the largest movements.
 * - Both stay far inside what a JSON number holds exactly (2^53 − 1 ≈ 9 × 10^15): 900
 *   wallets at the bound still sum exactly, so totals over wallets stay exact too.
 */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_BALANCE = 10_000_000_000_000;

/** An amount a member, operator, gateway or provider sends: whole minor units, 1 … MAX_AMOUNT. */
export const amountSchema = z.number().int().min(1).max(MAX_AMOUNT);

/** The same, where 0 means something (a provider's win of 0 closes a lost round). */
export const amountOrZeroSchema = z.number().int().min(0).max(MAX_AMOUNT);

/**
 * The most a provider may credit for one round (its wins summed), set by the operator:
 * a provider's bug or breach then cannot pay out more than this (R12). The default,
 * R$ 1,000,000, is 200 times the largest win of the sandbox provider (R$ 50,000) and far
 * below MAX_AMOUNT. The in-house games, whose payouts our own maths decides, are not capped.
 */
export const DEFAULT_MAX_WIN_PER_ROUND = 100_000_000;

/** `GET`/`PUT /operator/provider-wallet-settings`. */
export const providerWalletSettingsSchema = z.strictObject({ maxWinPerRound: amountSchema });
export type ProviderWalletSettings = z.infer<typeof providerWalletSettingsSchema>;

/** `value` of WIN_LIMIT_EXCEEDED: the round's cap and what it had already been paid. */
export const winLimitValueSchema = z.object({
  maxWinPerRound: z.number().int(),
  paidThisRound: z.number().int(),
});
