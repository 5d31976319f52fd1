import type { ConsolidatedFunds } from '@openlobby/contract/wallet/balance';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { useMerchantWallet, useWalletFunds } from '../api/get-wallet-funds';
import { useWalletTransfer } from '../api/wallet-transfer';
import { useMoney } from '../../../api/use-money';
import styles from './wallet.module.css';

/**
 * The member centre's transferFund view (spec §2 "wallet", issue 15): the balance, the
 * money held by pending withdrawals and what may be withdrawn; where a provider runs in
 * transfer mode (the merchant wallet is not single), that provider's wallet and a form
 * moving money into or out of it. A single merchant wallet shows the breakdown only.
 */
export function TransferFundView() {
  const { t } = useTranslation();
  const funds = useWalletFunds();
  const merchant = useMerchantWallet();
  const money = useMoney(funds.data?.currency);
  const data = funds.data;
  if (!data) return <QueryStatus query={funds} />;
  const wallets = data.providerWallets;
  return (
    <div className={styles.view}>
      <dl className={styles.figures} aria-label={t('wallet.wallet.mainWallet')}>
        <div>
          <dt>{t('wallet.wallet.balance')}</dt>
          <dd>{money(data.balance)}</dd>
        </div>
        <div>
          <dt>{t('wallet.wallet.held')}</dt>
          <dd>{money(data.heldBalance)}</dd>
        </div>
        <div>
          <dt>{t('wallet.wallet.withdrawable')}</dt>
          <dd>{money(data.withdrawableBalance)}</dd>
        </div>
      </dl>
      {wallets.length === 0 || merchant.data?.isSingle === true ? (
        <p className="muted">{t('wallet.wallet.single')}</p>
      ) : null}
      {wallets.length > 0 && <ProviderWallets funds={data} />}
    </div>
  );
}

type Values = { vendorCode: string; direction: 'in' | 'out'; amount: string };

function ProviderWallets({ funds }: { funds: ConsolidatedFunds }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const money = useMoney(funds.currency);
  const send = useWalletTransfer();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const wallets = funds.providerWallets;
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { vendorCode: wallets[0]!.vendorCode, direction: 'in', amount: '' },
  });
  const vendorCode = useWatch({ control, name: 'vendorCode' });
  const chosen = wallets.find((w) => w.vendorCode === vendorCode) ?? wallets[0]!;

  const validateAmount = (text: string) => {
    if (text.trim() === '') return t('wallet.wallet.amountRequired');
    const amount = parseAmount(text, language);
    if (amount === null || amount <= 0) return t('wallet.wallet.amountFormat');
    return true;
  };

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    if (values.direction === 'in' && !chosen.transferIn) {
      setOutcome({ ok: false, message: t('wallet.wallet.outOnly') });
      return;
    }
    try {
      const done = await send.mutateAsync({
        vendorCode: values.vendorCode,
        direction: values.direction,
        amount: parseAmount(values.amount, language)!,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      reset({ ...values, amount: '' });
      setOutcome({
        ok: true,
        message: t('wallet.wallet.done', {
          amount: money(done.amount),
          balance: money(done.balance),
          vendor: done.vendorCode,
          providerBalance: money(done.providerBalance),
        }),
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setOutcome({ ok: false, message: t('wallet.wallet.failed') });
      } else if (error.errorCode === 'VALIDATION_FAILED') {
        setError('amount', { message: error.message }, { shouldFocus: true });
      } else {
        setOutcome({ ok: false, message: error.message });
      }
    }
  };

  const amountError = errors.amount?.message;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('wallet.wallet.providerWallets')}</h3>
      <ul>
        {wallets.map((w) => (
          <li key={w.vendorCode}>
            {t('wallet.wallet.providerBalance', {
              vendor: w.vendorCode,
              amount: money(w.balance),
            })}
            {!w.transferIn && ` ${t('wallet.wallet.outOnlyTag')}`}
          </li>
        ))}
      </ul>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className={styles.field}>
          <label htmlFor={`${id}-vendor`}>{t('wallet.wallet.provider')}</label>
          <select id={`${id}-vendor`} {...register('vendorCode')}>
            {wallets.map((w) => (
              <option key={w.vendorCode} value={w.vendorCode}>
                {w.vendorCode}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('wallet.wallet.direction')}</legend>
          <label>
            <input type="radio" value="in" {...register('direction')} />{' '}
            {t('wallet.wallet.in', { vendor: chosen.vendorCode })}
          </label>
          <label>
            <input type="radio" value="out" {...register('direction')} />{' '}
            {t('wallet.wallet.out', { vendor: chosen.vendorCode })}
          </label>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>{t('wallet.wallet.amount')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error` : undefined}
            {...register('amount', { validate: validateAmount })}
          />
          {amountError && (
            <p id={`${id}-amount-error`} className={styles.error} role="alert">
              {amountError}
            </p>
          )}
        </div>
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? styles.success : styles.alert}
          >
            {outcome.message}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? t('wallet.wallet.sending') : t('wallet.wallet.submit')}
        </button>
      </form>
    </section>
  );
}
