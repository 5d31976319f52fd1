import { z } from 'zod';
import { idParamSchema, text } from '../input';
import { gameItemSchema, pvpRoomSchema } from './schemas';
import { gameItemTypes } from './constants';

/*
 * Replies of the smaller game calls (spec §7 "Games") that schemas.ts leaves open. Added
 * beside it so the shapes the web already builds against stay exactly as they are.
 */

const language = text(10)
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** `GET /wps/relay/GCSGAME_hotGamesV2`: the same for everyone, so clients may cache it. */
export const hotGamesQuerySchema = z.object({ language });
export const hotGamesValueSchema = z.array(gameItemSchema);

/** `GET /wps/relay/GCSGAME_getVassGameType` (T): what one provider offers, with counts. */
export const vendorGameTypesQuerySchema = z.object({
  vassalage: text(40).trim().min(1).toUpperCase(),
});
export const vendorGameTypeCountSchema = z.object({
  gameType: z.enum(gameItemTypes),
  /** Slot sub-category, or null for the type's games without one. */
  gameClassify: z.string().nullable(),
  count: z.number().int().positive(),
});
export const vendorGameTypesValueSchema = z.array(vendorGameTypeCountSchema);
export type VendorGameTypeCount = z.infer<typeof vendorGameTypeCountSchema>;

/** `GET /wps/relay/MCSFE_getFavoriteGames` (T): node ids, most recently added first. */
export const favoriteIdsValueSchema = z.array(z.number().int().positive());

/** Reply of add/remove favourite: the game's state after the call (both are idempotent). */
export const favoriteToggleValueSchema = z.object({
  nodeId: z.number().int().positive(),
  isFavorite: z.boolean(),
});
export type FavoriteToggleValue = z.infer<typeof favoriteToggleValueSchema>;

/** `GET /wps/relay/GCS_recentGame` (T): last games launched, most recent first (≤ 20). */
export const recentGamesQuerySchema = z.object({ language });
export const recentGamesValueSchema = z.array(gameItemSchema);

/** `GET /wps/relay/GLS2_roomList` (T): rooms of every PVP game, or of one. */
export const roomListQuerySchema = z.object({
  nodeId: idParamSchema.optional(),
  language,
});
export const roomListValueSchema = z.array(pvpRoomSchema);

/**
 * `value` of GAME_OPENS_LOTTERY_PAGE: where the web sends the player instead; `gameCode`
 * is null for the provider's own entry (its lottery page without `?gameCode=`).
 */
export const lotteryRedirectValueSchema = z.object({
  path: z.string(),
  gameCode: z.string().nullable(),
});
