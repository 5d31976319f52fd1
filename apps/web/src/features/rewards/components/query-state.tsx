import { useTranslation } from 'react-i18next';
import styles from './rewards.module.css';

/** Loading and failure of a view's first read, with a retry (shared by both views). */
export function QueryState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <p role="status">{t('rewards.loading')}</p>;
  return (
    <div role="alert">
      <p className={styles.error}>{t('rewards.loadFailed')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('rewards.retry')}
      </button>
    </div>
  );
}
