import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import styles from './agent-views.module.css';

/**
 * /agentHome (spec §2, §6): an agent lands here after logging in and the agent centre
 * opens over it; a visitor gets the agent login (`loginForm`, composed by src/app from the
 * identity feature); a logged-in member who is not an agent is told the centre is for
 * agents only.
 */
export function AgentHomePage({ loginForm }: { loginForm: ReactNode }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const isAgent = useSessionStore((s) => s.isAgent);
  const known = useSessionStore((s) => s.member !== null);
  const openAgentCentre = useSessionStore((s) => s.openAgentCentre);
  const stringsIn = useLazyStrings('agentCentre', language);

  useEffect(() => {
    if (isLogin && isAgent) openAgentCentre();
  }, [isLogin, isAgent, openAgentCentre]);

  if (!stringsIn || (isLogin && !known)) return <PageLoader />;
  return (
    <section className="page-stack" aria-labelledby="agent-home-title">
      <h1 id="agent-home-title" className="page-title">
        {isLogin ? t('agentCentre.home.title') : t('agentCentre.home.login')}
      </h1>
      {!isLogin && (
        <div className={styles.form}>
          <p className={styles.hint}>{t('agentCentre.home.loginHint')}</p>
          {loginForm}
        </div>
      )}
      {isLogin && isAgent && (
        <p>
          <button type="button" className="button button-primary" onClick={() => openAgentCentre()}>
            {t('agentCentre.home.open')}
          </button>
        </p>
      )}
      {isLogin && !isAgent && (
        <p role="alert" className={styles.alert}>
          {t('agentCentre.home.agentsOnly')}
        </p>
      )}
    </section>
  );
}
