import { z } from 'zod';
import { text } from '../input';
import { currencyCodeSchema, minorUnitsSchema } from '../wallet/balance';

/** Requests and replies of the sandbox provider's API (paths.ts); money in minor units. */

const catalogueCode = text(64).trim().min(1);

export const sandboxGameQuerySchema = z.object({ vendor: catalogueCode, gameCode: catalogueCode });
export const sandboxDemoRequestSchema = z.strictObject({
  vendor: catalogueCode,
  gameCode: catalogueCode,
});

export const sandboxSessionSchema = z.object({
  vendor: z.string(),
  gameCode: z.string(),
  /** The catalogue's name of the game, or its code when the catalogue does not know it. */
  gameName: z.string(),
  demo: z.boolean(),
  balance: minorUnitsSchema,
  currency: currencyCodeSchema,
  /** Declared return to player, e.g. 0.96. */
  rtp: z.number(),
  /** Every multiplier the spin can land on, in basis points (0 included). */
  multipliersBp: z.array(z.number().int().nonnegative()),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

export const sandboxSpinRequestSchema = z.strictObject({
  vendor: catalogueCode,
  gameCode: catalogueCode,
  stake: z.number().finite(),
});

export const sandboxRoundSchema = z.object({
  id: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  stake: minorUnitsSchema,
  multiplierBp: z.number().int().nonnegative(),
  payout: minorUnitsSchema,
  balanceBefore: minorUnitsSchema,
  balanceAfter: minorUnitsSchema,
  state: z.enum(['won', 'lost']),
  createdAt: z.string(),
});
export type SandboxRound = z.infer<typeof sandboxRoundSchema>;

export const sandboxSpinValueSchema = z.object({
  round: sandboxRoundSchema,
  balance: minorUnitsSchema,
});
export type SandboxSpinValue = z.infer<typeof sandboxSpinValueSchema>;

export const sandboxRoundListSchema = z.object({ rounds: z.array(sandboxRoundSchema) });
export type SandboxRoundList = z.infer<typeof sandboxRoundListSchema>;
