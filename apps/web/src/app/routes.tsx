import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { homeRouteNames, routePaths, type RouteName } from '@openlobby/contract/routes';
import type { GameItemType } from '@openlobby/contract/games/constants';
import { gameListRouteTypes } from '@openlobby/contract/games/list-search';
import { lotteryRouteKinds } from '@openlobby/contract/lottery/lottery-pages';
import type { GameCategory } from '@openlobby/contract/vendors';
import { siteOpen } from '../api/get-system-status';
import { PageLoader } from '../components/page-loader';
import { loadLazyStrings } from '../lib/i18n/i18n';
import { useSessionStore } from '../stores/session-store';
import { gameCategoryForRoute } from '../lib/category-routes';
import { RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { pageLoader } from './page-loader';
import { prefetchGameList } from './prefetch-game-list';
import { prefetchHome } from './prefetch-home';
import type { RouteHandle } from './route-handle';

/** Home, with the red envelope's notice for a member while a round is open (issue 18). */
const homePage = () => import('./home-route').then((m) => m.HomeRoute);
const downloadPage = () =>
  import('../features/home/components/download-page').then((m) => m.DownloadPage);
/** /agentHome: the agent centre for agents, the agent login for visitors (spec §2, §6). */
const agentHomePage = () => import('./agent-home-route').then((m) => m.AgentHomeRoute);
const helpPage = () => import('../features/help/components/help-page').then((m) => m.HelpPage);
/** /promotions: cards by category, one promotion's detail, the VIP card and the raffles (issue 18). */
const promotionsPage = () => import('./promotions-route').then((m) => m.PromotionsRoute);
/** /pointMall: the points mall (issue 18, ADR 036); login required. */
const pointMallPage = () =>
  import('../features/point-mall/components/point-mall-page').then((m) => m.PointMallPage);

/** A game centre (/sports, /esports, /cockfight): provider entries that launch. */
function gameCenterPage(name: RouteName): () => Promise<ComponentType> {
  const gameCategory = gameCategoryForRoute(name) as GameCategory;
  return () =>
    import('../features/game-center/components/game-center-page').then(({ GameCenterPage }) => {
      const titleKey = `pages.${name}.title`;
      return function GameCenterRoute() {
        return <GameCenterPage gameCategory={gameCategory} titleKey={titleKey} />;
      };
    });
}

/** A game list page (/rng, /live, /fish, /pvp, /inHouse), filtered by its game type. */
function gameListPage(name: RouteName): () => Promise<ComponentType> {
  const gameType = gameListRouteTypes[name] as GameItemType;
  const gameCategory = gameCategoryForRoute(name) as GameCategory;
  return () =>
    import('../features/game-list/components/game-list-page').then(({ GameListPage }) => {
      const titleKey = `pages.${name}.title`;
      return function GameListRoute() {
        return <GameListPage gameCategory={gameCategory} gameType={gameType} titleKey={titleKey} />;
      };
    });
}

/**
 * /lottery, /seaLottery and /vnLottery: one page, which reads which from its path. Its
 * strings load beside its chunk (hinted in the HTML, ADR 050), so its first render has them.
 */
const lotteryPage = () =>
  Promise.all([
    import('../features/lottery/components/lottery-page'),
    loadLazyStrings('lottery', useSessionStore.getState().language).catch(() => undefined),
  ]).then(([m]) => m.LotteryPage);

const hotGamesPage = () =>
  import('../features/game-list/components/hot-games-page').then(({ HotGamesPage }) => {
    return function HotGamesRoute() {
      return <HotGamesPage titleKey="pages.hot.title" />;
    };
  });

const vendorGameListPage = () =>
  import('../features/game-list/components/vendor-game-list-page').then(
    (m) => m.VendorGameListPage,
  );

/** /u9w opens the sports vendor U9W's game directly (spec §2). */
const u9wPage = () =>
  import('../features/game-center/components/vendor-launch-page').then(({ VendorLaunchPage }) => {
    return function U9wRoute() {
      return <VendorLaunchPage vassalage="U9W" titleKey="pages.u9w.title" />;
    };
  });

/**
 * The page behind every route of spec §2. Typed by RouteName, so a route added to the
 * contract does not compile until it has a page here.
 */
const pages: Record<RouteName, () => Promise<ComponentType>> = {
  home: homePage,
  index: homePage,
  indexHtml: homePage,
  homeAlias: homePage,
  // Their popups arrive with the identity feature; until then they show home beneath.
  login: homePage,
  register: homePage,
  down: downloadPage,
  help: helpPage,
  cockfight: gameCenterPage('cockfight'),
  sports: gameCenterPage('sports'),
  esports: gameCenterPage('esports'),
  rng: gameListPage('rng'),
  live: gameListPage('live'),
  fish: gameListPage('fish'),
  pvp: gameListPage('pvp'),
  inHouse: gameListPage('inHouse'),
  hot: hotGamesPage,
  lottery: lotteryPage,
  seaLottery: lotteryPage,
  vnLottery: lotteryPage,
  promotions: promotionsPage,
  pointMall: pointMallPage,
  seamless: () =>
    import('../features/content-pages/components/seamless-page').then((m) => m.SeamlessPage),
  sponsor: () =>
    import('../features/content-pages/components/sponsor-page').then((m) => m.SponsorPage),
  description: () =>
    import('../features/content-pages/components/description-page').then((m) => m.DescriptionPage),
  agentHome: agentHomePage,
  u9w: u9wPage,
  gameListCenter: vendorGameListPage,
};

/**
 * The route's loader: the guard, then the page's first reads started beside the page's
 * chunk, so the page finds them in flight (or answered) when it renders (P2).
 */
function routeLoader(name: RouteName, queryClient: QueryClient) {
  const guard = pageLoader(name);
  const gameType = gameListRouteTypes[name];
  return (args: LoaderFunctionArgs) => {
    const result = guard(args);
    // A closed site shows its closed page in place of every route: nothing to prefetch,
    // and the gate would refuse each read.
    if (!siteOpen(queryClient)) return result;
    if (gameType) prefetchGameList(queryClient, gameType, new URL(args.request.url));
    if (homeRouteNames.includes(name)) prefetchHome(queryClient);
    const lottery = lotteryRouteKinds[name];
    // The prefetch lives in the page's chunk (hinted in the HTML; the start-up stays lean):
    // the loader waits for that chunk, which the page needs anyway, not for the read.
    if (lottery) {
      return import('../features/lottery/components/lottery-page').then((m) => {
        m.prefetchLotteryPage(queryClient, lottery);
        return result;
      });
    }
    return result;
  };
}

function pageRoutes(queryClient: QueryClient): RouteObject[] {
  return (Object.keys(routePaths) as RouteName[]).map((name) => ({
    id: name,
    path: routePaths[name],
    handle: { routeName: name } satisfies RouteHandle,
    loader: routeLoader(name, queryClient),
    lazy: lazyPage(pages[name]),
  }));
}

const notFoundRoute: RouteObject = {
  id: 'notFound',
  path: '*',
  handle: { routeName: 'notFound' } satisfies RouteHandle,
  loader: pageLoader('notFound'),
  lazy: lazyPage(() =>
    import('../features/content-pages/components/not-found-page').then((m) => m.NotFoundPage),
  ),
};

/** The whole route tree: the layout, and inside it every page behind one error boundary. */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    // Last resort when the layout itself fails; page errors stay inside the layout below.
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'pages',
        errorElement: <RouteErrorPage />,
        // Shown in the layout while the first page's chunk loads.
        hydrateFallbackElement: <PageLoader />,
        children: [...pageRoutes(queryClient), notFoundRoute],
      },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
