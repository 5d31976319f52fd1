import { routePaths } from '@openlobby/contract/routes';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEndSession } from '../../features/identity/hooks/use-end-session';
import { useSessionStore } from '../../stores/session-store';
import styles from './play-session-mount.module.css';

const PlaySessionHost = lazy(() =>
  import('../../features/play-session/components/play-session-host').then((m) => ({
    default: m.PlaySessionHost,
  })),
);
const SessionBar = lazy(() =>
  import('../../features/play-session/components/session-bar').then((m) => ({
    default: m.SessionBar,
  })),
);

/** The lottery pages, where the session bar stays on screen (C3). */
const lotteryPaths = new Set(
  [routePaths.lottery, routePaths.seaLottery, routePaths.vnLottery].map((p) => p.toLowerCase()),
);

/**
 * The play session for a logged-in member (issue 17, ADR 033): the reality check and the
 * login notice, loaded only once logged in. Its Log out ends the session as the header does.
 */
export function PlaySessionMount() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const endSession = useEndSession();
  const navigate = useNavigate();
  if (!isLogin) return null;
  const onLogout = async () => {
    await endSession();
    await navigate(routePaths.home);
  };
  return (
    <Suspense fallback={null}>
      <PlaySessionHost onLogout={() => void onLogout()} />
    </Suspense>
  );
}

/** The session bar, lazily: given to the game popup, and shown on the lottery pages. */
export function LazySessionBar() {
  return (
    <Suspense fallback={null}>
      <SessionBar />
    </Suspense>
  );
}

/**
 * The session bar on a lottery page, for members: docked at the foot of the screen (above the
 * phones' bottom navigation) so its arrival moves nothing (P2, no layout shift), with a room
 * of its height kept at the main's end (CSS, from the first paint) so it never covers the last of the page. It stays in
 * the main landmark, after the page, as a labelled region.
 */
export function LotterySessionBar() {
  const { pathname } = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  if (!isLogin || !lotteryPaths.has(pathname.toLowerCase().replace(/\/+$/, ''))) return null;
  return (
    <div className={styles.dock} data-session-dock="">
      <LazySessionBar />
    </div>
  );
}
