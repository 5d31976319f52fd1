/**
 * The address of a game list page (spec §2: /rng, /live, /fish, /pvp, /inHouse), read the
 * same way by the web app and by the server that answers the page's first list request
 * inside its HTML. Zod-free: the browser imports it.
 */
import type { RouteName } from '../routes';
import type { GameItemType } from './constants';

/** The views of a list page for members (spec §3 "Favourites", recently played). */
export type ListView = 'all' | 'favorites' | 'recent';

/** The filters of a list page, all kept in the address so a list can be shared and reloaded. */
export type ListSearch = {
  vassalage: string | undefined;
  gameClassify: string | undefined;
  gameName: string | undefined;
  view: ListView;
};

export function readListSearch(params: URLSearchParams): ListSearch {
  const view = params.get('view');
  return {
    // Provider codes are upper case; links from elsewhere may not be (spec §2 /rng?vassalage=PG).
    vassalage: params.get('vassalage')?.toUpperCase() || undefined,
    gameClassify: params.get('gameClassify')?.toUpperCase() || undefined,
    gameName: params.get('gameName')?.trim() || undefined,
    view: view === 'favorites' || view === 'recent' ? view : 'all',
  };
}

/**
 * Whether a list of this game type has the slot sub-category tabs (gameClassify: JP, MEGA,
 * ...): only the slots do. The app draws the tabs and filters by them; the server's first
 * screen holds their place (ADR 051).
 */
export const hasSlotTabs = (gameType: GameItemType | undefined): boolean => gameType === 'RNG';

/** The game type of each game list page. */
export const gameListRouteTypes: Partial<Record<RouteName, GameItemType>> = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  inHouse: 'INHOUSE',
};
