import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { gameMenusQueryKey } from '../api/get-game-menus';
import { resultsQueryKey } from '../api/get-results';
import { lotteryMemberQueryKey } from '../api/lottery-query-key';

/** How long after a close the menu is read again (the draw is made within the second). */
const afterCloseMs = [1_500, 5_000];

/**
 * Keeps the page on time: when the current draw closes (by the server's clock) the menus
 * are read again for the next draw; when the game's last draw changes (a new result, or
 * its settlement) the results, the member's bets and the balance are read again.
 */
export function useDrawRefresh(game: LotteryGame | undefined, offset: number) {
  const queryClient = useQueryClient();
  const closesAt = game?.currentDraw ? Date.parse(game.currentDraw.closesAt) : null;

  useEffect(() => {
    if (closesAt === null || Number.isNaN(closesAt)) return;
    const untilClose = closesAt - (Date.now() + offset);
    // Timers past ~24 days overflow; the periodic menu read covers far draws.
    if (untilClose > 2 ** 31 - 10_000) return;
    const timers = afterCloseMs.map((after) =>
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: gameMenusQueryKey() }),
        Math.max(0, untilClose) + after,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [closesAt, offset, queryClient]);

  const last = game
    ? `${game.vassalage}:${game.gameCode}:${game.lastDraw?.drawNumber}:${game.lastDraw?.status}`
    : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (last === null) return;
    const previous = seen.current;
    seen.current = last;
    // The first sight of a game is what the page just read; a change is news.
    if (
      previous === null ||
      previous.split(':').slice(0, 2).join() !== last.split(':').slice(0, 2).join()
    )
      return;
    void queryClient.invalidateQueries({ queryKey: resultsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: lotteryMemberQueryKey() });
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() });
  }, [last, queryClient]);
}
