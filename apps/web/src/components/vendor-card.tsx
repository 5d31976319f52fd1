import { Link } from 'react-router';
import type { Vendor } from '@openlobby/contract/vendors';
import { apiUrl } from '../lib/config';
import styles from './vendor-card.module.css';

/** A provider's card (logo and name) linking to its page; `selected` marks ?vassalage=. */
export function VendorCard({
  vendor,
  to,
  selected = false,
}: {
  vendor: Vendor;
  to: string;
  selected?: boolean;
}) {
  return (
    <Link
      to={to}
      className={selected ? `${styles.card} ${styles.selected}` : styles.card}
      aria-current={selected ? 'true' : undefined}
    >
      <img
        src={apiUrl(vendor.imageUrl)}
        alt=""
        width={120}
        height={60}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.name}>{vendor.vendorName}</span>
    </Link>
  );
}
