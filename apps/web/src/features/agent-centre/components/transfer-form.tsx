import type { TransferValue } from '@openlobby/contract/agent/schemas';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { useMoney } from '../../../api/use-money';
import { fieldErrors, OutcomeMessage, type Outcome } from './form-fields';
import styles from './agent-views.module.css';

type Values = { amount: string; paymentPassword: string };

export type TransferInput = { amount: number; paymentPassword: string; requestId: string };

type Props = {
  /** Where the texts live: `agentCentre.transfer` or `memberCentre.transferUpline`. */
  texts: 'agentCentre.transfer' | 'memberCentre.transferUpline';
  send: (input: TransferInput) => Promise<TransferValue>;
  pending: boolean;
  /** More checks of a parsed amount (the operator's bounds); a message refuses it. */
  checkAmount?: ((amount: number) => string | true) | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  ariaLabel?: string | undefined;
  heading?: ReactNode;
};

/**
 * A transfer within the tree (spec §6: to a downline, or to the upline): amount and
 * payment password, sent as an E call. One request id per attempt, so a retry after a lost
 * reply finds the first transfer instead of making a second. The server checks the limits,
 * the balance and the tree; its field errors land on their field.
 */
export function TransferForm({
  texts,
  send,
  pending,
  checkAmount,
  hint,
  disabled,
  ariaLabel,
  heading,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const money = useMoney();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '' } });

  const validateAmount = (text: string) => {
    if (text.trim() === '') return t(`${texts}.amountRequired`);
    const amount = parseAmount(text, language);
    if (amount === null || amount <= 0) return t(`${texts}.amountFormat`);
    return checkAmount ? checkAmount(amount) : true;
  };

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    try {
      const done = await send({
        amount: parseAmount(values.amount, language)!,
        paymentPassword: values.paymentPassword,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      reset({ amount: '', paymentPassword: '' });
      setOutcome({
        ok: true,
        message: t(`${texts}.done`, {
          amount: money(done.amount),
          account: done.toAccount,
          balance: money(done.balance),
        }),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setOutcome({ ok: false, message: t(`${texts}.failed`) });
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
      aria-label={ariaLabel}
      onSubmit={handleSubmit(onSubmit)}
    >
      {heading}
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>{t(`${texts}.amount`)}</label>
        <input
          {...field('amount')}
          inputMode="decimal"
          autoComplete="off"
          {...register('amount', { validate: validateAmount })}
        />
        {hint && <p className={styles.hint}>{hint}</p>}
        {fieldError('amount')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-paymentPassword`}>{t(`${texts}.paymentPassword`)}</label>
        <input
          {...field('paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          {...register('paymentPassword', {
            validate: (v) => v !== '' || t(`${texts}.passwordRequired`),
          })}
        />
        {fieldError('paymentPassword')}
      </div>
      <OutcomeMessage outcome={outcome} />
      <button type="submit" className="button button-primary" disabled={pending || disabled}>
        {pending ? t(`${texts}.sending`) : t(`${texts}.submit`)}
      </button>
    </form>
  );
}
