import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { useSessionStore } from '../../../stores/session-store';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { useCurrentRound } from '../api/get-current-round';
import { useOpenEnvelope } from '../api/open-envelope';
import styles from './red-envelope.module.css';

type Outcome = { ok: true; amount: number } | { ok: false; text: string };

/**
 * The member centre's red envelope (issue 18, ADR 038): the round open now, its rule and
 * amounts, the Open button while the member may open, what was paid, and why not otherwise.
 */
export function RedEnvelopeView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const currency = useWalletBalance(true).data?.currency ?? 'BRL';
  const current = useCurrentRound(language);
  const open = useOpenEnvelope();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const money = (minor: number) => formatMoney(minor, language, currency);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(intlLocales[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  if (!current.data) return <QueryStatus query={current} />;
  const { round, status, openedAmount, next } = current.data;

  const onOpen = (roundId: number) => {
    setOutcome(null);
    open.mutate(roundId, {
      onSuccess: (paid) => setOutcome({ ok: true, amount: paid.amount }),
      onError: (error) =>
        setOutcome({
          ok: false,
          text:
            error instanceof ApiError && error.errorCode !== 'NETWORK'
              ? error.message
              : t('redEnvelope.failed'),
        }),
    });
  };

  return (
    <section className={styles.view} aria-label={t('redEnvelope.title')}>
      {round ? (
        <>
          <h3>{round.title}</h3>
          <p>{t('redEnvelope.until', { end: when(round.endsAt) })}</p>
          <p>
            {t('redEnvelope.range', { min: money(round.minAmount), max: money(round.maxAmount) })}{' '}
            {round.eligibility === 'none'
              ? t('redEnvelope.rule.none')
              : t(`redEnvelope.rule.${round.eligibility}`, { days: round.eligibilityDays })}
          </p>
          <div
            className={`${styles.envelope} ${status === 'opened' ? styles.opened : ''}`}
            aria-hidden="true"
          >
            {status === 'opened' ? '★' : '福'}
          </div>
          {status === 'open' && (
            <button
              type="button"
              className="button"
              disabled={open.isPending}
              onClick={() => onOpen(round.id)}
            >
              {open.isPending ? t('redEnvelope.opening') : t('redEnvelope.open')}
            </button>
          )}
          <div role="status">
            {outcome?.ok && (
              <p className={styles.amount}>
                {t('redEnvelope.won', { amount: money(outcome.amount) })}
              </p>
            )}
            {outcome && !outcome.ok && <p>{outcome.text}</p>}
          </div>
          {status === 'opened' && openedAmount !== null && (
            <p>{t('redEnvelope.opened', { amount: money(openedAmount) })}</p>
          )}
          {status !== 'open' && status !== 'opened' && <p>{t(`redEnvelope.status.${status}`)}</p>}
        </>
      ) : (
        <p>{t('redEnvelope.none')}</p>
      )}
      {next && (
        <p className="muted">
          {t('redEnvelope.next', { title: next.title, start: when(next.startsAt) })}
        </p>
      )}
    </section>
  );
}
