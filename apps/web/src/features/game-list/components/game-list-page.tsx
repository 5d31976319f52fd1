import type { GameItemType } from '@openlobby/contract/games/constants';
import type { GameCategory } from '@openlobby/contract/vendors';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { useSessionStore } from '../../../stores/session-store';
import { hasSlotTabs, readListSearch } from '../utils/list-search';
import { AllGames } from './all-games';
import { FavoritesView } from './favorites-view';
import { GameSearch } from './game-search';
import { ProviderFilter } from './provider-filter';
import { PvpRooms } from './pvp-rooms';
import { RecentView } from './recent-view';
import { SlotTabs } from './slot-tabs';
import { ViewSwitch } from './view-switch';
import styles from './game-list-page.module.css';

type GameListPageProps = {
  gameCategory: GameCategory;
  gameType: GameItemType;
  /** Heading while the server's category title is not known. */
  titleKey: string;
};

/**
 * A game list page (/rng, /live, /fish, /pvp, /inHouse): provider filter, name search, slot
 * sub-categories on /rng, and for members their favourites and recently played games.
 */
export function GameListPage({ gameCategory, gameType, titleKey }: GameListPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = readListSearch(params);
  const language = useSessionStore((s) => s.language);
  const isMember = useSessionStore((s) => s.isLogin && !s.isTrial);
  const { data: categories } = useVendorCategories();
  const category = categories?.find((c) => c.gameCategory === gameCategory);
  const view = isMember ? search.view : 'all';
  const isSlots = hasSlotTabs(gameType);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{category?.title ?? t(titleKey)}</h1>
      {isMember && <ViewSwitch view={view} />}
      {view === 'all' && (
        <>
          <ProviderFilter vendors={category?.vendors ?? []} selected={search.vassalage} />
          <div className={styles.toolbar}>
            <GameSearch value={search.gameName} />
            {isSlots && <SlotTabs selected={search.gameClassify} />}
          </div>
          <AllGames
            filters={{
              gameType,
              vassalage: search.vassalage,
              gameClassify: isSlots ? search.gameClassify : undefined,
              gameName: search.gameName,
              language,
            }}
          />
        </>
      )}
      {view === 'favorites' && <FavoritesView />}
      {view === 'recent' && <RecentView />}
      {gameType === 'PVP' && isMember && view === 'all' && <PvpRooms />}
    </div>
  );
}
