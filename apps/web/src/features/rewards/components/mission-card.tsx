import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionItem } from '@openlobby/contract/rewards/schemas';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useSiteCurrency } from '../../../api/use-money';
import { OutcomeMessage, type Outcome } from './outcome-message';
import styles from './rewards.module.css';

type Props = {
  mission: MissionItem;
  busy: boolean;
  outcome: Outcome | null;
  onClaim: () => void;
};

/** One daily mission: its progress bar (named, with a spoken value), reward and Claim. */
export function MissionCard({ mission: m, busy, outcome, onClaim }: Props) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useSiteCurrency();
  const titleId = useId();
  // A stake target is money: say "R$ 35,00 de R$ 50,00", not centavos.
  const amount = (n: number) =>
    m.metric === 'bet_amount' ? formatMoney(n, language, currency) : String(n);
  const count = t('rewards.missions.progressCount', {
    progress: amount(m.progress),
    target: amount(m.target),
  });
  const label = m.status === 'claim' ? 'claim' : m.status === 'claimed' ? 'claimed' : 'inProgress';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{m.title}</h3>
      <progress
        className={styles.progress}
        aria-label={t('rewards.missions.progressLabel', { title: m.title })}
        aria-valuetext={count}
        value={m.progress}
        max={m.target}
      />
      <p className={styles.meta}>
        {count} ·{' '}
        {t('rewards.missions.reward', { amount: formatMoney(m.rewardAmount, language, currency) })}{' '}
        · {t('rewards.missions.points', { points: m.points })}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          disabled={m.status !== 'claim' || busy}
          aria-describedby={titleId}
          onClick={onClaim}
        >
          {t(`rewards.buttons.${label}`)}
        </button>
        <OutcomeMessage outcome={outcome} />
      </div>
    </article>
  );
}
