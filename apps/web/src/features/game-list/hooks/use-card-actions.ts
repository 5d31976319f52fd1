import { useCallback, useMemo } from 'react';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { useGameStart } from '../../../components/game-launch/use-game-start';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useFavoriteToggle } from './use-favorite-toggle';
import { useMemberId } from './use-member-id';

const noFavorites: ReadonlySet<number> = new Set();

/** What every game card of a list needs: start, favourite state and toggle, provider names. */
export function useCardActions() {
  const memberId = useMemberId();
  const favorites = useFavoriteIds(memberId);
  const toggleFavorite = useFavoriteToggle(memberId);
  const { start } = useGameStart();
  const { data: categories } = useVendorCategories();

  const vendorNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const category of categories ?? []) {
      for (const vendor of category.vendors) names.set(vendor.vassalage, vendor.vendorName);
    }
    return names;
  }, [categories]);
  const vendorName = useCallback(
    (vassalage: string) => vendorNames.get(vassalage) ?? vassalage,
    [vendorNames],
  );

  return {
    memberId,
    favoriteIds: memberId === undefined ? noFavorites : (favorites.data ?? noFavorites),
    toggleFavorite,
    start,
    vendorName,
  };
}
