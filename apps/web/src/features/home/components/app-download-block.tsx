import { routePaths } from '@openlobby/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDownloadLinks } from '../api/get-download-links';
import { QR_SIZE_SMALL } from '../utils/home-constants';
import { StoreQr } from './store-qr';
import styles from './home-widgets.module.css';

/**
 * The app-download block (spec §1, §2): a QR code per store link the operator set (a link
 * not offered shows nothing), each named for screen readers, and the way to /down.
 */
export function AppDownloadBlock({ size = QR_SIZE_SMALL }: { size?: number }) {
  const { t } = useTranslation();
  const links = useDownloadLinks().data;
  const apps = [
    { key: 'ios' as const, label: t('homePage.download.ios'), platform: 'iOS', url: links?.ios },
    {
      key: 'android' as const,
      label: t('homePage.download.android'),
      platform: 'Android',
      url: links?.android,
    },
  ].filter((a): a is typeof a & { url: string } => Boolean(a.url));
  return (
    <section className={styles.download} aria-labelledby="download-title">
      <h2 id="download-title" className={styles.widgetTitle}>
        {t('homePage.download.title')}
      </h2>
      <ul className={styles.qrList}>
        {apps.map((app) => (
          <li key={app.key} className={styles.qrItem}>
            <StoreQr
              platform={app.key}
              size={size}
              label={t('homePage.download.qr', { platform: app.platform })}
            />
            <a href={app.url} target="_blank" rel="noopener noreferrer">
              {app.label}
            </a>
          </li>
        ))}
      </ul>
      <Link to={routePaths.down}>{t('homePage.download.guide')}</Link>
    </section>
  );
}
