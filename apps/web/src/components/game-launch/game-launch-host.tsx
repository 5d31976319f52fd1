import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionStore } from '../../stores/session-store';
import { useGameLaunchStore } from './game-launch-store';

const GamePopup = lazy(() => import('./game-popup').then((m) => ({ default: m.GamePopup })));
const VendorGamesPopup = lazy(() =>
  import('./vendor-games-popup').then((m) => ({ default: m.VendorGamesPopup })),
);

/**
 * Rendered once by the layout: the game popup and the popup game list, each loaded only
 * when a card first opens one. Nothing plays once the session has ended. `sessionBar` is the
 * play session's clock and net (C3), composed by the app (a feature this part cannot import).
 */
export function GameLaunchHost({ sessionBar }: { sessionBar?: ReactNode }) {
  const game = useGameLaunchStore((s) => s.game);
  const vendor = useGameLaunchStore((s) => s.vendor);
  const isLogin = useSessionStore((s) => s.isLogin);
  if (!isLogin || (!game && !vendor)) return null;
  return (
    <Suspense fallback={null}>
      {game && <GamePopup key={game.id} game={game} sessionBar={sessionBar} />}
      {vendor && <VendorGamesPopup vendor={vendor} />}
    </Suspense>
  );
}
