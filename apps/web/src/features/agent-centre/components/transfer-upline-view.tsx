import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { useTransferUplineInfo } from '../api/get-transfer-upline-info';
import { useTransferUpline } from '../api/transfer-upline';
import { useMoney } from '../hooks/use-money';
import { fieldErrors, OutcomeMessage, type Outcome } from './form-fields';
import styles from './agent-views.module.css';

type Values = { amount: string; paymentPassword: string };

/**
 * The member centre's transferUpline view (spec §2, §6): money from the member to its
 * upline within the operator's limits, confirmed with the payment password (an E call).
 */
export function TransferUplineView() {
  const { t } = useTranslation();
  const info = useTransferUplineInfo();
  const data = info.data;
  if (!data) return <QueryStatus query={info} />;
  if (data.uplineAccount === null) {
    return <p className="muted">{t('memberCentre.transferUpline.noUpline')}</p>;
  }
  if (!data.allowed) return <p className="muted">{t('memberCentre.transferUpline.notAllowed')}</p>;
  return (
    <TransferUplineForm
      upline={data.uplineAccount}
      min={data.minAmount}
      max={data.maxAmount}
      hasPaymentPassword={data.hasPaymentPassword}
    />
  );
}

type FormProps = { upline: string; min: number; max: number; hasPaymentPassword: boolean };

function TransferUplineForm({ upline, min, max, hasPaymentPassword }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const money = useMoney();
  const send = useTransferUpline();
  // One id per attempt: a retry after a lost reply finds the first transfer, never a second.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '' } });
  const bounds = { min: money(min), max: money(max) };

  const checkAmount = (text: string) => {
    if (text.trim() === '') return t('memberCentre.transferUpline.amountRequired');
    const amount = parseAmount(text, language);
    if (amount === null) return t('memberCentre.transferUpline.amountFormat');
    if (amount < min || amount > max) return t('memberCentre.transferUpline.amountBounds', bounds);
    return true;
  };

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    try {
      const done = await send.mutateAsync({
        amount: parseAmount(values.amount, language)!,
        paymentPassword: values.paymentPassword,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      reset({ amount: '', paymentPassword: '' });
      setOutcome({
        ok: true,
        message: t('memberCentre.transferUpline.done', {
          amount: money(done.amount),
          account: done.toAccount,
          balance: money(done.balance),
        }),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setOutcome({ ok: false, message: t('memberCentre.transferUpline.failed') });
      } else if (error.errorCode === 'PAYMENT_PASSWORD_WRONG') {
        setError('paymentPassword', { message: error.message }, { shouldFocus: true });
      } else if (error.errorCode === 'TRANSFER_OUT_OF_RANGE') {
        setError('amount', { message: error.message }, { shouldFocus: true });
      } else {
        setOutcome({ ok: false, message: error.message });
      }
    }
  };

  const { field, fieldError } = fieldErrors<Values>(id, errors);
  return (
    <div className={styles.view}>
      <p>{t('memberCentre.transferUpline.upline', { account: upline })}</p>
      {!hasPaymentPassword && (
        <p className={styles.alert} role="alert">
          {t('memberCentre.transferUpline.noPaymentPassword')}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{t('memberCentre.transferUpline.amount')}</label>
          <input
            {...field('amount')}
            inputMode="decimal"
            autoComplete="off"
            {...register('amount', { validate: checkAmount })}
          />
          <p className={styles.hint}>{t('memberCentre.transferUpline.amountHint', bounds)}</p>
          {fieldError('amount')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-paymentPassword`}>
            {t('memberCentre.transferUpline.paymentPassword')}
          </label>
          <input
            {...field('paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            {...register('paymentPassword', {
              validate: (v) => v !== '' || t('memberCentre.transferUpline.passwordRequired'),
            })}
          />
          {fieldError('paymentPassword')}
        </div>
        <OutcomeMessage outcome={outcome} />
        <button
          type="submit"
          className="button button-primary"
          disabled={send.isPending || !hasPaymentPassword}
        >
          {send.isPending
            ? t('memberCentre.transferUpline.sending')
            : t('memberCentre.transferUpline.submit')}
        </button>
      </form>
    </div>
  );
}
