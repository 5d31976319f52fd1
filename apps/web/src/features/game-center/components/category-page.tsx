import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { GameCategory } from '@openlobby/contract/vendors';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { QueryStatus } from '../../../components/query-status';
import { VendorCard } from '../../../components/vendor-card';
import { vendorPath } from '../../../lib/category-routes';
import styles from './category-page.module.css';

type CategoryPageProps = {
  gameCategory: GameCategory;
  /** Heading while the server's title is not known (or the category is switched off). */
  titleKey: string;
};

/**
 * A game-category page (/live, /sports, ...): its providers, with the one named by
 * ?vassalage= highlighted. The game list of a provider arrives with the game-list issue.
 */
export function CategoryPage({ gameCategory, titleKey }: CategoryPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('vassalage')?.toLowerCase();
  const query = useVendorCategories();
  const category = query.data?.find((c) => c.gameCategory === gameCategory);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{category?.title ?? t(titleKey)}</h1>
      <QueryStatus query={query} />
      {category && category.vendors.length === 0 && (
        <p className="muted">{t('gameCenter.noVendors')}</p>
      )}
      {category && category.vendors.length > 0 && (
        <ul className="card-grid" aria-label={t('gameCenter.vendorsLabel')}>
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorCard
                vendor={vendor}
                to={vendorPath(pathname, vendor)}
                selected={vendor.vassalage.toLowerCase() === selected}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
