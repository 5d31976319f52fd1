import { z } from 'zod';
import { text } from '../input';
import { currencyCodeSchema, minorUnitsSchema } from '../wallet/balance';
import { CLIENT_SEED_MAX_LENGTH, GAME_TOKEN_HEADER, inHouseGameCodes } from './paths';

/**
 * Requests and replies of the in-house game API (paths.ts). Amounts are integer minor
 * units; multipliers integer basis points (10,000 = 1×), as in `@openlobby/games`.
 * Numbers a player picks (stake, target, mine count, tile) are only checked to be numbers
 * here: the game maths refuses bad ones with a message the player understands.
 */

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/);
const playerNumber = z.number().finite();

export const inHouseGameCodeSchema = z.enum(inHouseGameCodes);

export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(CLIENT_SEED_MAX_LENGTH)
  .regex(/^[\x20-\x7e]+$/, 'printable ASCII');

/** What the player sees before playing: the commitment, their seed and the next nonce. */
export const fairnessSchema = z.object({
  serverSeedHash: sha256HexSchema,
  clientSeed: z.string(),
  /** The nonce the next round will use; each round takes one. */
  nonce: z.number().int().nonnegative(),
});
export type FairnessState = z.infer<typeof fairnessSchema>;

/** The seed is checked by the server (clientSeedSchema) so a bad one gets its own message. */
export const clientSeedRequestSchema = z.strictObject({ clientSeed: text(1_000) });

/** Answer of a rotation: the seed pair now retired, revealed, and the new commitment. */
export const rotateSeedValueSchema = z.object({
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: sha256HexSchema,
    clientSeed: z.string(),
    /** How many rounds the retired pair decided (nonces 0 … n−1). */
    rounds: z.number().int().nonnegative(),
  }),
  current: fairnessSchema,
});
export type RotateSeedValue = z.infer<typeof rotateSeedValueSchema>;

/**
 * Headers of the game pages' calls: the launch URL's game token in `x-game-token`, text
 * like every other field (S7). Loose, so the other headers stay on the request.
 */
export const gameTokenHeadersSchema = z.looseObject({ [GAME_TOKEN_HEADER]: text(256).optional() });

export const demoRequestSchema = z.strictObject({ gameCode: inHouseGameCodeSchema });
/** A demo session's game token, used like the `token` of a real launch. */
export const demoSessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type DemoSessionValue = z.infer<typeof demoSessionSchema>;

export const inHouseSessionSchema = z.object({
  vendorCode: z.string(),
  gameCode: inHouseGameCodeSchema,
  /** Play money held by the server for this launch only; the wallet is never touched. */
  demo: z.boolean(),
  balance: minorUnitsSchema,
  currency: currencyCodeSchema,
  fairness: fairnessSchema,
});
export type InHouseSession = z.infer<typeof inHouseSessionSchema>;

export const slotSpinRequestSchema = z.strictObject({ stake: playerNumber });
export const diceRollRequestSchema = z.strictObject({
  stake: playerNumber,
  /** Hundredths: 5000 is 50.00. */
  targetHundredths: playerNumber,
  direction: text(10),
});
export const minesStartRequestSchema = z.strictObject({ stake: playerNumber, mines: playerNumber });
const roundIdSchema = text(64, { min: 1 });
export const minesRevealRequestSchema = z.strictObject({
  roundId: roundIdSchema,
  tile: playerNumber,
});
export const minesCashOutRequestSchema = z.strictObject({ roundId: roundIdSchema });
export const roundParamsSchema = z.strictObject({ roundId: roundIdSchema });
/** Query of the member-token read of one round (paths.ts `memberRound`). */
export const memberRoundQuerySchema = z.strictObject({ roundId: roundIdSchema });
export const roundsQuerySchema = z.object({ game: inHouseGameCodeSchema.optional() });

const settlement = { multiplierBp: z.number().int().nonnegative(), payout: minorUnitsSchema };

export const slotRoundSchema = z.object({
  gameCode: z.literal('slot'),
  bet: z.object({ stake: minorUnitsSchema }),
  outcome: z.object({
    stops: z.array(z.number().int()),
    /** `window[row][reel]`, top row first. */
    window: z.array(z.array(z.string())),
    lineWins: z.array(
      z.object({
        payline: z.number().int(),
        symbol: z.string(),
        count: z.number().int(),
        pays: z.number().int(),
      }),
    ),
    ...settlement,
  }),
});

export const diceRoundSchema = z.object({
  gameCode: z.literal('dice'),
  bet: z.object({
    stake: minorUnitsSchema,
    targetHundredths: z.number().int(),
    direction: z.enum(['over', 'under']),
  }),
  outcome: z.object({
    rollHundredths: z.number().int(),
    win: z.boolean(),
    winChanceBp: z.number().int(),
    ...settlement,
  }),
});

export const minesRoundSchema = z.object({
  gameCode: z.literal('mines'),
  bet: z.object({
    stake: minorUnitsSchema,
    mines: z.number().int(),
    reveals: z.array(z.number().int()),
    cashOut: z.boolean(),
  }),
  outcome: z.object({
    status: z.enum(['playing', 'won', 'lost']),
    safeReveals: z.number().int().nonnegative(),
    /** Null while the round is playing: the board stays secret until it ends. */
    minePositions: z.array(z.number().int()).nullable(),
    cashOutMultiplierBp: z.number().int().nonnegative(),
    ...settlement,
  }),
});

export const roundStates = ['playing', 'won', 'lost'] as const;

const roundCommon = {
  id: z.string(),
  stake: minorUnitsSchema,
  /** 0 for a lost round; what was paid (or, while playing, would be paid now: 0). */
  payout: minorUnitsSchema,
  balanceBefore: minorUnitsSchema,
  /** Null while a mines round is playing. */
  balanceAfter: minorUnitsSchema.nullable(),
  state: z.enum(roundStates),
  createdAt: z.string(),
  serverSeedHash: sha256HexSchema,
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  mathVersion: z.string(),
  /** Revealed once the seed pair was rotated; null before (round details only). */
  serverSeed: z.string().nullable(),
};

/** One recorded round (game recall), with everything `verifyRound` needs. */
export const inHouseRoundSchema = z.discriminatedUnion('gameCode', [
  slotRoundSchema.extend(roundCommon),
  diceRoundSchema.extend(roundCommon),
  minesRoundSchema.extend(roundCommon),
]);
export type InHouseRound = z.infer<typeof inHouseRoundSchema>;

/** Reply of a round action: the round as it stands and the balance after it. */
export const roundResultSchema = z.object({ round: inHouseRoundSchema, balance: minorUnitsSchema });
export type RoundResult = z.infer<typeof roundResultSchema>;

export const roundListSchema = z.object({ rounds: z.array(inHouseRoundSchema) });
export type RoundList = z.infer<typeof roundListSchema>;

export const currentMinesSchema = z.object({ round: inHouseRoundSchema.nullable() });
