import { useTranslation } from 'react-i18next';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { QueryStatus } from '../../../components/query-status';
import { useSessionStore } from '../../../stores/session-store';
import { useAccount } from '../api/account';
import { AccountContacts } from './account-contacts';
import { AccountIcon } from './account-icon';
import { AccountPasswords } from './account-passwords';
import { AccountProfile } from './account-profile';
import { AccountSessions } from './account-sessions';
import { TotpPanel } from './security-modal';
import styles from './account-view.module.css';

/**
 * My account (spec §2 securityCenter, the member centre's first view): the icon, the
 * profile under the operator's field rules, the login and payment passwords, the bound
 * phone and e-mail, the authenticator app, and the live sessions with the recent logins.
 * Loaded only when the member centre opens it; the identity forms' strings (the
 * authenticator's, the field messages) come with it.
 */
export function AccountView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const formStringsIn = useLazyStrings('identityForms', language);
  const account = useAccount();
  if (!formStringsIn || !account.data) {
    return account.data ? (
      <p className="muted">{t('account.loading')}</p>
    ) : (
      <QueryStatus query={account} />
    );
  }
  const overview = account.data;
  return (
    <div className={styles.view}>
      <AccountIcon current={overview.iconUrl} />
      <AccountProfile overview={overview} />
      <AccountPasswords hasPaymentPassword={overview.hasPaymentPassword} />
      <AccountContacts mobile={overview.mobileNum} email={overview.email} />
      <section className={styles.section}>
        <TotpPanel />
      </section>
      <AccountSessions />
    </div>
  );
}
