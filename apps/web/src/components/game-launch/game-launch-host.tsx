import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../stores/session-store';
import { useGameLaunchStore } from './game-launch-store';

const GamePopup = lazy(() => import('./game-popup').then((m) => ({ default: m.GamePopup })));
const VendorGamesPopup = lazy(() =>
  import('./vendor-games-popup').then((m) => ({ default: m.VendorGamesPopup })),
);

/**
 * Rendered once by the layout: the game popup and the popup game list, each loaded only
 * when a card first opens one. Nothing plays once the session has ended.
 */
export function GameLaunchHost() {
  const game = useGameLaunchStore((s) => s.game);
  const vendor = useGameLaunchStore((s) => s.vendor);
  const isLogin = useSessionStore((s) => s.isLogin);
  if (!isLogin || (!game && !vendor)) return null;
  return (
    <Suspense fallback={null}>
      {game && <GamePopup key={game.id} game={game} />}
      {vendor && <VendorGamesPopup vendor={vendor} />}
    </Suspense>
  );
}
