import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loading and failure states of a server list, with a retry; nothing once data is there. */
export function QueryStatus({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div role="alert" className="inline-alert">
        <p>{t('common.loadFailed')}</p>
        <button
          type="button"
          className="button"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="muted">
        {t('common.loading')}
      </p>
    );
  }
  return null;
}
