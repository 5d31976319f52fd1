import { routePaths } from '@openlobby/contract/routes';
import { lazy, Suspense, useEffect } from 'react';
import { useMatches, useNavigate, useSearchParams } from 'react-router';
import {
  loadIdentityModals,
  prefetchIdentityModals,
} from '../../features/identity/prefetch-identity-modals';
import { useLazyStrings } from '../../lib/i18n/use-lazy-strings';
import { useSessionStore, type AuthModal } from '../../stores/session-store';
import type { RouteHandle } from '../route-handle';

const IdentityModals = lazy(() =>
  loadIdentityModals().then((m) => ({ default: m.IdentityModals })),
);

/**
 * Pages where a visitor's next click (a game card, a heart) opens the login popup: there its
 * code is fetched as soon as the visitor points at a control or uses the keyboard, so opening it costs
 * little or no download (P4), while a first load that opens no dialog fetches none (P1).
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

// A pointer over a control, a touch or a key (keyboard users Tab to a card): not focusin,
// which the announcement popup's own focus fires on every first visit.
const intentEvents = ['pointerover', 'touchstart', 'keydown'] as const;

function usePrefetchOnGamePages(routeName: string | undefined, isLogin: boolean): void {
  useEffect(() => {
    if (isLogin || !routeName || !gamePages.has(routeName)) return;
    const onIntent = (event: Event) => {
      const onControl = event.target instanceof Element && event.target.closest('button, a');
      if (event.type !== 'keydown' && !onControl) return;
      stop();
      prefetchIdentityModals();
    };
    const stop = () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    };
    for (const type of intentEvents) {
      document.addEventListener(type, onIntent, { passive: true, capture: true });
    }
    return stop;
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
