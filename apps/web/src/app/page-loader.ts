import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { loginRequiredRoutes, routePaths, type RouteName } from '@openlobby/contract/routes';
import { readToken, writeToken } from '../lib/session';
import { useSessionStore } from '../stores/session-store';

/**
 * Loader every page route runs before it renders:
 * - a `?token=` on any URL is a login token handed over by another site: store it as the
 *   session token and drop it from the address bar (and from history);
 * - the guard of spec §2: routes that need login send visitors without a token to /login.
 */
export function pageLoader(name: RouteName | 'notFound') {
  return ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    const token = url.searchParams.get('token');
    if (token !== null) {
      if (token !== '') {
        writeToken(token);
        useSessionStore.getState().setTokenHandedOver(true);
      }
      url.searchParams.delete('token');
      throw replace(`${url.pathname}${url.search}`);
    }
    if (name !== 'notFound' && loginRequiredRoutes.includes(name) && !readToken()) {
      throw redirect(routePaths.login);
    }
    return null;
  };
}
