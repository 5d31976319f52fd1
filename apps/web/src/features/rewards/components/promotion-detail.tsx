import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/safe-html';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteCurrency } from '../../../api/use-money';
import type { ShownPromotion } from '../hooks/use-shown-promotions';
import { PromotionActionBar } from './promotion-action';
import { PromotionPeriod } from './promotion-period';
import { ART_HEIGHT, ART_WIDTH } from './promotion-tile';
import styles from './promotions-page.module.css';

type Props = {
  /** Null when the address names a promotion that is not (or no longer) shown. */
  promotion: ShownPromotion | null;
  /** The query string of the list it came from (its tab kept). */
  backSearch: string;
};

/**
 * One promotion in full (`/promotions?promotion=<promotionType>`): art, texts, reward,
 * period, status, the operator's rules (sanitized HTML, ADR 012) and the reward centre's
 * action (join, claim or apply), the same component the reward centre uses.
 */
export function PromotionDetail({ promotion: p, backSearch }: Props) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useSiteCurrency();
  const titleId = useId();
  const back = (
    <Link className={styles.back} to={{ search: backSearch }}>
      {t('rewards.page.back')}
    </Link>
  );
  if (!p) {
    return (
      <div className={styles.detail}>
        {back}
        <p role="alert" className="inline-alert">
          {t('rewards.page.notFound')}
        </p>
      </div>
    );
  }
  const rejection = 'rejectionReason' in p && p.status === 'rejected' ? p.rejectionReason : null;
  return (
    <div className={styles.detail}>
      {back}
      <article className={styles.detailCard} aria-labelledby={titleId}>
        <img
          className={styles.art}
          src={p.imageUrl}
          alt=""
          width={ART_WIDTH}
          height={ART_HEIGHT}
          decoding="async"
        />
        <div className={styles.detailBody}>
          <h2 id={titleId} className={styles.detailTitle}>
            {p.title}
          </h2>
          <p className={styles.description}>{p.description}</p>
          <dl className={styles.facts}>
            <dt>{t('rewards.promotions.reward')}</dt>
            <dd>{formatMoney(p.rewardAmount, language, currency)}</dd>
            <dt>{t('rewards.promotions.period')}</dt>
            <dd>
              <PromotionPeriod promotion={p} />
            </dd>
            <dt>{t('rewards.promotions.status')}</dt>
            <dd>{t(`rewards.status.${p.status}`)}</dd>
          </dl>
          <p className="muted">
            {p.rule === 'instant'
              ? t('rewards.promotions.ruleInstant')
              : t('rewards.promotions.ruleApply')}
          </p>
          {rejection ? (
            <p className={styles.reason}>
              {t('rewards.promotions.rejectionReason', { reason: rejection })}
            </p>
          ) : null}
          <PromotionActionBar promotion={p} describedBy={titleId} />
          <section aria-labelledby={`${titleId}-rules`} className={styles.rules}>
            <h3 id={`${titleId}-rules`}>{t('rewards.page.rules')}</h3>
            {p.rules ? (
              <SafeHtml html={p.rules} className={styles.rulesHtml} />
            ) : (
              <p className="muted">{t('rewards.page.noRules')}</p>
            )}
          </section>
        </div>
      </article>
    </div>
  );
}
