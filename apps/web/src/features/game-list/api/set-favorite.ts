import type { FavoriteToggleValue } from '@openlobby/contract/games/lists';
import { gamePaths } from '@openlobby/contract/games/paths';
import type { FavoriteToggle } from '@openlobby/contract/games/schemas';
import { apiSend } from '../../../lib/api-client';

/** Add (POST) or remove (DELETE) a favourite; both answer the game's new state. */
export function setFavorite(body: FavoriteToggle, favorite: boolean): Promise<FavoriteToggleValue> {
  return favorite
    ? apiSend<FavoriteToggleValue>('POST', gamePaths.addFavorite, body)
    : apiSend<FavoriteToggleValue>('DELETE', gamePaths.removeFavorite, body);
}
