import { useTranslation } from 'react-i18next';
import { openMemberCentre } from '../../../components/open-member-centre';
import { useSessionStore, type MemberCentreView } from '../../../stores/session-store';
import styles from './home-widgets.module.css';

type Entry =
  | { key: 'mission' | 'reward' | 'deposit' | 'withdrawal'; view: MemberCentreView }
  | { key: 'agent' };

/** Where each entry leads: the agent centre, or its view of the member centre. */
const entries: readonly Entry[] = [
  { key: 'mission', view: 'missionLeaderboard' },
  { key: 'agent' },
  { key: 'reward', view: 'rewardCenter' },
  { key: 'deposit', view: 'depositv2' },
  { key: 'withdrawal', view: 'withdraw' },
];

/** The home page's best-support navigation (spec §2): the agent entry only for agents. */
export function BestSupportNav() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openAuthModal = useSessionStore((s) => s.openAuthModal);
  const openAgentCentre = useSessionStore((s) => s.openAgentCentre);
  const shown = entries.filter((e) => e.key !== 'agent' || isAgent);
  const go = (entry: Entry) => {
    // A visitor logs in first (spec §6 "actions needing login open the login popup");
    // a trial member is told to register (openMemberCentre's guard).
    if ('view' in entry) openMemberCentre(entry.view);
    else if (!isLogin) openAuthModal({ kind: 'login' });
    else openAgentCentre();
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
