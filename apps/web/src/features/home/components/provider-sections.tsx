import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { QueryStatus } from '../../../components/query-status';
import { StartUpSlice } from '../../../components/start-up-slice';
import { VendorCard } from '../../../components/vendor-card';
import { categoryPath, vendorPagePath } from '../../../lib/category-routes';
import { useSessionStore } from '../../../stores/session-store';
import { formatRebate } from '../utils/format-rebate';
import { categoryRebateTypes } from '../utils/home-constants';
import { useRebateRates } from '../api/get-rebate-rates';
import { CategorySection } from './category-section';

/** Every game category with its providers, in the server's order, with its rebate (§9). */
export function ProviderSections() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const query = useVendorCategories();
  const sections = (query.data ?? []).flatMap((category) => {
    const pathname = categoryPath(category);
    return pathname && category.vendors.length > 0 ? [{ category, pathname }] : [];
  });
  const rates = useRebateRates().data?.rates;
  const rebateOf = (gameCategory: keyof typeof categoryRebateTypes) => {
    const type = categoryRebateTypes[gameCategory];
    if (type === undefined || !rates) return undefined;
    const rate = rates[type];
    return rate === undefined || rate === 0
      ? t('homePage.noRebate')
      : t('homePage.rebate', { rate: formatRebate(rate, language) });
  };
  return (
    <>
      <QueryStatus query={query} />
      {/* Below the fold at every width: at start-up each section is drawn in a task of its
          own (P2), and only the end of the page grows. */}
      {sections.map(({ category, pathname }) => (
        <StartUpSlice key={category.gameCategory}>
          <CategorySection title={category.title} rebate={rebateOf(category.gameCategory)}>
            {category.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorCard vendor={vendor} to={vendorPagePath(category, vendor) ?? pathname} />
              </li>
            ))}
          </CategorySection>
        </StartUpSlice>
      ))}
    </>
  );
}
