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
      aria-label={t('gameCenter.play', { name: vendor.vendorName })}
      aria-busy={pending}
      aria-current={selected ? 'true' : undefined}
      disabled={pending}
      onClick={onStart}
    >
      <img src={apiUrl(vendor.imageUrl)} alt="" width={120} height={60} decoding="async" />
      <span className={styles.name}>{vendor.vendorName}</span>
      <span className={styles.cta} aria-hidden="true">
        {t('gameCenter.playShort')}
      </span>
    </button>
  );
}
