import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { SafeHtml } from '../../../components/safe-html';
import { formatDateTime } from '../../../lib/format-date-time';
import { useAgentAnnouncements } from '../api/get-announcements';
import styles from './agent-views.module.css';

/** Announcements for the agent audience, newest first (spec §2 agentAnnouncement). */
export function AnnouncementsView() {
  const { t } = useTranslation();
  const query = useAgentAnnouncements();
  const list = query.data;
  return (
    <div className={styles.view}>
      <QueryStatus query={query} />
      {list && list.length === 0 && <p className="muted">{t('agentCentre.announcements.empty')}</p>}
      {list && list.length > 0 && (
        <ul className={styles.list} aria-label={t('agentCentre.announcements.list')}>
          {list.map((item) => (
            <li key={item.id} className={styles.item}>
              <article aria-labelledby={`agent-announcement-${item.id}`}>
                <h3 id={`agent-announcement-${item.id}`}>{item.title}</h3>
                <p className={styles.hint}>{formatDateTime(item.publishedAt)}</p>
                <SafeHtml html={item.content} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
