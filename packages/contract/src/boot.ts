/**
 * Boot data (ADR 015): the server answers a page's first API reads inside the page's HTML,
 * in a `<script type="application/json">` data block the browser never runs, and the web
 * app takes each answer once instead of asking the network. Zod-free: the browser imports it.
 */
import { readListSearch, gameListRouteTypes } from './games/list-search';
import type { Language } from './language';
import { homeRouteNames, routeNameForPath } from './routes';
import { startupRequests, type ApiRequest } from './startup-requests';

/** The id of the data block in index.html. */
export const bootDataElementId = 'boot-data';

/** The id of the first screen the server draws into a page's HTML; the app removes it (ADR 051). */
export const firstScreenElementId = 'first-screen';

/**
 * The id of the `<template>` in which a page with a first screen carries its script hints:
 * inert until the app puts them in the head once that screen is painted (ADR 053).
 */
export const laterHintsElementId = 'later-hints';

/** A reply given in the HTML: the envelope's `value`. */
export type BootReply = {
  value: unknown;
  /**
   * Answered for a visitor (the HTML request carries no member token): a member's own
   * request (e.g. a game list with their favourites marked) must go to the network.
   */
  visitorOnly?: true;
};

/** Replies by `apiRequestKey`. */
export type BootData = { replies: Record<string, BootReply> };

export type BootRequest = {
  request: ApiRequest;
  visitorOnly?: true;
  /** The image the reply makes the page's largest paint, for the server to preload. */
  largestImage?: (value: unknown) => string | undefined;
  /**
   * The part of the route's first screen the server draws from this reply in the page's
   * HTML, before any script has run (ADR 051); the app replaces it with the real page.
   */
  firstScreen?: FirstScreenPart;
};

/** What a page's HTML can draw of its first screen by itself (ADR 051). */
export type FirstScreenPart = 'banners' | 'games' | 'promotions' | 'helpTopics' | 'lotteryGames';

/** A string field of an object, if it has one. */
const stringField = (value: unknown, field: string): string | undefined => {
  const found = (value as Record<string, unknown> | null | undefined)?.[field];
  return typeof found === 'string' ? found : undefined;
};

/** The first banner's image: the home page's largest paint. */
const firstBannerUrl = (value: unknown) =>
  Array.isArray(value) ? stringField(value[0], 'url') : undefined;

/** The first promotion's art: the promotions page's largest paint on a phone. */
const firstPromotionImage = (value: unknown) =>
  Array.isArray(value) ? stringField(value[0], 'imageUrl') : undefined;

/** The first game's icon: a list page's largest paint. */
const firstGameIcon = (value: unknown) => {
  const games = (value as { games?: unknown } | null)?.games;
  return Array.isArray(games) ? stringField(games[0], 'iconUrl') : undefined;
};

/**
 * The reads a page makes before its first screen: the status gate's, the shell's (top
 * navigation, customer service) and the page's own above the fold. Anything else the page
 * asks for later goes to the network as usual.
 */
export function bootRequestsFor(
  pathname: string,
  search: URLSearchParams,
  language: Language,
): BootRequest[] {
  const route = routeNameForPath(pathname);
  if (!route) return [{ request: startupRequests.systemStatus() }];
  const requests: BootRequest[] = [
    { request: startupRequests.systemStatus() },
    { request: startupRequests.vendorCategories(language) },
    { request: startupRequests.customerService() },
  ];
  if (homeRouteNames.includes(route)) {
    requests.push(
      {
        request: startupRequests.banners('w_home', language),
        largestImage: firstBannerUrl,
        firstScreen: 'banners',
      },
      { request: startupRequests.announcements(language) },
    );
  }
  // The same topics for visitors and members; their text is /help's largest paint.
  if (route === 'help') {
    requests.push({ request: startupRequests.helpCenter(language), firstScreen: 'helpTopics' });
  }
  if (route === 'promotions') {
    // A member's own list (with their status in each) is asked for by their browser.
    requests.push({
      request: startupRequests.publicPromotions(language),
      visitorOnly: true,
      largestImage: firstPromotionImage,
      firstScreen: 'promotions',
    });
  }
  // A lottery page's games and draws (public, the same for every caller): the page is
  // drawn in the app's first render instead of after a round trip (P2 on /lottery).
  if (route === 'lottery' || route === 'seaLottery') {
    requests.push({ request: startupRequests.lotteryMenus(), firstScreen: 'lotteryGames' });
  }
  if (route === 'vnLottery') {
    requests.push({ request: startupRequests.vnLotteryMenu(), firstScreen: 'lotteryGames' });
  }
  const gameType = gameListRouteTypes[route];
  const list = readListSearch(search);
  if (gameType && list.view === 'all') {
    requests.push({
      request: startupRequests.gameList(
        {
          gameType,
          vassalage: list.vassalage,
          gameClassify: gameType === 'RNG' ? list.gameClassify : undefined,
          gameName: list.gameName,
          language,
        },
        1,
      ),
      visitorOnly: true,
      largestImage: firstGameIcon,
      firstScreen: 'games',
    });
  }
  return requests;
}
