import type { FavoriteToggle } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CatalogueGame, GameCatalogue } from './catalogue';
import { addFavorite, readFavoriteIds, removeFavorite } from './member-games-repository';

/**
 * Favourites (spec §3, §4 "Favourite toggle"). Both changes are idempotent, since the web
 * sends them from a throttled toggle. Lists show only games still available; a favourite
 * of a game switched off comes back when it is switched on.
 */

/** The body names the game three ways; all must agree, or the call names no game we have. */
function sameGame(g: CatalogueGame, body: FavoriteToggle): boolean {
  return g.vendorCode === body.vendor.toUpperCase() && g.gameType === body.gameType.toUpperCase();
}

/** The member's favourites that are available now, newest first. */
export async function availableFavorites(
  db: Db,
  catalogue: GameCatalogue,
  memberId: number,
): Promise<CatalogueGame[]> {
  const [snapshot, ids] = await Promise.all([catalogue.get(), readFavoriteIds(db, memberId)]);
  return ids.flatMap((id) => snapshot.byId.get(id) ?? []);
}

/** Makes an available game a favourite; returns its node id. */
export async function addFavoriteGame(
  db: Db,
  catalogue: GameCatalogue,
  memberId: number,
  body: FavoriteToggle,
): Promise<number> {
  const g = (await catalogue.get()).byId.get(body.nodeId);
  if (!g || !sameGame(g, body)) throw new AppError('GAME_NOT_FOUND', `game ${body.nodeId}`);
  await addFavorite(db, memberId, g.nodeId);
  return g.nodeId;
}

/** Removes a favourite, also of a game switched off; a game nobody has is unknown. */
export async function removeFavoriteGame(
  db: Db,
  catalogue: GameCatalogue,
  memberId: number,
  body: FavoriteToggle,
): Promise<void> {
  const g = (await catalogue.get()).byId.get(body.nodeId);
  if (g && !sameGame(g, body)) throw new AppError('GAME_NOT_FOUND', `game ${body.nodeId}`);
  const removed = await removeFavorite(db, memberId, body.nodeId);
  if (!g && !removed) throw new AppError('GAME_NOT_FOUND', `game ${body.nodeId}`);
}
