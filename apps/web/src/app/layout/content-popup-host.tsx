import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import { useMatches } from 'react-router';
import { announcementsQueryOptions } from '../../api/get-announcements';
import { useGameLaunchStore } from '../../components/game-launch/game-launch-store';
import {
  duePopups,
  markPopupClosed,
  popupToShow,
} from '../../features/announcements/utils/popup-session';
import { useInputQuiet } from '../../lib/use-input-quiet';
import { whenIdle } from '../../lib/when-idle';
import { useNoticeStore } from '../../stores/notice-store';
import { useMemberCentreStore, useSessionStore } from '../../stores/session-store';
import type { RouteHandle } from '../route-handle';

const ContentPopups = lazy(() =>
  import('../../features/announcements/components/content-popups').then((m) => ({
    default: m.ContentPopups,
  })),
);

/**
 * How long the player must leave the page alone before a popup may cover it: a popup that
 * opened 1–3 s after the page took the click the player was making (issue 12).
 */
const INPUT_QUIET_MS = 1_000;

/** Routes that open an identity popup: announcements wait until it is done. */
const identityRoutes: ReadonlySet<RouteHandle['routeName']> = new Set(['login', 'register']);

/**
 * Pages where the player is betting or playing (the lottery's slips, a game or a sports
 * book in the page): an announcement waits until they move on to a lobby page (ADR 055).
 * A modal over a bet slip whose draw is closing costs the player the bet.
 */
const playRoutes: ReadonlySet<RouteHandle['routeName']> = new Set([
  'lottery',
  'seaLottery',
  'vnLottery',
  'seamless',
  'u9w',
]);

/**
 * True once the page has loaded and the browser is idle. A popup that arrives on top of a
 * page still being drawn competes with it for the network and the main thread (P1, P2) and
 * interrupts a visitor who has not yet seen what is behind it.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const settleWhenIdle = () => {
      cancel = whenIdle(() => setSettled(true), { timeoutMs: 2_000, fallbackMs: 200 });
    };
    if (document.readyState === 'complete') settleWhenIdle();
    else window.addEventListener('load', settleWhenIdle, { once: true });
    return () => {
      window.removeEventListener('load', settleWhenIdle);
      cancel();
    };
  }, []);
  return settled;
}

/**
 * Shows the announcement popups due this session (spec §4 "Popups", ADR 012) and the
 * notice popup, over any page. The popups' code loads only when one may show.
 */
export function ContentPopupHost() {
  const isLogin = useSessionStore((s) => s.isLogin);
  const firstTimeLogin = useSessionStore((s) => s.firstTimeLogin);
  const authModal = useSessionStore((s) => s.authModal);
  const noticeOpen = useNoticeStore((s) => s.noticeIndex !== null);
  const memberCentreOpen = useMemberCentreStore((s) => s.mcShow);
  const agentCentreOpen = useSessionStore((s) => s.acShow);
  const contractRequestShown = useSessionStore((s) => s.contractRequestShown);
  const gameOpen = useGameLaunchStore((s) => s.game !== null || s.vendor !== null);
  const language = useSessionStore((s) => s.language);
  const routeName = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.routeName;
  // Closed ids live in session storage, which React does not watch: re-read on close.
  const [, closed] = useReducer((n: number) => n + 1, 0);
  const settled = usePageSettled();

  const identityOpen = authModal !== null || (routeName ? identityRoutes.has(routeName) : false);
  // One overlay at a time: a popup due while the member or agent centre, a contract request
  // or a game is open waits for it to close (an agent lands in the agent centre at login, a
  // member with an upline's offer in the contract modal, and a popup over either took the
  // first click); on a play page it waits for the next lobby page.
  const playing = gameOpen || (routeName ? playRoutes.has(routeName) : false);
  const busy =
    identityOpen || memberCentreOpen || agentCentreOpen || contractRequestShown || playing;
  const due = busy || !settled ? [] : duePopups({ isLogin, firstTimeLogin });
  // The lists load at once (a popup event of the push channel reads them again); the
  // popup's code only when one of them has an announcement not closed yet this session.
  const lists = useQueries({
    queries: due.map((execution) => announcementsQueryOptions({ execution, language })),
  });
  const shown = popupToShow(due, lists);
  // The popup opens only in a pause of the player's input (timed while the lists load).
  const mayOpen = useInputQuiet(INPUT_QUIET_MS, due.length > 0);
  if (!shown && !noticeOpen) return null;

  const onPopupClosed = (popup: NonNullable<typeof shown>) => {
    markPopupClosed(
      popup.execution,
      popup.items.map((item) => item.id),
    );
    closed();
  };
  return (
    <Suspense fallback={null}>
      <ContentPopups shown={shown} mayOpen={mayOpen} onPopupClosed={onPopupClosed} />
    </Suspense>
  );
}
