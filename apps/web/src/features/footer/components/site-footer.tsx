import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '@openlobby/contract/routes';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import { apiUrl } from '../../../lib/config';
import {
  footerProducts,
  footerProviders,
  helpAnchors,
  paymentBadges,
  qualificationBadges,
} from '../utils/footer-content';
import { FooterGroup } from './footer-group';
import { FooterSupport } from './footer-support';
import styles from './site-footer.module.css';

function badgeUrl(code: string): string {
  return apiUrl(`/img/badges/${code}.svg`);
}

/** Site footer (spec §1, §2): help links, products, providers, payments, qualifications. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: categories = [] } = useVendorCategories();
  const products = footerProducts(categories);
  const providers = footerProviders(categories);

  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        <FooterGroup title={t('footer.help.title')}>
          <ul className={styles.links}>
            {helpAnchors.map((anchor) => (
              <li key={anchor}>
                <Link to={`${routePaths.help}#${anchor}`}>{t(`footer.help.links.${anchor}`)}</Link>
              </li>
            ))}
          </ul>
        </FooterGroup>
        <FooterSupport />
        <FooterGroup title={t('footer.products.title')}>
          <ul className={styles.links}>
            {products.map((product) => (
              <li key={product.gameCategory}>
                {product.to ? <Link to={product.to}>{product.title}</Link> : product.title}
              </li>
            ))}
          </ul>
        </FooterGroup>
        <FooterGroup title={t('footer.providers.title')}>
          <ul className={styles.logos}>
            {providers.map((vendor) => (
              <li key={vendor.vassalage}>
                <img
                  src={apiUrl(vendor.imageUrl)}
                  alt={vendor.vendorName}
                  width={72}
                  height={36}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </FooterGroup>
        <FooterGroup title={t('footer.payments.title')}>
          <ul className={styles.logos}>
            {paymentBadges.map((code) => (
              <li key={code}>
                <img
                  src={badgeUrl(code)}
                  alt={t(`footer.payments.badges.${code}`)}
                  width={72}
                  height={36}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </FooterGroup>
        <FooterGroup title={t('footer.qualifications.title')}>
          <ul className={styles.logos}>
            {qualificationBadges.map((code) => (
              <li key={code}>
                <img
                  src={badgeUrl(code)}
                  alt={t(`footer.qualifications.badges.${code}`)}
                  width={72}
                  height={36}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </FooterGroup>
      </div>
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
