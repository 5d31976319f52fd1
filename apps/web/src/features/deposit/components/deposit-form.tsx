import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@openlobby/contract/deposit/schemas';
import type { Language } from '@openlobby/contract/language';
import { formatMoney } from '../../../lib/format-money';
import { amountInputText, parseAmount } from '../../../lib/parse-amount';
import styles from './deposit-view.module.css';

export type DepositRequest = { channelCode: string; amount: number };

type Props = {
  channels: readonly DepositChannel[];
  language: Language;
  pending: boolean;
  /** A refusal of the server, already in the member's language. */
  serverError: string | null;
  /** Called in the submit's own task (the checkout window must open there). */
  onDeposit: (request: DepositRequest) => void;
};

/** Channel, amount (typed or one of the quick amounts, within the channel's bounds), submit. */
export function DepositForm({ channels, language, pending, serverError, onDeposit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [channelCode, setChannelCode] = useState(channels[0]?.code ?? '');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const channel = channels.find((c) => c.code === channelCode) ?? channels[0];
  if (!channel) return <p>{t('deposit.form.noChannels')}</p>;
  const money = (minor: number) => formatMoney(minor, language, channel.currency);

  const problemOf = (text: string): string | null => {
    if (text.trim() === '') return t('deposit.errors.amountMissing');
    const amount = parseAmount(text, language);
    if (amount === null || amount === 0) return t('deposit.errors.amountInvalid');
    if (amount < channel.minAmount) {
      return t('deposit.errors.amountUnder', { min: money(channel.minAmount) });
    }
    if (amount > channel.maxAmount) {
      return t('deposit.errors.amountOver', { max: money(channel.maxAmount) });
    }
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(amountText);
    setError(problem);
    if (problem) return;
    onDeposit({ channelCode: channel.code, amount: parseAmount(amountText, language)! });
  };

  const shownError = error ?? serverError;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.channels}>
        <legend>{t('deposit.form.channel')}</legend>
        {channels.map((c) => (
          <label key={c.code} className={styles.channel}>
            <input
              type="radio"
              name={`${id}-channel`}
              value={c.code}
              checked={c.code === channel.code}
              onChange={() => {
                setChannelCode(c.code);
                setError(null);
              }}
            />
            {c.name}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-amount`}>{t('deposit.form.amount')}</label>
      <input
        id={`${id}-amount`}
        className={styles.amount}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-bounds${shownError ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          setAmountText(e.target.value);
          if (error) setError(null);
        }}
      />
      <p id={`${id}-bounds`} className={styles.bounds}>
        {t('deposit.form.bounds', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
      </p>
      {channel.quickAmounts.length > 0 && (
        <div role="group" aria-label={t('deposit.form.quickAmounts')} className={styles.quick}>
          {channel.quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="button"
              aria-pressed={parseAmount(amountText, language) === amount}
              onClick={() => {
                setAmountText(amountInputText(amount, language));
                setError(null);
              }}
            >
              {money(amount)}
            </button>
          ))}
        </div>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {shownError}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('deposit.form.sending') : t('deposit.form.submit')}
      </button>
    </form>
  );
}
