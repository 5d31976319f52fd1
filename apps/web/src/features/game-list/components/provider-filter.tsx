import type { Vendor } from '@openlobby/contract/vendors';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiUrl } from '../../../lib/config';
import { withSearch } from '../utils/list-search';
import styles from './list-toolbar.module.css';

/**
 * The provider filter: one link per vendor of the category (from the vendor list), the
 * chosen one marked current. Links, so a filtered list has an address of its own.
 */
export function ProviderFilter({
  vendors,
  selected,
}: {
  vendors: readonly Vendor[];
  selected: string | undefined;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Until the vendors arrive the row keeps its height, so the list below does not jump.
  if (vendors.length === 0) return <div className={styles.chipsPending} aria-hidden="true" />;
  return (
    <ul className={styles.chips} aria-label={t('gameCenter.vendorsLabel')}>
      <li>
        <Link
          to={{ search: withSearch(params, { vassalage: undefined }) }}
          className={styles.chip}
          aria-current={selected === undefined ? 'true' : undefined}
        >
          {t('gameList.allProviders')}
        </Link>
      </li>
      {vendors.map((vendor) => {
        const current = vendor.vassalage.toUpperCase() === selected;
        return (
          <li key={vendor.vassalage}>
            <Link
              to={{ search: withSearch(params, { vassalage: vendor.vassalage }) }}
              className={styles.chip}
              aria-current={current ? 'true' : undefined}
            >
              <img src={apiUrl(vendor.imageUrl)} alt="" width={32} height={16} decoding="async" />
              {vendor.vendorName}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
