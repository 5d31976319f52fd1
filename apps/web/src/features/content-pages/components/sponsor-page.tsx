import type { Sponsor } from '@openlobby/contract/content/site-pages';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { apiUrl } from '../../../lib/config';
import { useSponsors } from '../api/get-sponsors';
import styles from './content-pages.module.css';

/**
 * Links the page follows: http(s) only. The server refuses anything else already; the
 * check here keeps a link from another writer of the API from ever becoming script.
 */
function safeLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useTranslation();
  const link = safeLink(sponsor.linkUrl);
  return (
    <article className={styles.sponsor} aria-labelledby={`sponsor-${sponsor.id}`}>
      <img src={apiUrl(sponsor.imageUrl)} alt="" width={600} height={250} loading="lazy" />
      <p className={styles.kind}>{t(`pages.sponsor.kinds.${sponsor.kind}`)}</p>
      <h2 id={`sponsor-${sponsor.id}`}>{sponsor.title}</h2>
      {/* Plain text, never HTML: React escapes it. */}
      <p className={styles.text}>{sponsor.text}</p>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className="button">
          {t('pages.sponsor.visit', { name: sponsor.title })}
        </a>
      )}
    </article>
  );
}

/** /sponsor (spec §2): the operator's sponsorships, clubs, events and ambassadors. */
export function SponsorPage() {
  const { t } = useTranslation();
  const query = useSponsors();
  const sponsors = query.data;
  return (
    <div className="page-stack">
      <h1 className="page-title">{t('pages.sponsor.title')}</h1>
      <QueryStatus query={query} />
      {sponsors && sponsors.length === 0 && <p className="muted">{t('pages.sponsor.empty')}</p>}
      {sponsors && sponsors.length > 0 && (
        <ul className={styles.sponsors}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              <SponsorCard sponsor={sponsor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
