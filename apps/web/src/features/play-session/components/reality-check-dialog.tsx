import type { PlaySession } from '@openlobby/contract/play-session/schemas';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useAcknowledgeRealityCheck } from '../api/acknowledge-reality-check';
import { formatElapsed } from '../utils/elapsed';
import { useSessionClock } from './use-session-clock';
import styles from './play-session.module.css';

/**
 * The reality check (C3): time played, stakes, winnings and net since login. A forced
 * dialog: no close button, Escape does nothing, focus stays inside; it ends only with
 * Continue (recorded by the server, which refuses stakes until then) or Log out.
 */
export function RealityCheckDialog(props: {
  session: PlaySession;
  readAt: number;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const acknowledge = useAcknowledgeRealityCheck();
  const { session } = props;
  const elapsed = useSessionClock(session.elapsedSeconds, props.readAt);
  const money = (value: number) => formatMoney(value, language, session.currency);
  return (
    <AppDialog
      name="realityCheck"
      open
      title={t('playSession.check.title')}
      closeButton={false}
      size="small"
    >
      <div className={styles.check}>
        <p>{t('playSession.check.intro')}</p>
        <dl className={styles.figures}>
          <dt>{t('playSession.check.elapsed')}</dt>
          <dd>{formatElapsed(elapsed)}</dd>
          <dt>{t('playSession.check.stakes')}</dt>
          <dd>{money(session.stakes)}</dd>
          <dt>{t('playSession.check.winnings')}</dt>
          <dd>{money(session.winnings)}</dd>
          <dt>{t('playSession.check.net')}</dt>
          <dd>{money(session.net)}</dd>
        </dl>
        {acknowledge.isError && (
          <p role="alert" className={styles.error}>
            {t('playSession.check.failed')}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate()}
          >
            {t('playSession.check.continue')}
          </button>
          <button type="button" className="button" onClick={props.onLogout}>
            {t('playSession.check.logout')}
          </button>
        </div>
      </div>
    </AppDialog>
  );
}
