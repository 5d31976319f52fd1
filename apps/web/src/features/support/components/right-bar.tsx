import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '@openlobby/contract/routes';
import { useCustomerService } from '../../../api/get-customer-service';
import { CustomerServiceLink } from '../../../components/customer-service/customer-service-link';
import { FeedbackButton } from './feedback-button';
import styles from './right-bar.module.css';

/**
 * The fixed right bar (spec §2 "Header and side elements"): the customer-service shortcuts
 * the operator configured (none → none shown), the app download and feedback.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { data } = useCustomerService();
  const links = (data?.customerService ?? []).filter((c) => c.csPosition === 'RIGHT_BAR');

  return (
    <aside className={styles.bar} aria-label={t('support.rightBar.label')}>
      <ul className={styles.list}>
        {links.map((link, index) => (
          <li key={link.csType}>
            <CustomerServiceLink link={link} first={index === 0} className={styles.item} compact />
          </li>
        ))}
        <li>
          <Link to={routePaths.down} className={styles.item} title={t('support.rightBar.download')}>
            <span aria-hidden="true">App</span>
            <span className="visually-hidden">{t('support.rightBar.download')}</span>
          </Link>
        </li>
        <li>
          <FeedbackButton className={styles.item} mark="✉" />
        </li>
      </ul>
    </aside>
  );
}
