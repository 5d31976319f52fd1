import { routePaths } from '@openlobby/contract/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import styles from './home-widgets.module.css';

type Entry = { key: 'mission' | 'agent' | 'reward' | 'deposit' | 'withdrawal'; to: string };

/**
 * Where each entry leads once logged in. Mission activity, deposit and withdrawal belong to
 * the member centre, which does not exist yet: until it does they open the promotions page,
 * the nearest page that exists.
 */
const entries: readonly Entry[] = [
  { key: 'mission', to: routePaths.promotions },
  { key: 'agent', to: routePaths.agentHome },
  { key: 'reward', to: routePaths.promotions },
  { key: 'deposit', to: routePaths.promotions },
  { key: 'withdrawal', to: routePaths.promotions },
];

/** The home page's best-support navigation (spec §2): the agent entry only for agents. */
export function BestSupportNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openAuthModal = useSessionStore((s) => s.openAuthModal);
  const shown = entries.filter((e) => e.key !== 'agent' || isAgent);
  const go = (entry: Entry) => {
    // A visitor logs in first (spec §6 "actions needing login open the login popup").
    if (!isLogin) openAuthModal({ kind: 'login' });
    else void navigate(entry.to);
  };
  return (
    <nav className={styles.support} aria-label={t('homePage.support.title')}>
      <h2 className={styles.widgetTitle}>{t('homePage.support.title')}</h2>
      <ul className={styles.supportList}>
        {shown.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={styles.supportButton} onClick={() => go(entry)}>
              {t(`homePage.support.${entry.key}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
