import { gameItemTypes, type GameItemType } from '@openlobby/contract/games/constants';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { useSessionStore } from '../../../stores/session-store';
import { hasSlotTabs, readListSearch } from '../utils/list-search';
import { AllGames } from './all-games';
import { GameSearch } from './game-search';
import { SlotTabs } from './slot-tabs';
import styles from './game-list-page.module.css';

function asGameType(value: string | undefined): GameItemType | undefined {
  const upper = value?.toUpperCase();
  return gameItemTypes.find((type) => type === upper);
}

/**
 * gameListCenter (/gameListCenter/:vassalage/:gameType, both lower case in links): one
 * provider's games of one type, with search and, for slots, the sub-categories.
 */
export function VendorGameListPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const search = readListSearch(searchParams);
  const language = useSessionStore((s) => s.language);
  const { data: categories } = useVendorCategories();
  const vassalage = (params.vassalage ?? '').toUpperCase();
  const gameType = asGameType(params.gameType);
  const vendor = categories
    ?.flatMap((c) => c.vendors)
    .find((v) => v.vassalage.toUpperCase() === vassalage);
  const isSlots = hasSlotTabs(gameType);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{vendor?.vendorName ?? vassalage}</h1>
      {gameType === undefined ? (
        <p className="muted">{t('gameList.empty')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <GameSearch value={search.gameName} />
            {isSlots && <SlotTabs selected={search.gameClassify} />}
          </div>
          <AllGames
            filters={{
              gameType,
              vassalage,
              gameClassify: isSlots ? search.gameClassify : undefined,
              gameName: search.gameName,
              language,
            }}
          />
        </>
      )}
    </div>
  );
}
