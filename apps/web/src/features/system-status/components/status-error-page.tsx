import { useTranslation } from 'react-i18next';
import styles from './status-page.module.css';

/** The status call failed: nothing can be decided yet, so say so and offer a retry. */
export function StatusErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{t('systemStatus.error.title')}</h1>
        <p>{t('systemStatus.error.message')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={onRetry}
          disabled={retrying}
        >
          {t('common.retry')}
        </button>
      </div>
    </main>
  );
}
