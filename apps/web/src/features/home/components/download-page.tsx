import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '../api/get-download-links';
import { QR_SIZE_LARGE } from '../utils/home-constants';
import { StoreQr } from './store-qr';
import styles from './download-page.module.css';

type Guide = 'ios' | 'android' | 'lite';

/**
 * One guide; `url` is undefined while the links load, when the store's room is kept (its
 * min-height) so the steps below do not move when the QR code arrives (P2, layout shift).
 */
function GuideSection({ guide, url }: { guide: Guide; url?: string | null | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const steps = t(`homePage.down.${guide}.steps`, { returnObjects: true }) as string[];
  const platform = t(`homePage.down.${guide}.title`);
  return (
    <section aria-labelledby={id} className={styles.guide}>
      <h2 id={id}>{platform}</h2>
      {guide !== 'lite' &&
        (url === undefined ? (
          <div className={styles.store} aria-hidden="true" />
        ) : url ? (
          <div className={styles.store}>
            <StoreQr
              platform={guide}
              size={QR_SIZE_LARGE}
              label={t('homePage.download.qr', { platform })}
            />
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t(`homePage.down.${guide}.open`)}
            </a>
          </div>
        ) : (
          <p>{t('homePage.down.notOffered')}</p>
        ))}
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** /down (spec §2): the iOS, Android and lite-app (this site as an installed PWA) guides. */
export function DownloadPage() {
  const { t } = useTranslation();
  const query = useDownloadLinks();
  // undefined while loading (the QR's room is kept), null when not offered or unreadable.
  const linkOf = (platform: 'ios' | 'android') =>
    query.isPending ? undefined : (query.data?.[platform] ?? null);
  return (
    <div className={styles.page}>
      <h1>{t('homePage.down.title')}</h1>
      <p>{t('homePage.down.intro')}</p>
      <div className={styles.guides}>
        <GuideSection guide="ios" url={linkOf('ios')} />
        <GuideSection guide="android" url={linkOf('android')} />
        <GuideSection guide="lite" />
      </div>
    </div>
  );
}
