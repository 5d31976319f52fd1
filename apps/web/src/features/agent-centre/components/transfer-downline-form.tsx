import type { Downline } from '@openlobby/contract/agent/schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { useTransferDownline } from '../api/transfer-downline';
import { useMoney } from '../hooks/use-money';
import { fieldErrors, OutcomeMessage, type Outcome } from './form-fields';
import styles from './agent-views.module.css';

type Values = { amount: string; paymentPassword: string };

/**
 * Money from the agent to a downline (spec §6), confirmed with the payment password (an E
 * call). The limits, the balance and the tree are the server's to check.
 */
export function TransferDownlineForm({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const money = useMoney();
  const send = useTransferDownline();
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

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    try {
      const done = await send.mutateAsync({
        downlineId: downline.id,
        amount: parseAmount(values.amount, language)!,
        paymentPassword: values.paymentPassword,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      reset({ amount: '', paymentPassword: '' });
      setOutcome({
        ok: true,
        message: t('agentCentre.transfer.done', {
          amount: money(done.amount),
          account: done.toAccount,
          balance: money(done.balance),
        }),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setOutcome({ ok: false, message: t('agentCentre.transfer.failed') });
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
    <form
      className={styles.form}
      noValidate
      aria-label={t('agentCentre.transfer.title', { account: downline.account })}
      onSubmit={handleSubmit(onSubmit)}
    >
      <h4>{t('agentCentre.transfer.title', { account: downline.account })}</h4>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>{t('agentCentre.transfer.amount')}</label>
        <input
          {...field('amount')}
          inputMode="decimal"
          autoComplete="off"
          {...register('amount', {
            validate: (v) =>
              v.trim() === ''
                ? t('agentCentre.transfer.amountRequired')
                : (parseAmount(v, language) ?? 0) > 0 || t('agentCentre.transfer.amountFormat'),
          })}
        />
        {fieldError('amount')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-paymentPassword`}>{t('agentCentre.transfer.paymentPassword')}</label>
        <input
          {...field('paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          {...register('paymentPassword', {
            validate: (v) => v !== '' || t('agentCentre.transfer.passwordRequired'),
          })}
        />
        {fieldError('paymentPassword')}
      </div>
      <OutcomeMessage outcome={outcome} />
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {send.isPending ? t('agentCentre.transfer.sending') : t('agentCentre.transfer.submit')}
      </button>
    </form>
  );
}
