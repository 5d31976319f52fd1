import type { RouteName } from './routes';

/**
 * The web module that draws each route's page, named as the web build's manifest names it
 * (its path under apps/web). The server looks the page's chunk up in that manifest and
 * hints it, with the chunks and style sheets it imports, in the page's HTML, so they
 * download beside the entry script instead of after it has run (P2, ADR 049). The web
 * app's route table imports exactly these modules (`app/routes.test.ts` checks it), so a
 * page moved to another file fails a test instead of silently losing its hint.
 */
/**
 * The app's start-up module, which the entry imports once the HTML's first screen is
 * painted: every page's HTML hints it and the chunks it imports, so they download beside
 * the HTML while the browser paints (P2, ADR 050).
 */
export const appStartModule = 'src/start.tsx';

export const routePageModules: Record<RouteName, string> = {
  home: 'src/app/home-route.tsx',
  index: 'src/app/home-route.tsx',
  indexHtml: 'src/app/home-route.tsx',
  homeAlias: 'src/app/home-route.tsx',
  login: 'src/app/home-route.tsx',
  register: 'src/app/home-route.tsx',
  down: 'src/features/home/components/download-page.tsx',
  help: 'src/features/help/components/help-page.tsx',
  cockfight: 'src/features/game-center/components/game-center-page.tsx',
  sports: 'src/features/game-center/components/game-center-page.tsx',
  esports: 'src/features/game-center/components/game-center-page.tsx',
  rng: 'src/features/game-list/components/game-list-page.tsx',
  live: 'src/features/game-list/components/game-list-page.tsx',
  fish: 'src/features/game-list/components/game-list-page.tsx',
  pvp: 'src/features/game-list/components/game-list-page.tsx',
  inHouse: 'src/features/game-list/components/game-list-page.tsx',
  hot: 'src/features/game-list/components/hot-games-page.tsx',
  lottery: 'src/features/lottery/components/lottery-page.tsx',
  seaLottery: 'src/features/lottery/components/lottery-page.tsx',
  vnLottery: 'src/features/lottery/components/lottery-page.tsx',
  promotions: 'src/app/promotions-route.tsx',
  pointMall: 'src/features/point-mall/components/point-mall-page.tsx',
  seamless: 'src/features/content-pages/components/seamless-page.tsx',
  sponsor: 'src/features/content-pages/components/sponsor-page.tsx',
  description: 'src/features/content-pages/components/description-page.tsx',
  agentHome: 'src/app/agent-home-route.tsx',
  u9w: 'src/features/game-center/components/vendor-launch-page.tsx',
  gameListCenter: 'src/features/game-list/components/vendor-game-list-page.tsx',
};

/**
 * The strings a route's page waits for before it draws its first screen, beyond the
 * language's main bundle: sets the web app loads lazily, each a module
 * `src/lib/i18n/locales/<name>-<language>.ts`. The page's HTML hints the page language's
 * modules, so they download beside the page chunk instead of after its first render (P2,
 * ADR 050). The web test `lib/i18n/route-string-sets.test.ts` checks each name is such a
 * module.
 */
export const routeStringSets: Partial<Record<RouteName, readonly string[]>> = {
  promotions: ['rewards', 'raffle'],
  lottery: ['lottery'],
  seaLottery: ['lottery'],
  vnLottery: ['lottery'],
};

/** The manifest name of a lazily loaded string set's module in one language. */
export const stringSetModule = (name: string, language: string) =>
  `src/lib/i18n/locales/${name}-${language}.ts`;
