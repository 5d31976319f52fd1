import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { isFromTopNav } from '../../lib/navigation-state';
import { useSessionStore } from '../../stores/session-store';
import type { RouteHandle } from '../route-handle';

function currentRouteName(matches: ReturnType<typeof useMatches>): string | undefined {
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.routeName;
}

/**
 * Spec §2: after each navigation the loader hides, and the scroll returns to the top
 * when the route name changes (smoothly when the top navigation started it).
 */
export function useNavigationEffects(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const routeName = currentRouteName(useMatches());
  const setLoaderVisible = useSessionStore((s) => s.setLoaderVisible);
  const lastRouteName = useRef(routeName);

  useEffect(() => {
    setLoaderVisible(navigation.state !== 'idle');
  }, [navigation.state, setLoaderVisible]);

  useEffect(() => {
    if (lastRouteName.current === routeName) return;
    lastRouteName.current = routeName;
    window.scrollTo({ top: 0, behavior: isFromTopNav(location.state) ? 'smooth' : 'instant' });
  }, [routeName, location.state]);
}
