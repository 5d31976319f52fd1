import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { formatMoney } from '../../../lib/format-money';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { usePlaySession } from '../api/get-play-session';
import { formatElapsed } from '../utils/elapsed';
import { RealityCheckSetting } from './reality-check-setting';
import { useSessionClock } from './use-session-clock';
import styles from './play-session.module.css';

/**
 * The bar a member sees while a game is open (C3): the session clock since login and the
 * session's net position, refreshed by the push channel's balance events (no fast polling),
 * with the reality-check setting one click away.
 */
export function SessionBar() {
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const stringsIn = useLazyStrings('playSession', isLogin ? language : null);
  const session = usePlaySession(isLogin);
  if (!isLogin || !stringsIn || !session.data) return null;
  return <SessionBarView session={session.data} readAt={session.dataUpdatedAt} />;
}

function SessionBarView({
  session,
  readAt,
}: {
  session: NonNullable<ReturnType<typeof usePlaySession>['data']>;
  readAt: number;
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const [settingOpen, setSettingOpen] = useState(false);
  const elapsed = formatElapsed(useSessionClock(session.elapsedSeconds, readAt));
  const net = formatMoney(session.net, language, session.currency);
  return (
    <section className={styles.bar} aria-label={t('playSession.bar.label')}>
      <span>
        {t('playSession.bar.clock')}{' '}
        <span role="timer" aria-label={`${t('playSession.bar.clock')} ${elapsed}`}>
          {elapsed}
        </span>
      </span>
      <span>
        {t('playSession.bar.net')}{' '}
        <output
          aria-label={t('playSession.bar.net')}
          className={session.net < 0 ? styles.negative : undefined}
        >
          {net}
        </output>
      </span>
      <button type="button" className="button" onClick={() => setSettingOpen(true)}>
        {t('playSession.bar.settings')}
      </button>
      <AppDialog
        name="realityCheckSetting"
        open={settingOpen}
        title={t('playSession.bar.settings')}
        onClose={() => setSettingOpen(false)}
        size="small"
      >
        <RealityCheckSetting />
      </AppDialog>
    </section>
  );
}
