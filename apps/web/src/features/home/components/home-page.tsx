import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { VendorCard } from '../../../components/vendor-card';
import { QueryStatus } from '../../../components/query-status';
import { categoryPath, vendorPath } from '../../../lib/category-routes';
import { CategorySection } from './category-section';
import styles from './home-page.module.css';

/** Home (spec §2): every game category with its providers, in the server's order. */
export function HomePage() {
  const { t } = useTranslation();
  const query = useVendorCategories();
  const sections = (query.data ?? []).flatMap((category) => {
    const pathname = categoryPath(category);
    return pathname && category.vendors.length > 0 ? [{ category, pathname }] : [];
  });

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <QueryStatus query={query} />
      {sections.map(({ category, pathname }) => (
        <CategorySection key={category.gameCategory} title={category.title}>
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorCard vendor={vendor} to={vendorPath(pathname, vendor)} />
            </li>
          ))}
        </CategorySection>
      ))}
    </div>
  );
}
