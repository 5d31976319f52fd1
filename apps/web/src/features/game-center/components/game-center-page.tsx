import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@openlobby/contract/vendors';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { QueryStatus } from '../../../components/query-status';
import { useVendorStart } from '../hooks/use-vendor-start';
import { VendorEntry } from './vendor-entry';
import styles from './game-center-page.module.css';

type GameCenterPageProps = {
  gameCategory: GameCategory;
  /** Heading while the server's title is not known (or the category is switched off). */
  titleKey: string;
};

/**
 * A game centre (/sports, /esports, /cockfight): one entry per provider that starts its
 * game; ?vassalage= marks one of them.
 */
export function GameCenterPage({ gameCategory, titleKey }: GameCenterPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('vassalage')?.toUpperCase();
  const query = useVendorCategories();
  const category = query.data?.find((c) => c.gameCategory === gameCategory);
  const { startVendor, pending, failed } = useVendorStart();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{category?.title ?? t(titleKey)}</h1>
      <QueryStatus query={query} />
      {failed && (
        <p role="alert" className="inline-alert">
          {t('gameCenter.startFailed')}
        </p>
      )}
      {category && category.vendors.length === 0 && (
        <p className="muted">{t('gameCenter.noVendors')}</p>
      )}
      {category && category.vendors.length > 0 && (
        <ul className="card-grid" aria-label={t('gameCenter.vendorsLabel')}>
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorEntry
                vendor={vendor}
                selected={vendor.vassalage.toUpperCase() === selected}
                pending={pending === vendor.vassalage}
                onStart={() => void startVendor(vendor)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
