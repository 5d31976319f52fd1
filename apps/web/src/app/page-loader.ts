import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { loginRequiredRoutes, routePaths, type RouteName } from '@openlobby/contract/routes';
import { readToken, takeSignInStarted, writeToken } from '../lib/session';
import { useSessionStore } from '../stores/session-store';

/**
 * Loader every page route runs before it renders:
 * - a `?token=` on any URL is a login token handed over (spec §2), dropped from the address
 *   bar and from history. The callback of a social sign-in this tab started is stored as
 *   the session at once; any other is held until the member agrees to continue as its
 *   account (HandoverDialog): a link from anywhere must not sign a visitor into somebody
 *   else's account, nor swap the account a member is in, without asking;
 * - the guard of spec §2: routes that need login send visitors without a token to /login,
 *   unless a hand-over is waiting for the member's answer (the answer decides).
 */
export function pageLoader(name: RouteName | 'notFound') {
  return ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    const token = url.searchParams.get('token');
    const store = useSessionStore.getState();
    if (token !== null) {
      if (token !== '' && token !== readToken()) {
        if (takeSignInStarted()) {
          writeToken(token);
          store.setTokenHandedOver(true);
        } else {
          store.setPendingHandover(token);
        }
      }
      url.searchParams.delete('token');
      throw replace(`${url.pathname}${url.search}`);
    }
    const waiting = store.pendingHandover !== null;
    if (name !== 'notFound' && loginRequiredRoutes.includes(name) && !readToken() && !waiting) {
      throw redirect(routePaths.login);
    }
    return null;
  };
}
