import { z } from 'zod';
import { REALITY_CHECK_MAX_MINUTES } from './paths';

const minor = z.number().int();

/** The member's reality check: the interval, when the next one is due, and if it is now. */
export const realityCheckSchema = z.object({
  /** Minutes between checks; 0 when the member turned them off. */
  intervalMinutes: z.number().int(),
  /** The intervals the member may choose (0 = off). */
  intervals: z.array(z.number().int()),
  /** When the next check is due (ISO), or null when off. */
  nextCheckAt: z.string().nullable(),
  /** A check is due and not yet acknowledged: stakes are refused until it is. */
  due: z.boolean(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/**
 * The member's play since the current session began (the newest live login): stakes are
 * bets less refunds, winnings the wins paid, net = winnings − stakes, all in minor units.
 */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  serverTime: z.string(),
  /** Whole seconds since the session began, on the server's clock. */
  elapsedSeconds: z.number().int(),
  stakes: minor,
  winnings: minor,
  net: minor,
  currency: z.string(),
  /** When the member's previous session began (ISO), null at a first login. */
  previousLoginAt: z.string().nullable(),
  realityCheck: realityCheckSchema,
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** PUT body: one of `realityCheck.intervals`; 0 turns the check off. */
export const realityCheckRequestSchema = z.strictObject({
  intervalMinutes: z.number().int().min(0).max(REALITY_CHECK_MAX_MINUTES),
});
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;
