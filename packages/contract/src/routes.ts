/**
 * The site's routes (spec §2 "Routes"), by name. The web app builds its route table from
 * these paths and the server uses them to answer known paths with 200 and every other
 * page path with 404 (the app still renders, showing its not-found page).
 * Matching is case-insensitive, as the spec writes /vnLottery and /vnlottery alike.
 */
export const routePaths = {
  home: '/',
  index: '/index',
  indexHtml: '/index.html',
  homeAlias: '/home',
  login: '/login',
  register: '/register',
  down: '/down',
  help: '/help',
  cockfight: '/cockfight',
  sports: '/sports',
  esports: '/esports',
  rng: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  inHouse: '/inHouse',
  hot: '/hot',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  sponsor: '/sponsor',
  description: '/description',
  agentHome: '/agentHome',
  u9w: '/u9w',
  gameListCenter: '/gameListCenter/:vassalage/:gameType',
} as const;
export type RouteName = keyof typeof routePaths;

/**
 * Routes that need a stored session token; without one the guard sends the user to /login.
 * /agentHome is not one: a visitor there gets the agent login (spec §6, ADR 023).
 */
export const loginRequiredRoutes: readonly RouteName[] = [
  'pointMall',
  'lottery',
  'seaLottery',
  'vnLottery',
];

/**
 * A cookie the web keeps while a tab holds a session token (the token itself stays in session
 * storage, spec §3, and never reaches a cookie). It proves nothing and opens nothing: the
 * server reads it only to choose which page a login-required route's HTML draws first, the
 * page itself for a member and, for a visitor, the login page the guard sends them to
 * (ADR 057), so a visitor following a lottery link does not see the lottery's head first.
 */
export const memberHintCookieName = 'member';

/** Routes whose page is the home page (spec §2: /login and /register open a popup on it). */
export const homeRouteNames: readonly RouteName[] = [
  'home',
  'index',
  'indexHtml',
  'homeAlias',
  'login',
  'register',
];

/** The route a page path matches (ignoring case and a trailing slash), if any. */
export function routeNameForPath(pathname: string): RouteName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.toLowerCase().split('/');
  return (Object.keys(routePaths) as RouteName[]).find((name) => {
    const parts = routePaths[name].toLowerCase().split('/');
    return (
      parts.length === segments.length &&
      parts.every((p, i) => (p.startsWith(':') ? (segments[i] ?? '') !== '' : p === segments[i]))
    );
  });
}

/** True when a page path matches one of the routes (ignoring case and a trailing slash). */
export function isKnownRoutePath(pathname: string): boolean {
  return routeNameForPath(pathname) !== undefined;
}
