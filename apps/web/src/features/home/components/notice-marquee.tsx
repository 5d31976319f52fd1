import { useTranslation } from 'react-i18next';
import { Megaphone } from 'lucide-react';
import { useAnnouncements } from '../../../api/get-announcements';
import { useNoticeStore } from '../../../stores/notice-store';
import styles from './home-widgets.module.css';

/**
 * The notice marquee (spec §1): titles of the B notices scroll by; each is a button that
 * opens the notice popup on it. The scrolling is CSS only and stops on hover and focus, and
 * for visitors who prefer reduced motion (the list then wraps instead). The titles are
 * plain text, never the notices' HTML.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const all = useAnnouncements().data ?? [];
  const notices = all.flatMap((a, index) => (a.type === 'B' ? [{ a, index }] : []));
  const open = useNoticeStore((s) => s.openNotice);
  return (
    <section className={styles.marquee} aria-label={t('homePage.notices.label')}>
      {/* An SVG, not the 📢 emoji: Debian's fonts draw that as a missing-glyph box. */}
      <Megaphone className={styles.marqueeIcon} aria-hidden="true" size={18} />
      <div className={styles.marqueeViewport}>
        <ul className={styles.marqueeTrack}>
          {notices.map(({ a, index }) => (
            <li key={a.id}>
              <button
                type="button"
                className={styles.marqueeItem}
                aria-label={t('homePage.notices.open', { title: a.title })}
                onClick={() => open(index)}
              >
                {a.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
