import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePaths, type RouteName } from '@openlobby/contract/routes';
import type { GameCategory } from '@openlobby/contract/vendors';
import { PageLoader } from '../components/page-loader';
import { gameCategoryForRoute } from '../lib/category-routes';
import { RouteErrorPage } from './errors/route-error-page';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { pageLoader } from './page-loader';
import type { RouteHandle } from './route-handle';

const homePage = () => import('../features/home/components/home-page').then((m) => m.HomePage);

function titledPage(name: RouteName): () => Promise<ComponentType> {
  return () =>
    import('../features/content-pages/components/titled-page').then(({ TitledPage }) => {
      const titleKey = `pages.${name}.title`;
      return function NamedPage() {
        return <TitledPage titleKey={titleKey} />;
      };
    });
}

function categoryPage(name: RouteName): () => Promise<ComponentType> {
  const gameCategory = gameCategoryForRoute(name) as GameCategory;
  return () =>
    import('../features/game-center/components/category-page').then(({ CategoryPage }) => {
      const titleKey = `pages.${name}.title`;
      return function GameCategoryPage() {
        return <CategoryPage gameCategory={gameCategory} titleKey={titleKey} />;
      };
    });
}

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
  down: titledPage('down'),
  help: titledPage('help'),
  cockfight: categoryPage('cockfight'),
  sports: categoryPage('sports'),
  esports: categoryPage('esports'),
  rng: categoryPage('rng'),
  live: categoryPage('live'),
  fish: categoryPage('fish'),
  pvp: categoryPage('pvp'),
  inHouse: categoryPage('inHouse'),
  hot: categoryPage('hot'),
  lottery: titledPage('lottery'),
  seaLottery: titledPage('seaLottery'),
  vnLottery: titledPage('vnLottery'),
  promotions: titledPage('promotions'),
  pointMall: titledPage('pointMall'),
  seamless: titledPage('seamless'),
  sponsor: titledPage('sponsor'),
  description: titledPage('description'),
  agentHome: titledPage('agentHome'),
  u9w: titledPage('u9w'),
  gameListCenter: titledPage('gameListCenter'),
};

const pageRoutes: RouteObject[] = (Object.keys(routePaths) as RouteName[]).map((name) => ({
  id: name,
  path: routePaths[name],
  handle: { routeName: name } satisfies RouteHandle,
  loader: pageLoader(name),
  lazy: lazyPage(pages[name]),
}));

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
export const appRoutes: RouteObject[] = [
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
        children: [...pageRoutes, notFoundRoute],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
