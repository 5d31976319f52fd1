import type { SiteLicence } from '@openlobby/contract/content/support';
import { useTranslation } from 'react-i18next';
import styles from './site-footer.module.css';

/**
 * The operator's licence line (`npm run operator -- licence set …`): the regulator and the
 * licence number as the licence reads them, in a translated sentence; the regulator links
 * to its register when the operator gave its address. Nothing when none is set.
 */
export function FooterLicence({ licence }: { licence: SiteLicence | null }) {
  const { t } = useTranslation();
  if (!licence) return null;
  return (
    <p className={styles.licence}>
      {t('footer.licence.by')}{' '}
      {licence.url ? (
        <a href={licence.url} target="_blank" rel="noopener noreferrer">
          {licence.regulator}
        </a>
      ) : (
        licence.regulator
      )}{' '}
      {t('footer.licence.number', { number: licence.licenceNumber })}
    </p>
  );
}
