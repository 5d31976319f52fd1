import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVendorCategories } from '../../../api/get-vendor-categories';
import type { Language } from '@openlobby/contract/language';
import { apiUrl } from '../../../lib/config';
import { useSessionStore } from '../../../stores/session-store';
import { useCustomerService } from '../../../api/get-customer-service';
import {
  footerPaymentMethods,
  footerProducts,
  footerProviders,
  helpLinks,
  qualificationBadges,
} from '../utils/footer-content';
import { FooterGroup } from './footer-group';
import { FooterLicence } from './footer-licence';
import { FooterSupport } from './footer-support';
import styles from './site-footer.module.css';

/**
 * A provider wordmark or a badge, all drawn by the server at one size: the footer is below
 * the fold, so they load lazily, and their fixed box keeps the footer from moving.
 */
function LogoImage({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={96} height={48} loading="lazy" decoding="async" />;
}

/** A badge drawn by the server with its label in the page's language. */
function badgeUrl(code: string, language: Language): string {
  return apiUrl(`/img/badges/${code}.svg?language=${language}`);
}

/**
 * Site footer (spec §1, §2): help links, products, providers, the payment methods members
 * can really use (the enabled deposit channels), qualifications and the licence line.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const { data: categories = [] } = useVendorCategories();
  const products = footerProducts(categories);
  const providers = footerProviders(categories);
  const { data: operatorFacts } = useCustomerService();
  const payments = footerPaymentMethods(operatorFacts?.paymentMethods ?? []);

  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        <FooterGroup title={t('footer.help.title')}>
          <ul className={styles.links}>
            {helpLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.help.links.${link.key}`)}</Link>
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
                <LogoImage src={apiUrl(vendor.imageUrl)} alt={vendor.vendorName} />
              </li>
            ))}
          </ul>
        </FooterGroup>
        {payments.length > 0 && (
          <FooterGroup title={t('footer.payments.title')}>
            <ul className={styles.logos}>
              {payments.map(({ code, badge }) => (
                <li key={code}>
                  {badge ? (
                    <LogoImage
                      src={badgeUrl(badge, language)}
                      alt={t(`footer.payments.badges.${badge}`)}
                    />
                  ) : (
                    <span className={styles.textBadge}>{code}</span>
                  )}
                </li>
              ))}
            </ul>
          </FooterGroup>
        )}
        <FooterGroup title={t('footer.qualifications.title')}>
          <ul className={styles.logos}>
            {qualificationBadges.map((code) => (
              <li key={code}>
                <LogoImage
                  src={badgeUrl(code, language)}
                  alt={t(`footer.qualifications.badges.${code}`)}
                />
              </li>
            ))}
          </ul>
        </FooterGroup>
      </div>
      <FooterLicence licence={operatorFacts?.licence ?? null} />
      <p className={styles.copyright}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
      {/* The generated artwork's icons are CC BY 3.0: the licence asks for this credit. */}
      <p className={styles.credits}>
        {t('footer.credits.art')} <a href="https://game-icons.net/">game-icons.net</a> (
        <a href="https://creativecommons.org/licenses/by/3.0/" rel="license">
          CC BY 3.0
        </a>
        ).
      </p>
    </footer>
  );
}
