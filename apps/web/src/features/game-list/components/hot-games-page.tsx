import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { QueryStatus } from '../../../components/query-status';
import { useHotGames } from '../../../api/get-hot-games';
import { GamesGrid } from './games-grid';
import styles from './game-list-page.module.css';

/** /hot: the hot games of every provider; lottery cards have no heart (spec §4). */
export function HotGamesPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const query = useHotGames();
  const { data: categories } = useVendorCategories();
  const title = categories?.find((c) => c.gameCategory === 'HOT')?.title ?? t(titleKey);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <QueryStatus query={query} />
      {query.data && query.data.length === 0 && <p className="muted">{t('gameList.empty')}</p>}
      {query.data && query.data.length > 0 && (
        <GamesGrid virtual hot games={query.data} total={query.data.length} />
      )}
    </div>
  );
}
