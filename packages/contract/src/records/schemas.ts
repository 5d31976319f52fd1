import { z } from 'zod';
import { digitsInt } from '../input';
import { betCategories, bonusSources, RECORD_PAGE_SIZE_MAX, REBATE_RATE_MAX_BP } from './paths';

/** A UTC calendar day (YYYY-MM-DD); whether it exists is the server's check. */
const dayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day');
/** A keyset cursor as the server gave it: `<epoch ms>.<id>`. */
const cursorParam = z.string().regex(/^\d{1,17}\.\d{1,19}$/, 'cursor');
const provider = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'provider');
const minor = z.number().int();

/** Query of the betting record: a range of UTC days (today when absent) and filters. */
export const betRecordQuerySchema = z.strictObject({
  from: dayParam.optional(),
  to: dayParam.optional(),
  category: z.enum(betCategories).optional(),
  vendor: provider.optional(),
  cursor: cursorParam.optional(),
  pageSize: digitsInt(1, RECORD_PAGE_SIZE_MAX).default(20),
});
export type BetRecordQuery = z.input<typeof betRecordQuerySchema>;

/**
 * Where a round can be verified: the in-house round's fairness (`MCS_inHouseRound`), a
 * lottery draw's seed (the lottery page of its game, opened on that draw's check).
 */
export const betVerifySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('inHouse'), roundId: z.string(), gameCode: z.string() }),
  z.object({
    kind: z.literal('lottery'),
    vassalage: z.string(),
    gameCode: z.string(),
    /** The draw the member's bets were on (the round id names it by its row id only). */
    drawNumber: z.string().nullable(),
  }),
]);
export type BetVerify = z.infer<typeof betVerifySchema>;

/** One round: stakes still staked after refunds, wins paid, when its first bet was placed. */
export const betRecordSchema = z.object({
  id: z.number().int().positive(),
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string().nullable(),
  gameName: z.string().nullable(),
  category: z.enum(betCategories),
  betCount: z.number().int(),
  stake: minor,
  refunded: minor,
  win: minor,
  /** ISO 8601. */
  placedAt: z.string(),
  verify: betVerifySchema.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const recordTotalsSchema = z.object({
  rounds: z.number().int(),
  stake: minor,
  win: minor,
  /** win − stake: positive when the member came out ahead. */
  net: minor,
});
export type RecordTotals = z.infer<typeof recordTotalsSchema>;

export const betRecordPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(betRecordSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The whole filter's totals (every page), by the day of each round's first bet. */
  totals: recordTotalsSchema,
  currency: z.string(),
});
export type BetRecordPage = z.infer<typeof betRecordPageSchema>;

export const profitQuerySchema = z.strictObject({
  from: dayParam.optional(),
  to: dayParam.optional(),
});
export type ProfitQuery = z.input<typeof profitQuerySchema>;

/**
 * Profit and loss: `games` is win − stake of the rounds first bet that day, `bonus` the
 * bonuses credited that day (rebates included), `net` their sum.
 */
export const profitDaySchema = z.object({
  day: z.string(),
  stake: minor,
  win: minor,
  games: minor,
  bonus: minor,
  net: minor,
});
export const profitCategorySchema = z.object({
  category: z.enum(betCategories),
  rounds: z.number().int(),
  stake: minor,
  win: minor,
  games: minor,
});
export const profitSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(profitDaySchema),
  categories: z.array(profitCategorySchema),
  totals: profitDaySchema.omit({ day: true }),
  currency: z.string(),
});
export type ProfitDay = z.infer<typeof profitDaySchema>;
export type ProfitCategory = z.infer<typeof profitCategorySchema>;
export type Profit = z.infer<typeof profitSchema>;

export const bonusQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, 'cursor')
    .optional(),
  pageSize: digitsInt(1, RECORD_PAGE_SIZE_MAX).default(20),
});
export type BonusQuery = z.input<typeof bonusQuerySchema>;

export const bonusItemSchema = z.object({
  id: z.number().int().positive(),
  source: z.enum(bonusSources),
  amount: minor,
  /** `credited`, or `reversed` for a negative correction. */
  status: z.enum(['credited', 'reversed']),
  createdAt: z.string(),
});
export type BonusItem = z.infer<typeof bonusItemSchema>;

export const bonusPageSchema = z.object({
  items: z.array(bonusItemSchema),
  nextCursor: z.string().nullable(),
  currency: z.string(),
});
export type BonusPage = z.infer<typeof bonusPageSchema>;

/** Rates per category as fractions (0.012 = 1.2 %); a category absent has no rebate. */
export const rebateRatesSchema = z.object({
  rates: z.partialRecord(z.enum(betCategories), z.number().min(0).max(1)),
});
export type RebateRates = z.infer<typeof rebateRatesSchema>;

/** Operator: set rates in basis points; null removes a category's rebate. */
export const operatorRebateRatesSchema = z.strictObject({
  rates: z.partialRecord(
    z.enum(betCategories),
    z.number().int().min(0).max(REBATE_RATE_MAX_BP).nullable(),
  ),
});
export type OperatorRebateRates = z.infer<typeof operatorRebateRatesSchema>;

export const operatorRebatePaySchema = z.strictObject({ day: dayParam });
export const rebatePayResultSchema = z.object({
  day: z.string(),
  /** Members paid by this run. */
  paid: z.number().int(),
  /** Members already paid for that day (an earlier or concurrent run). */
  alreadyPaid: z.number().int(),
  amount: minor,
});
export type RebatePayResult = z.infer<typeof rebatePayResultSchema>;
