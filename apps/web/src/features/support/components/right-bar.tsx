import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LifeBuoy, Mail, Smartphone, X } from 'lucide-react';
import { routePaths } from '@openlobby/contract/routes';
import { useCustomerService } from '../../../api/get-customer-service';
import { CustomerServiceLink } from '../../../components/customer-service/customer-service-link';
import { FeedbackButton } from './feedback-button';
import styles from './right-bar.module.css';

/**
 * The fixed right bar (spec §2 "Header and side elements"): the customer-service shortcuts
 * the operator configured (none → none shown), the app download and feedback. On phones
 * (≤ 768 px, CSS) it folds into one round button above the bottom navigation, which opens
 * the shortcuts, so it never lies over the page's content (issue 19).
 */
export function RightBar() {
  const { t } = useTranslation();
  const { data } = useCustomerService();
  const links = (data?.customerService ?? []).filter((c) => c.csPosition === 'RIGHT_BAR');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <aside
      className={styles.bar}
      aria-label={t('support.rightBar.label')}
      data-open={open}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? (
          <X aria-hidden="true" size={22} strokeWidth={1.75} />
        ) : (
          <LifeBuoy aria-hidden="true" size={22} strokeWidth={1.75} />
        )}
        <span className="visually-hidden">{t('support.rightBar.toggle')}</span>
      </button>
      <ul className={styles.list} id={listId}>
        {links.map((link, index) => (
          <li key={link.csType}>
            <CustomerServiceLink link={link} first={index === 0} className={styles.item} compact />
          </li>
        ))}
        <li>
          <Link to={routePaths.down} className={styles.item} title={t('support.rightBar.download')}>
            <Smartphone aria-hidden="true" size={20} strokeWidth={1.75} />
            <span className="visually-hidden">{t('support.rightBar.download')}</span>
          </Link>
        </li>
        <li>
          <FeedbackButton
            className={styles.item}
            icon={<Mail aria-hidden="true" size={20} strokeWidth={1.75} />}
          />
        </li>
      </ul>
    </aside>
  );
}
