import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import { gameMenusQueryOptions } from '../api/get-game-menus';
import { vnGameMenuQueryOptions } from '../api/get-vn-game-menu';
import { clockOffset } from '../api/with-clock';
import {
  lotteryPageVassalages,
  type LotteryPageKind,
} from '@openlobby/contract/lottery/lottery-pages';

/**
 * The games a lottery page lists (the Vietnamese menu for /vnLottery, the LOTT, ELOTT and
 * SEA menu filtered by provider for the other two) and the server clock's offset.
 */
export function useLotteryGames(kind: LotteryPageKind) {
  const vn = kind === 'vnLottery';
  const menus = useQuery({ ...gameMenusQueryOptions(), enabled: !vn });
  const vnMenu = useQuery({ ...vnGameMenuQueryOptions(), enabled: vn });
  const query = vn ? vnMenu : menus;
  const vassalages: readonly string[] = lotteryPageVassalages[kind];
  const games: LotteryGame[] = (query.data?.games ?? []).filter((g) =>
    vassalages.includes(g.vassalage),
  );
  return { query, games, offset: clockOffset(query.data) };
}
