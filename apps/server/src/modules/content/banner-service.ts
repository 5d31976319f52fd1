import { AppError } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { GameCatalogue } from '../games';
import { addBanner, type BannerRow, type NewBanner } from './banner-repository';

/**
 * Adds a banner for the operator. A GAME banner must open a game the site offers now; a
 * typo would be a dead click on the home page.
 */
export async function addOperatorBanner(
  db: Db,
  catalogue: GameCatalogue,
  input: NewBanner,
): Promise<BannerRow> {
  if (input.linkageType === 'GAME') {
    const games = await catalogue.get();
    if (!games.byId.has(Number(input.linkage))) {
      throw new AppError('GAME_NOT_FOUND', `banner links to game ${input.linkage}`);
    }
  }
  return addBanner(db, input);
}
