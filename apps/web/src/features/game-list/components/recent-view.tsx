import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useSessionStore } from '../../../stores/session-store';
import { recentGamesQueryOptions } from '../api/get-recent-games';
import { useMemberId } from '../hooks/use-member-id';
import { GamesGrid } from './games-grid';

/** The games the member launched last, most recent first. */
export function RecentView() {
  const { t } = useTranslation();
  const memberId = useMemberId();
  const language = useSessionStore((s) => s.language);
  const query = useQuery({
    ...recentGamesQueryOptions(memberId ?? 0, language),
    enabled: memberId !== undefined,
  });

  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title">{t('gameList.views.recent')}</h2>
      <QueryStatus query={query} />
      {query.data && query.data.length === 0 && <p className="muted">{t('gameList.noRecent')}</p>}
      {query.data && query.data.length > 0 && (
        <GamesGrid games={query.data} total={query.data.length} />
      )}
    </section>
  );
}
