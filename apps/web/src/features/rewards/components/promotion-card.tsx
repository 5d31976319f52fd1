import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@openlobby/contract/rewards/schemas';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteCurrency } from '../../../api/use-money';
import { PromotionActionBar } from './promotion-action';
import { PromotionPeriod } from './promotion-period';
import styles from './rewards.module.css';

/** One promotion of the reward centre: texts, reward, period, status and its action. */
export function PromotionCard({ promotion: p }: { promotion: PromotionItem }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useSiteCurrency();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{p.title}</h3>
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
      <p className={styles.meta}>
        {p.rule === 'instant'
          ? t('rewards.promotions.ruleInstant')
          : t('rewards.promotions.ruleApply')}
      </p>
      {p.status === 'rejected' && p.rejectionReason ? (
        <p className={styles.reason}>
          {t('rewards.promotions.rejectionReason', { reason: p.rejectionReason })}
        </p>
      ) : null}
      <PromotionActionBar promotion={p} describedBy={titleId} />
    </article>
  );
}
