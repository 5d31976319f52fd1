/**
 * The API reads a page makes as it first renders, built in one place for both sides: the
 * web app sends exactly these requests, and the server answers them inside the page's HTML
 * (boot data, ADR 015), so the first screen needs no API round trip. Zod-free: the browser
 * imports it.
 */
import { contentPaths, type BannerGroup, type PopupExecution } from './content/paths';
import { supportPaths } from './content/support-paths';
import { GAME_LIST_PAGE_SIZE, type GameItemType } from './games/constants';
import { gamePaths } from './games/paths';
import type { Language } from './language';
import { lotteryPaths } from './lottery/paths';
import { apiPaths } from './paths';
import { rewardPaths } from './rewards/paths';

/** A GET of the API: its path and query parameters. */
export type ApiRequest = { path: string; query: Readonly<Record<string, string>> };

/**
 * One spelling of a request, whatever order its parameters were set in: the key under
 * which the server's boot reply and the web app's request meet.
 */
export function apiRequestKey({ path, query }: ApiRequest): string {
  const entries = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
}

/** The filters of a game list (spec §7 `GCSGAME_gameList`); empty ones are not sent. */
export type GameListFilters = {
  gameType?: GameItemType | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  language: Language;
};

export const startupRequests = {
  /** Permission info (spec §3), read once at start-up. */
  systemStatus: (): ApiRequest => ({ path: apiPaths.systemStatus, query: {} }),
  /** The vendor categories behind the top navigation (spec §7 newGameVendor). */
  vendorCategories: (language: Language): ApiRequest => ({
    path: apiPaths.newGameVendor,
    query: { platform: 'html5-desktop', language },
  }),
  /** The right bar's and the footer's customer-service and social links. */
  customerService: (): ApiRequest => ({ path: supportPaths.customerService, query: {} }),
  /** One banner group in carousel order. */
  banners: (groupName: BannerGroup, language: Language): ApiRequest => ({
    path: contentPaths.banners,
    query: { groupName, language },
  }),
  /** Every notice (no execution: the marquee) or one audience's popups. */
  announcements: (language: Language, execution?: PopupExecution): ApiRequest => ({
    path: contentPaths.announcements,
    query: execution ? { platform: 'W', language, execution } : { platform: 'W', language },
  }),
  /** The help page's topics (spec §7 `helpCenter`): its text is the page's largest paint. */
  helpCenter: (language: Language): ApiRequest => ({
    path: contentPaths.helpCenter,
    query: { lang: language, device: 'WEB' },
  }),
  /** The promotions page's public list (every tab at once), as a visitor sees it. */
  publicPromotions: (language: Language): ApiRequest => ({
    path: rewardPaths.publicPromotions,
    query: { language },
  }),
  /** The LOTT, ELOTT and SEA games with their current draws (/lottery, /seaLottery). */
  lotteryMenus: (): ApiRequest => ({ path: lotteryPaths.gameMenus, query: {} }),
  /** The Vietnamese regions with their current draws (/vnLottery). */
  vnLotteryMenu: (): ApiRequest => ({ path: lotteryPaths.vnGameMenu, query: {} }),
  /** One page of a game list, 50 games a page (spec §9). */
  gameList: (filters: GameListFilters, pageNo: number): ApiRequest => {
    const query: Record<string, string> = {
      clientType: '3',
      platform: 'html5-desktop',
      pageNo: String(pageNo),
      pageSize: String(GAME_LIST_PAGE_SIZE),
    };
    for (const [key, value] of Object.entries(filters)) {
      if (value) query[key] = String(value);
    }
    return { path: gamePaths.gameList, query };
  },
};
