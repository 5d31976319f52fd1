import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store';
import { useCurrentRound } from '../api/get-current-round';
import styles from './red-envelope.module.css';

/**
 * The home page's notice while a round is open for the logged-in member (issue 18): its
 * button calls `onOpen`, which the app wires to the member centre's red envelope view.
 * Nothing shows for a visitor, a refused member or a round already opened. It docks at the
 * screen's foot (CSS) and the app places it after the page, so its arrival moves nothing.
 */
export function RedEnvelopeNotice({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const language = useSessionStore((s) => s.language);
  const current = useCurrentRound(language, isLogin);
  const data = current.data;
  if (!isLogin || !data?.round || data.status !== 'open') return null;
  return (
    <>
      <div className={styles.noticeRoom} />
      <aside className={styles.notice} aria-label={t('redEnvelope.title')}>
        <span>{t('redEnvelope.notice', { title: data.round.title })}</span>
        <button type="button" onClick={onOpen}>
          {t('redEnvelope.goTo')}
        </button>
      </aside>
    </>
  );
}
