import { useTranslation } from 'react-i18next';
import { useCustomerService } from '../../../api/get-customer-service';
import { CustomerServiceLink } from '../../../components/customer-service/customer-service-link';
import { FooterGroup } from './footer-group';
import styles from './site-footer.module.css';

/**
 * The footer's customer-service and social links (spec §2); a group the operator left
 * empty is not shown at all.
 */
export function FooterSupport() {
  const { t } = useTranslation();
  const { data } = useCustomerService();
  const service = (data?.customerService ?? []).filter((c) => c.csPosition === 'FOOTER');
  const social = data?.social ?? [];
  return (
    <>
      {service.length > 0 && (
        <FooterGroup title={t('support.cs.title')}>
          <ul className={styles.links}>
            {service.map((link, index) => (
              <li key={link.csType}>
                <CustomerServiceLink
                  link={link}
                  first={index === 0}
                  className={styles.textButton}
                />
              </li>
            ))}
          </ul>
        </FooterGroup>
      )}
      {social.length > 0 && (
        <FooterGroup title={t('support.social.title')}>
          <ul className={styles.links}>
            {social.map((link) => (
              <li key={link.socialType}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {t(`support.social.${link.socialType}`)}
                </a>
              </li>
            ))}
          </ul>
        </FooterGroup>
      )}
    </>
  );
}
