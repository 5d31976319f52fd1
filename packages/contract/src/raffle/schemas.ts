import { z } from 'zod';
import { idParamSchema, idSchema, text } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import { amountSchema } from '../wallet/limits';
import { RAFFLE_PRIZES_MAX, raffleStatuses } from './paths';

const id = z.number().int().positive();
const count = z.number().int().min(0);
const isoDate = z.iso.datetime({ offset: true });

/** One run of the published ticket list: an entry's tickets are `first` … `first + tickets - 1`. */
export const raffleTicketRangeSchema = z.object({
  /** The entry's number: the key the draw uses (`drawRaffle` of @openlobby/games). */
  entry: z.string(),
  /** Masked account name (`de***er`). */
  customerName: z.string(),
  first: count,
  tickets: count,
});
export type RaffleTicketRange = z.infer<typeof raffleTicketRangeSchema>;

export const raffleWinnerSchema = z.object({
  /** 1 = first prize. */
  rank: z.number().int().positive(),
  entry: z.string(),
  customerName: z.string(),
  ticket: count,
  amount: minorUnitsSchema,
  /** True for the reader (member read only). */
  isMe: z.boolean(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

/** A raffle as the promotions page shows it, in the reader's language. Amounts in minor units. */
export const raffleItemSchema = z.object({
  id,
  code: z.string(),
  title: z.string(),
  /** ISO 8601 UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(raffleStatuses),
  /** One ticket per this much valid bet in the period; null when bets earn none. */
  betPerTicket: minorUnitsSchema.nullable(),
  /** One ticket per this much deposited in the period; null when deposits earn none. */
  depositPerTicket: minorUnitsSchema.nullable(),
  /** Prize amounts, first prize first. */
  prizes: z.array(minorUnitsSchema),
  /** SHA-256 (hex) of the seed, published from the raffle's creation. */
  seedHash: z.string(),
  /** The seed itself, shown once drawn. */
  seed: z.string().nullable(),
  /** The HMAC message prefix of the draw (`raffle:<code>`). */
  clientSeed: z.string(),
  entrants: count,
  drawnAt: z.string().nullable(),
  /** The ticket list the draw used (drawn raffles only; empty before). */
  ticketList: z.array(raffleTicketRangeSchema),
  winners: z.array(raffleWinnerSchema),
  /** The reader's entry (member read only; null for visitors). */
  me: z.object({ joined: z.boolean(), tickets: count }).nullable(),
});
export type RaffleItem = z.infer<typeof raffleItemSchema>;
export const raffleListSchema = z.array(raffleItemSchema);

export const publicRafflesQuerySchema = z.strictObject({
  language: text(10)
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** Body of `MCS2_claimRafflePromotion`. */
export const raffleClaimSchema = z.strictObject({ raffleId: idSchema });
export type RaffleClaim = z.infer<typeof raffleClaimSchema>;

// Operator API (`npm run operator -- raffle …`).

export const operatorRaffleInputSchema = z
  .strictObject({
    code: text(64)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_]{2,32}$/),
    titlePt: text(200).trim().min(1),
    titleEn: text(200).trim().min(1),
    startsAt: isoDate,
    endsAt: isoDate,
    betPerTicket: amountSchema.nullable().default(null),
    depositPerTicket: amountSchema.nullable().default(null),
    prizes: z.array(amountSchema).min(1).max(RAFFLE_PRIZES_MAX),
  })
  .refine((r) => Date.parse(r.endsAt) > Date.parse(r.startsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  })
  .refine((r) => r.betPerTicket !== null || r.depositPerTicket !== null, {
    message: 'give betPerTicket, depositPerTicket or both',
    path: ['betPerTicket'],
  });
export type OperatorRaffleInput = z.input<typeof operatorRaffleInputSchema>;

export const operatorRaffleSchema = raffleItemSchema
  .omit({ title: true, me: true })
  .extend({ titlePt: z.string(), titleEn: z.string() });
export type OperatorRaffle = z.infer<typeof operatorRaffleSchema>;

/** What a draw did: `drawn` now, or `already` drawn before (nothing moved again). */
export const operatorRaffleDrawSchema = z.object({
  outcome: z.enum(['drawn', 'already', 'not-ended']),
  raffle: operatorRaffleSchema,
});
export type OperatorRaffleDraw = z.infer<typeof operatorRaffleDrawSchema>;

export const raffleIdParamsSchema = z.object({ id: idParamSchema });
