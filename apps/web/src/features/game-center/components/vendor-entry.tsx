import type { Vendor } from '@openlobby/contract/vendors';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/config';
import styles from './game-center-page.module.css';

/** A provider-level entry of a game centre: its logo and name, starting its game. */
export function VendorEntry({
  vendor,
  selected,
  pending,
  onStart,
}: {
  vendor: Vendor;
  selected: boolean;
  pending: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={selected ? `${styles.entry} ${styles.selected}` : styles.entry}
      aria-busy={pending}
      aria-current={selected ? 'true' : undefined}
      disabled={pending}
      onClick={onStart}
    >
      {/* The name reads "Play <provider>" (WCAG 2.5.3: the visible words are the name, in
          the order spoken); the call to action shows below the name (CSS order). */}
      <span className={styles.cta}>{t('gameCenter.playShort')}</span>{' '}
      <img src={apiUrl(vendor.imageUrl)} alt="" width={120} height={60} decoding="async" />
      <span className={styles.name}>{vendor.vendorName}</span>
    </button>
  );
}
