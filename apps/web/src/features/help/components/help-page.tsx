import type { HelpTopic } from '@openlobby/contract/content/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHelpCenter } from '../api/get-help-center';
import { QueryStatus } from '../../../components/query-status';
import { SafeHtml } from '../../../components/safe-html';
import styles from './help-page.module.css';

/** Brings the topic of `#tag` into view and focus, once its section exists. */
function useScrollToTopic(hash: string, topics: readonly HelpTopic[] | undefined): void {
  useEffect(() => {
    const tag = decodeURIComponent(hash.replace(/^#/, ''));
    if (!tag || !topics?.some((topic) => topic.tag === tag)) return;
    // After the layout's own scroll-to-top of a new route (an earlier effect this commit).
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(tag);
      section?.scrollIntoView({ block: 'start' });
      section?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, topics]);
}

/**
 * The help centre (spec §2 "/help", anchor #tag): the operator's topics, HTML sanitized,
 * then the player-protection tools explained (#responsible-gaming-tools, issue 17; the
 * operator's own topic may take #responsible-gaming, and ids must stay unique).
 */
export function HelpPage() {
  const { t } = useTranslation();
  const query = useHelpCenter();
  const { hash } = useLocation();
  const topics = query.data;
  useScrollToTopic(hash, topics);

  return (
    <div className={`page-stack ${styles.page}`}>
      <h1 className="page-title">{t('notices.help.title')}</h1>
      <QueryStatus query={query} />
      {topics && topics.length === 0 && <p className="muted">{t('notices.help.empty')}</p>}
      {topics && topics.length > 0 && (
        <>
          <nav aria-label={t('notices.help.topics')} className={styles.toc}>
            <ul>
              {topics.map((topic) => (
                <li key={topic.tag}>
                  <Link to={{ hash: topic.tag }}>{topic.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {topics.map((topic) => (
            <section
              key={topic.tag}
              id={topic.tag}
              tabIndex={-1}
              aria-labelledby={`${topic.tag}-title`}
              className={styles.topic}
            >
              <h2 id={`${topic.tag}-title`}>{topic.title}</h2>
              <SafeHtml html={topic.content} className={styles.content} />
            </section>
          ))}
        </>
      )}
      {/* After the operator's topics (or their failure): shown before them, it would be pushed
          down the screen when they arrive (P2, layout shift). */}
      {!query.isPending && (
        <section
          id="responsible-gaming-tools"
          tabIndex={-1}
          aria-labelledby="responsible-gaming-tools-title"
          className={styles.topic}
        >
          <h2 id="responsible-gaming-tools-title">{t('notices.help.responsibleGaming.title')}</h2>
          <p>{t('notices.help.responsibleGaming.limits')}</p>
          <p>{t('notices.help.responsibleGaming.breaks')}</p>
        </section>
      )}
    </div>
  );
}
