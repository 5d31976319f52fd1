import { z } from 'zod';
import { digitsInt, idParamSchema, text } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import {
  chaseStatuses,
  drawStatuses,
  lotteryBetStatuses,
  MAX_BET_MULTIPLIER,
  MAX_SLIP_BETS,
  MAX_UNIT_STAKE,
  MIN_UNIT_STAKE,
} from './paths';

/** ISO 8601 UTC. */
const instant = z.string();
const id = z.number().int().positive();

/** Provider code and game code as query or body fields (unknown ones get LOTTERY_GAME_UNKNOWN). */
const vassalage = text(16, { min: 1 });
const gameCode = text(16, { min: 1 });
const drawNumber = text(20, { min: 1 });

export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('interval'), seconds: z.number().int().min(10).max(86_400) }),
  z.strictObject({
    kind: z.literal('daily'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'),
    closeBeforeMinutes: z.number().int().min(0).max(720),
  }),
  z.strictObject({
    kind: z.literal('weekly'),
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time'),
    closeBeforeMinutes: z.number().int().min(0).max(720),
  }),
]);

export const lotteryDrawSchema = z.object({
  id,
  vassalage: z.string(),
  gameCode: z.string(),
  drawNumber: z.string(),
  status: z.enum(drawStatuses),
  opensAt: instant,
  closesAt: instant,
  drawsAt: instant,
  /** SHA-256 of the seed, published before the draw opens. */
  seedHash: z.string(),
  /** Revealed once drawn (null before, and for a void draw never drawn). */
  seed: z.string().nullable(),
  /** `${vassalage}:${gameCode}:${drawNumber}`: what binds the result to this draw. */
  clientSeed: z.string(),
  result: z.array(z.string()).nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryGameSchema = z.object({
  vassalage: z.string(),
  gameCode: z.string(),
  family: z.string(),
  name: z.string(),
  schedule: lotteryScheduleSchema,
  enabled: z.boolean(),
  /** The draw taking bets now (null when the game is off or between schedules). */
  currentDraw: lotteryDrawSchema.nullable(),
  lastDraw: lotteryDrawSchema.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** Reply of every menu and the lobby: the games and the server's clock for countdowns. */
export const lotteryGameListSchema = z.object({
  serverTime: instant,
  games: z.array(lotteryGameSchema),
});
export type LotteryGameList = z.infer<typeof lotteryGameListSchema>;

export const lotteryMenuQuerySchema = z.strictObject({ vassalage: vassalage.optional() });
export const lotteryGameQuerySchema = z.strictObject({ vassalage, gameCode });
export const vnGameQuerySchema = z.strictObject({ gameCode });
export const popularQuerySchema = z.strictObject({ limit: digitsInt(1, 20).optional() });

export const lotteryResultsQuerySchema = z.strictObject({
  vassalage,
  gameCode,
  limit: digitsInt(1, 100).optional(),
  /** Draws that closed before this one (keyset paging). */
  before: drawNumber.optional(),
});
export const lotteryResultsSchema = z.object({ draws: z.array(lotteryDrawSchema) });

export const lotteryDrawQuerySchema = z.strictObject({ vassalage, gameCode, drawNumber });

/** Reply of the opened-draw calls: the draw taking bets and the server's clock. */
export const openedDrawSchema = z.object({
  serverTime: instant,
  draw: lotteryDrawSchema.nullable(),
});

/** The Vietnamese bet menus: per region, its bet types (the ids of @openlobby/games). */
export const vnMenusSchema = z.object({
  regions: z.array(
    z.object({
      gameCode: z.string(),
      family: z.string(),
      name: z.string(),
      betTypes: z.array(
        z.object({ id: z.string(), group: z.string(), payTable: z.record(z.string(), z.number()) }),
      ),
    }),
  ),
});

// ── Bets ───────────────────────────────────────────────────────────────────────────────

/** One bet of a slip: the bet type, the numbers picked per row, unit stake and multiplier. */
export const lotteryBetInputSchema = z.strictObject({
  betType: text(24, { min: 1 }),
  selection: z
    .array(z.array(text(8, { min: 1 })).max(100))
    .min(1)
    .max(10),
  unitStake: z.number().int().min(MIN_UNIT_STAKE).max(MAX_UNIT_STAKE),
  multiplier: z.number().int().min(1).max(MAX_BET_MULTIPLIER),
});
export type LotteryBetInput = z.infer<typeof lotteryBetInputSchema>;

/** The member's own key for the request: a retry with it places nothing twice. */
const requestId = text(64, { min: 8 });

export const placeBetsSchema = z.strictObject({
  vassalage,
  gameCode,
  drawNumber,
  requestId,
  bets: z.array(lotteryBetInputSchema).min(1).max(MAX_SLIP_BETS),
});
export type PlaceBets = z.infer<typeof placeBetsSchema>;

export const placeChaseSchema = z.strictObject({
  vassalage,
  gameCode,
  requestId,
  bet: lotteryBetInputSchema,
  /**
   * MIN_CHASE_DRAWS to MAX_CHASE_DRAWS; any other whole number gets
   * LOTTERY_CHASE_DRAWS_OUT_OF_RANGE, which says the bounds in the player's language.
   */
  draws: z.number().int().min(-1_000_000).max(1_000_000),
  stopOnWin: z.boolean(),
});
export type PlaceChase = z.infer<typeof placeChaseSchema>;

export const lotteryBetSchema = z.object({
  id,
  vassalage: z.string(),
  gameCode: z.string(),
  drawNumber: z.string(),
  betType: z.string(),
  selection: z.array(z.array(z.string())),
  units: z.number().int(),
  unitStake: minorUnitsSchema,
  multiplier: z.number().int(),
  stake: minorUnitsSchema,
  status: z.enum(lotteryBetStatuses),
  payout: minorUnitsSchema,
  chaseId: id.nullable(),
  createdAt: instant,
  settledAt: instant.nullable(),
  /** The draw's result once drawn. */
  result: z.array(z.string()).nullable(),
  /** Whether cancel is allowed now (open, and its draw not yet closed). */
  cancellable: z.boolean(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeBetsReplySchema = z.object({
  bets: z.array(lotteryBetSchema),
  balance: minorUnitsSchema,
});

export const myBetsQuerySchema = z.strictObject({
  status: z.enum(lotteryBetStatuses).optional(),
  vassalage: vassalage.optional(),
  gameCode: gameCode.optional(),
  /** The last bet id of the previous page. */
  cursor: idParamSchema.optional(),
  pageSize: digitsInt(1, 50).optional(),
});
export const myBetsSchema = z.object({
  items: z.array(lotteryBetSchema),
  nextCursor: id.nullable(),
});

export const betIdParamsSchema = z.strictObject({ id: idParamSchema });

export const lotteryChaseSchema = z.object({
  id,
  vassalage: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  selection: z.array(z.array(z.string())),
  draws: z.number().int(),
  stopOnWin: z.boolean(),
  status: z.enum(chaseStatuses),
  /** Bets of the chase by status. */
  placed: z.number().int(),
  won: z.number().int(),
  open: z.number().int(),
  totalStake: minorUnitsSchema,
  totalPayout: minorUnitsSchema,
  createdAt: instant,
});
export type LotteryChase = z.infer<typeof lotteryChaseSchema>;

export const placeChaseReplySchema = z.object({
  chase: lotteryChaseSchema,
  bets: z.array(lotteryBetSchema),
  balance: minorUnitsSchema,
});
export const myChasesSchema = z.object({ items: z.array(lotteryChaseSchema) });
export const cancelReplySchema = z.object({
  refunded: minorUnitsSchema,
  balance: minorUnitsSchema,
});
