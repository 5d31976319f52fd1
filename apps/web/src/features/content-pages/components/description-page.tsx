import type { DescriptionSection } from '@openlobby/contract/content/site-pages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { SafeHtml } from '../../../components/safe-html';
import { useDescription } from '../api/get-description';
import styles from './content-pages.module.css';

/** Brings the section of `#anchor` into view and focus, once its section exists. */
function useScrollToSection(hash: string, sections: readonly DescriptionSection[] | undefined) {
  useEffect(() => {
    const anchor = decodeURIComponent(hash.replace(/^#/, ''));
    if (!anchor || !sections?.some((s) => s.section === anchor)) return;
    // After the layout's own scroll-to-top of a new route (an earlier effect this commit).
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(anchor);
      element?.scrollIntoView({ block: 'start' });
      element?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, sections]);
}

/**
 * /description (spec §2): the operator's about, terms, privacy and responsible-gaming
 * texts, a table of contents linking to their anchors, each text's HTML sanitized (S4).
 */
export function DescriptionPage() {
  const { t, i18n } = useTranslation();
  const query = useDescription();
  const { hash } = useLocation();
  const sections = query.data;
  useScrollToSection(hash, sections);
  const updated = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'pt-BR', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso));

  return (
    <div className={`page-stack ${styles.page}`}>
      <h1 className="page-title">{t('pages.description.title')}</h1>
      <QueryStatus query={query} />
      {sections && sections.length === 0 && <p className="muted">{t('pages.description.empty')}</p>}
      {sections && sections.length > 0 && (
        <>
          <nav aria-label={t('pages.description.contents')} className={styles.toc}>
            <ul>
              {sections.map((s) => (
                <li key={s.section}>
                  <Link to={{ hash: s.section }}>{s.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((s) => (
            <section
              key={s.section}
              id={s.section}
              tabIndex={-1}
              aria-labelledby={`${s.section}-title`}
              className={styles.section}
            >
              <h2 id={`${s.section}-title`}>{s.title}</h2>
              <SafeHtml html={s.content} className={styles.content} />
              <p className="muted">
                {t('pages.description.updated', { date: updated(s.updatedAt) })}
              </p>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
