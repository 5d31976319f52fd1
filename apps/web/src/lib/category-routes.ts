import { routePaths, type RouteName } from '@openlobby/contract/routes';
import type {
  GameCategory,
  Vendor,
  VendorCategory,
  VendorGameType,
} from '@openlobby/contract/vendors';

/** The page of each game category that has one (spec §2 "Routes"). */
const categoryRouteNames: Partial<Record<GameCategory, RouteName>> = {
  HOT: 'hot',
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  FISH: 'fish',
  RNG: 'rng',
  PVP: 'pvp',
  INHOUSE: 'inHouse',
  COCKFIGHT: 'cockfight',
};

/** Spec §2 "Top navigation": a lottery category goes by its first vendor's type. */
const lotteryRouteNames: Partial<Record<VendorGameType, RouteName>> = {
  VNLOTTO: 'vnLottery',
  SEA: 'seaLottery',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

type CategoryLike = Pick<VendorCategory, 'gameCategory' | 'vendors'>;

/** Route of a category's page; undefined for HOME, PROMO and lotteries of unknown type. */
export function categoryRouteName(category: CategoryLike): RouteName | undefined {
  if (category.gameCategory === 'LOTTERY') {
    const first = category.vendors[0];
    return first ? lotteryRouteNames[first.gameType] : undefined;
  }
  return categoryRouteNames[category.gameCategory];
}

export function categoryPath(category: CategoryLike): string | undefined {
  const name = categoryRouteName(category);
  return name ? routePaths[name] : undefined;
}

/** Link to a category page with one vendor selected. */
export function vendorPath(categoryPathname: string, vendor: Pick<Vendor, 'vassalage'>): string {
  return `${categoryPathname}?${new URLSearchParams({ vassalage: vendor.vassalage }).toString()}`;
}

/**
 * Link to one vendor of a category, on the page that shows that vendor's games. The
 * category's page goes by its first vendor (spec §2), but one lottery category holds
 * Vietnamese, SEA and plain lotteries, and each has a page of its own: the SEA vendor's
 * card on /vnLottery showed the Vietnamese games. Each lottery vendor goes by its own type.
 */
export function vendorPagePath(
  category: CategoryLike,
  vendor: Pick<Vendor, 'vassalage' | 'gameType'>,
): string | undefined {
  const name =
    category.gameCategory === 'LOTTERY'
      ? lotteryRouteNames[vendor.gameType]
      : categoryRouteName(category);
  return name ? vendorPath(routePaths[name], vendor) : undefined;
}

/** The category a game-category page shows, by route name (the inverse of the map above). */
export function gameCategoryForRoute(name: RouteName): GameCategory | undefined {
  const entry = Object.entries(categoryRouteNames).find(([, route]) => route === name);
  return entry?.[0] as GameCategory | undefined;
}
