import { z } from 'zod';
import { idParamSchema, text } from '../input';
import { lotteryDrawSchema, lotteryScheduleSchema } from './schemas';

/**
 * The operator's lottery API (`npm run operator -- lottery …`, ADR 024): games with their
 * schedule, switch and liability caps; draws, one draw with its bets and seed for an
 * audit; voiding a draw.
 */

/** A liability cap in minor units of possible return; null = none. */
const cap = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable();

export const operatorLotteryGameSchema = z.object({
  vassalage: z.string(),
  gameCode: z.string(),
  family: z.string(),
  name: z.string(),
  schedule: lotteryScheduleSchema,
  enabled: z.boolean(),
  drawCap: cap,
  numberCap: cap,
  /** Draws created ahead and not yet drawn. */
  upcomingDraws: z.number().int(),
});
export type OperatorLotteryGame = z.infer<typeof operatorLotteryGameSchema>;

export const operatorLotteryGameParamsSchema = z.strictObject({
  vassalage: text(16, { min: 1 }),
  gameCode: text(16, { min: 1 }),
});

/** `PUT /operator/lottery/games/:vassalage/:gameCode`: any of these. */
export const operatorLotteryGameUpdateSchema = z.strictObject({
  schedule: lotteryScheduleSchema.optional(),
  enabled: z.boolean().optional(),
  drawCap: cap.optional(),
  numberCap: cap.optional(),
});
export type OperatorLotteryGameUpdate = z.infer<typeof operatorLotteryGameUpdateSchema>;

export const operatorDrawStatuses = ['open', 'drawn', 'settled', 'void'] as const;

export const operatorDrawsQuerySchema = z.strictObject({
  vassalage: text(16, { min: 1 }),
  gameCode: text(16, { min: 1 }),
  status: z.enum(operatorDrawStatuses).optional(),
});

/** A draw as the operator sees it: the stored status, counts and money of its bets. */
export const operatorDrawSchema = lotteryDrawSchema.extend({
  storedStatus: z.enum(operatorDrawStatuses),
  family: z.string(),
  bets: z.number().int(),
  openBets: z.number().int(),
  totalStake: z.number().int(),
  totalPayout: z.number().int(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type OperatorDraw = z.infer<typeof operatorDrawSchema>;

export const operatorDrawBetSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  betType: z.string(),
  selection: z.array(z.array(z.string())),
  stake: z.number().int(),
  status: z.string(),
  payout: z.number().int(),
});

/** `GET /operator/lottery/draws/:id`: the draw and its first bets (largest stakes first). */
export const operatorDrawDetailSchema = z.object({
  draw: operatorDrawSchema,
  bets: z.array(operatorDrawBetSchema),
});
export type OperatorDrawDetail = z.infer<typeof operatorDrawDetailSchema>;

export const operatorDrawIdParamsSchema = z.strictObject({ id: idParamSchema });

export const operatorVoidDrawSchema = z.strictObject({ reason: text(200, { min: 3 }) });

export const operatorVoidResultSchema = z.object({
  draw: operatorDrawSchema,
  refundedBets: z.number().int(),
  refunded: z.number().int(),
});
