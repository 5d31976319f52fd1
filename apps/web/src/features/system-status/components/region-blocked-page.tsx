import { useTranslation } from 'react-i18next';
import type { PermissionInfo } from '@openlobby/contract/system';
import styles from './status-page.module.css';

/** Shown instead of every route when the visitor's IP or country is blocked (spec §4). */
export function RegionBlockedPage({ info }: { info: Pick<PermissionInfo, 'location'> }) {
  const { t } = useTranslation();
  const { ip, country } = info.location;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('systemStatus.region.title')}</h1>
        <p>{t('systemStatus.region.message')}</p>
        <dl className={styles.facts}>
          <dt>{t('systemStatus.region.ip')}</dt>
          <dd>{ip}</dd>
          {country && (
            <>
              <dt>{t('systemStatus.region.country')}</dt>
              <dd>{country}</dd>
            </>
          )}
        </dl>
      </div>
    </main>
  );
}
