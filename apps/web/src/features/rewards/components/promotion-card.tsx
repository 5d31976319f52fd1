import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionItem } from '@openlobby/contract/rewards/schemas';
import type { PromotionAction } from '../api/send-promotion-action';
import { formatMoney } from '../../../lib/format-money';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { useSessionStore } from '../../../stores/session-store';
import { useCurrency } from '../hooks/use-currency';
import { OutcomeMessage, type Outcome } from './outcome-message';
import styles from './rewards.module.css';

type Props = {
  promotion: PromotionItem;
  busy: boolean;
  /** What the last action on this card said: success text or the refusal. */
  outcome: Outcome | null;
  onAction: (action: PromotionAction) => void;
};

/** The one button a status offers (spec §3 activity statuses); null action = disabled. */
function buttonFor(status: PromotionItem['status']): {
  label: string;
  action: PromotionAction | null;
} {
  switch (status) {
    case 'join':
      return { label: 'join', action: 'join' };
    case 'claim':
      return { label: 'claim', action: 'requestReward' };
    case 'signed':
      return { label: 'apply', action: 'requestReward' };
    case 'process':
      return { label: 'inProgress', action: null };
    default:
      return { label: status, action: null };
  }
}

/** One promotion: texts, reward, period, status and the button its status allows. */
export function PromotionCard({ promotion: p, busy, outcome, onAction }: Props) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useCurrency();
  const titleId = useId();
  const date = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'medium' });
  const button = buttonFor(p.status);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{p.title}</h3>
      <p className={styles.description}>{p.description}</p>
      <dl className={styles.facts}>
        <dt>{t('rewards.promotions.reward')}</dt>
        <dd>{formatMoney(p.rewardAmount, language, currency)}</dd>
        <dt>{t('rewards.promotions.period')}</dt>
        <dd>
          {t('rewards.promotions.periodValue', {
            start: date.format(new Date(p.startsAt)),
            end: date.format(new Date(p.endsAt)),
          })}
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
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          disabled={button.action === null || busy}
          aria-describedby={titleId}
          onClick={() => button.action && onAction(button.action)}
        >
          {t(`rewards.buttons.${button.label}`)}
        </button>
        <OutcomeMessage outcome={outcome} />
      </div>
    </article>
  );
}
