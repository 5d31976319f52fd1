import { reportPeriods } from '@openlobby/contract/agent/paths';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodChoice } from '../api/period-query';
import styles from './agent-views.module.css';

type Props = { value: PeriodChoice; onChange: (choice: PeriodChoice) => void };

/**
 * The period of the overview and the reports: today, yesterday, this week, this month, or
 * a range of days (periods are UTC days, ADR 023). A range is asked for only once both days
 * are chosen in order; the server still bounds its length.
 */
export function PeriodPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [rangeOpen, setRangeOpen] = useState(value.period === 'range');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState(false);

  const showRange = (event: FormEvent) => {
    event.preventDefault();
    const ok = from !== '' && to !== '' && from <= to;
    setError(!ok);
    if (ok) onChange({ period: 'range', from, to });
  };

  return (
    <div className={styles.section}>
      <div className={styles.tabs} role="group" aria-label={t('agentCentre.period.label')}>
        {reportPeriods.map((period) => (
          <button
            key={period}
            type="button"
            className="button"
            aria-pressed={period === 'range' ? rangeOpen : !rangeOpen && value.period === period}
            onClick={() => {
              if (period === 'range') {
                setRangeOpen(true);
                return;
              }
              setRangeOpen(false);
              onChange({ period });
            }}
          >
            {t(`agentCentre.period.${period}`)}
          </button>
        ))}
      </div>
      {rangeOpen && (
        <form className={styles.row} noValidate onSubmit={showRange}>
          <div className={styles.field}>
            <label htmlFor={`${id}-from`}>{t('agentCentre.period.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`}>{t('agentCentre.period.to')}</label>
            <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <button type="submit" className="button button-primary">
            {t('agentCentre.period.show')}
          </button>
          {error && (
            <p className={styles.error} role="alert">
              {t('agentCentre.period.rangeRequired')}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

/** The days a reply covers, as the server computed them. */
export function PeriodShown({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return <p className={styles.hint}>{t('agentCentre.period.shown', { from, to })}</p>;
}
