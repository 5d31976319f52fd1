import type { QueryClient } from '@tanstack/react-query';
import type { LotteryPageKind } from '../utils/lottery-pages';
import { gameMenusQueryOptions } from './get-game-menus';
import { vnGameMenuQueryOptions } from './get-vn-game-menu';

/**
 * Starts a lottery page's menu read from its route's loader. On the page the visitor
 * opened, the server answered it inside the HTML (ADR 015): the reply is in the cache
 * before the page's first render, which then draws the games and the draw instead of a
 * loader (P2 on /lottery). Not awaited: the page shows its own loading and error states.
 */
export function prefetchLotteryPage(queryClient: QueryClient, kind: LotteryPageKind): void {
  if (kind === 'vnLottery') void queryClient.prefetchQuery(vnGameMenuQueryOptions());
  else void queryClient.prefetchQuery(gameMenusQueryOptions());
}
