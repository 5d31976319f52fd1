import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskPixKey } from '@openlobby/contract/withdrawal/pix';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { useMoney } from '../../../api/use-money';
import { parseAmount } from '../../../lib/parse-amount';
import { fieldErrors } from './field-errors';
import styles from './withdraw-view.module.css';

type Values = { amount: string; payoutAccountId: string; password: string };

/**
 * The withdrawal request (ADR 017): an amount within the bounds and the withdrawable
 * balance, a saved PIX key, and the login password. The server checks all of it again;
 * this form only says sooner, in the member's language, what it would refuse.
 */
export function WithdrawalForm() {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const settings = useWithdrawalSettings();
  const funds = useConsolidatedFunds();
  const accounts = usePayoutAccounts();
  const money = useMoney(settings.data?.currency);
  const send = useRequestWithdrawal();
  // One id per attempt: a retry after a lost reply finds the first request, never a second.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { amount: '', payoutAccountId: '', password: '' } });

  const min = settings.data?.minAmount ?? 0;
  const max = settings.data?.maxAmount ?? 0;
  const bounds = { min: money(min), max: money(max) };

  const checkAmount = (text: string) => {
    if (text.trim() === '') return t('withdrawal.errors.amountRequired');
    const amount = parseAmount(text, language);
    if (amount === null) return t('withdrawal.errors.amountFormat');
    if (amount < min || amount > max) return t('withdrawal.errors.amountBounds', bounds);
    const available = funds.data?.withdrawableBalance;
    if (available !== undefined && amount > available) {
      return t('withdrawal.errors.amountOverBalance', { available: money(available) });
    }
    return true;
  };

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    const amount = parseAmount(values.amount, language)!;
    try {
      const done = await send.mutateAsync({
        requestId,
        amount,
        payoutAccountId: Number(values.payoutAccountId),
        password: values.password,
      });
      setRequestId(crypto.randomUUID());
      reset({ amount: '', payoutAccountId: values.payoutAccountId, password: '' });
      setOutcome({ ok: true, message: t('withdrawal.form.done', { amount: money(done.amount) }) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setOutcome({ ok: false, message: t('withdrawal.form.failed') });
      } else if (error.errorCode === 'WITHDRAWAL_PASSWORD_INCORRECT') {
        setError('password', { message: error.message }, { shouldFocus: true });
      } else if (error.errorCode === 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE') {
        setError('amount', { message: error.message }, { shouldFocus: true });
      } else {
        setOutcome({ ok: false, message: error.message });
      }
    }
  };

  const { describedBy: field, fieldError } = fieldErrors<Values>(id, errors);
  const list = accounts.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdrawal.form.title')}</h3>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{t('withdrawal.form.amount')}</label>
          <input
            {...field('amount')}
            inputMode="decimal"
            autoComplete="off"
            {...register('amount', { validate: checkAmount })}
          />
          {settings.data && (
            <p className={styles.hint}>{t('withdrawal.form.amountHint', bounds)}</p>
          )}
          {fieldError('amount')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-payoutAccountId`}>{t('withdrawal.form.account')}</label>
          <select
            {...field('payoutAccountId')}
            {...register('payoutAccountId', {
              validate: (v) => v !== '' || t('withdrawal.errors.accountRequired'),
            })}
          >
            <option value="">{t('withdrawal.form.chooseAccount')}</option>
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {t('withdrawal.accounts.option', {
                  type: t(`withdrawal.accounts.types.${a.pixKeyType}`),
                  key: maskPixKey(a.pixKeyType, a.pixKey),
                  name: a.payeeName,
                })}
              </option>
            ))}
          </select>
          {accounts.isSuccess && list.length === 0 && (
            <p className={styles.hint}>{t('withdrawal.form.noAccounts')}</p>
          )}
          {fieldError('payoutAccountId')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('withdrawal.form.password')}</label>
          <input
            {...field('password')}
            type="password"
            autoComplete="current-password"
            {...register('password', {
              validate: (v) => v !== '' || t('withdrawal.errors.passwordRequired'),
            })}
          />
          {fieldError('password')}
        </div>
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? styles.success : styles.alert}
          >
            {outcome.message}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={send.isPending || !settings.data}
        >
          {send.isPending ? t('withdrawal.form.sending') : t('withdrawal.form.submit')}
        </button>
      </form>
    </section>
  );
}
