import type { PlaySession } from '@openlobby/contract/play-session/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openMemberCentre } from '../../../components/open-member-centre';
import { formatDateTime } from '../../../lib/format-date-time';
import styles from './play-session.module.css';

/** Shown once per session: its start names it (a new login shows it again). */
const shownKey = (session: PlaySession) => `openlobby.loginNotice.${session.startedAt}`;

/**
 * At login, once (C6): the previous login's time; or, at a first login (a new
 * registration), the offer to set limits, which opens the member centre's "Responsible
 * gaming" view.
 */
export function LoginNotice({ session }: { session: PlaySession }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => sessionStorage.getItem(shownKey(session)) === null);
  if (!shown) return null;
  const dismiss = () => {
    sessionStorage.setItem(shownKey(session), '1');
    setShown(false);
  };
  return (
    <div role="status" className={styles.notice}>
      {session.previousLoginAt ? (
        <p>{t('playSession.login.lastLogin', { when: formatDateTime(session.previousLoginAt) })}</p>
      ) : (
        <>
          <p>{t('playSession.login.welcome')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              dismiss();
              openMemberCentre('responsibleGaming');
            }}
          >
            {t('playSession.login.setLimits')}
          </button>
        </>
      )}
      <button type="button" className="button" onClick={dismiss}>
        {t('playSession.login.dismiss')}
      </button>
    </div>
  );
}
