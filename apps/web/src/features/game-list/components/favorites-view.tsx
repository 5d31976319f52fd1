import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { favoriteListQueryOptions } from '../api/get-favorite-list';
import { useMemberId } from '../hooks/use-member-id';
import { GamesGrid } from './games-grid';
import styles from './game-list-page.module.css';

/** The member's favourites, 13 a page (spec §9), newest first. */
export function FavoritesView() {
  const { t } = useTranslation();
  const memberId = useMemberId();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    ...favoriteListQueryOptions(memberId ?? 0, pageNo),
    enabled: memberId !== undefined,
  });
  const value = query.data;
  // Removing the last favourite of the last page leaves that page empty: step back.
  if (value && value.content.length === 0 && pageNo > 1 && pageNo > value.totalPages) {
    setPageNo(Math.max(1, value.totalPages));
  }

  return (
    <section aria-labelledby="favorites-title">
      <h2 id="favorites-title">{t('gameList.views.favorites')}</h2>
      <QueryStatus query={query} />
      {value && value.content.length === 0 && <p className="muted">{t('gameList.noFavorites')}</p>}
      {value && value.content.length > 0 && (
        <GamesGrid games={value.content} total={value.content.length} />
      )}
      {value && value.totalPages > 1 && (
        <nav aria-label={t('gameList.pages.label')} className={styles.pager}>
          <button
            type="button"
            className="button"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('gameList.pages.previous')}
          </button>
          <span>
            {t('gameList.pages.position', { page: value.pageNum, pages: value.totalPages })}
          </span>
          <button
            type="button"
            className="button"
            disabled={pageNo >= value.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('gameList.pages.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
