import { routePaths } from '@openlobby/contract/routes';
import { lazy, Suspense, useEffect } from 'react';
import { useMatches, useNavigate, useSearchParams } from 'react-router';
import { loadLazyStrings } from '../../lib/i18n/i18n';
import { useLazyStrings } from '../../lib/i18n/use-lazy-strings';
import { whenIdle } from '../../lib/when-idle';
import { useSessionStore, type AuthModal } from '../../stores/session-store';
import type { RouteHandle } from '../route-handle';

const loadIdentityModals = () => import('../../features/identity/components/identity-modals');
const IdentityModals = lazy(() =>
  loadIdentityModals().then((m) => ({ default: m.IdentityModals })),
);

/**
 * Pages where a visitor's next click (a game card, a heart) opens the login popup: there its
 * code is fetched while the browser is idle, so opening it costs no download or start-up
 * (P4). Not on home, whose first load stays small (P1).
 */
const gamePages: ReadonlySet<string> = new Set([
  'rng',
  'live',
  'fish',
  'pvp',
  'inHouse',
  'hot',
  'sports',
  'esports',
  'cockfight',
  'u9w',
  'gameListCenter',
]);

function usePrefetchOnGamePages(routeName: string | undefined, isLogin: boolean): void {
  useEffect(() => {
    if (isLogin || !routeName || !gamePages.has(routeName)) return;
    const prefetch = () => {
      void loadIdentityModals().catch(() => undefined);
      void loadLazyStrings('identityForms', useSessionStore.getState().language).catch(
        () => undefined,
      );
    };
    return whenIdle(prefetch, { timeoutMs: 5_000, fallbackMs: 2_000 });
  }, [routeName, isLogin]);
}

/**
 * Shows the identity dialogs over the page: those the store asks for (actions needing
 * login, the forced password change), else the one the route names (/login, /register),
 * or the login popup when a social sign-in came back with `?loginError=`.
 */
export function IdentityModalHost() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const routeName = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.routeName;
  const storeModal = useSessionStore((s) => s.authModal);
  const isLogin = useSessionStore((s) => s.isLogin);
  const language = useSessionStore((s) => s.language);
  const { openAuthModal, closeAuthModal } = useSessionStore.getState();
  usePrefetchOnGamePages(routeName, isLogin);

  let routeModal: AuthModal | null = null;
  if (!isLogin && (routeName === 'login' || searchParams.has('loginError'))) {
    routeModal = { kind: 'login' };
  } else if (!isLogin && routeName === 'register') {
    const referralCode = searchParams.get('referralCode');
    routeModal = referralCode ? { kind: 'register', referralCode } : { kind: 'register' };
  }
  const modal = storeModal ?? routeModal;
  // The dialogs' strings come with them (P1); the dialog waits for its language's.
  const stringsIn = useLazyStrings('identityForms', modal ? language : null);
  if (!modal || !stringsIn) return null;

  const onClose = () => {
    if (storeModal) closeAuthModal();
    else void navigate(routePaths.home);
  };
  const onSwitch = (kind: 'login' | 'register' | 'forgetPass') => {
    if (!storeModal && kind !== 'forgetPass') void navigate(routePaths[kind]);
    else openAuthModal({ kind });
  };

  return (
    <Suspense fallback={null}>
      <IdentityModals key={modal.kind} modal={modal} onClose={onClose} onSwitch={onSwitch} />
    </Suspense>
  );
}
