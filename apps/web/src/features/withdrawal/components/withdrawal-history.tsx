import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPixKey } from '@openlobby/contract/withdrawal/pix';
import { useProtectionRules } from '../../../api/get-protection-rules';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings';
import { useMoney } from '../../../api/use-money';
import { ReceiptConfirmation } from './receipt-confirmation';
import styles from './withdraw-view.module.css';

/** The member's requests, newest first: status, time, reason, and a cancel on pending ones. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const id = useId();
  const history = useWithdrawals();
  const money = useMoney(useWithdrawalSettings().data?.currency);
  const cancel = useCancelWithdrawal();
  // Where the jurisdiction forbids reversing a requested withdrawal (UK), no cancel is shown.
  const reversible = useProtectionRules().data?.withdrawalReversible !== false;
  const [failure, setFailure] = useState(false);
  const list = history.data ?? [];

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdrawal.history.title')}</h3>
      {history.isError && <p role="alert">{t('common.loadFailed')}</p>}
      {failure && (
        <p role="alert" className={styles.alert}>
          {t('withdrawal.history.cancelFailed')}
        </p>
      )}
      {history.isSuccess && list.length === 0 && (
        <p className={styles.hint}>{t('withdrawal.history.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.list} aria-label={t('withdrawal.history.label')}>
          {list.map((w) => (
            <li key={w.id} className={styles.item}>
              <div>
                <p>
                  <span className={styles.amount}>{money(w.amount)}</span>{' '}
                  <span className={styles.status} data-status={w.status}>
                    {t(`withdrawal.history.status.${w.status}`)}
                  </span>
                </p>
                <p className={styles.hint}>
                  <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time> ·{' '}
                  {t(`withdrawal.accounts.types.${w.pixKeyType}`)}{' '}
                  {maskPixKey(w.pixKeyType, w.pixKey)}
                </p>
                {w.reason && <p>{t('withdrawal.history.reason', { reason: w.reason })}</p>}
                {w.receipt && <ReceiptConfirmation withdrawal={{ ...w, receipt: w.receipt }} />}
              </div>
              {w.status === 'pending' && reversible && (
                <button
                  type="button"
                  className="button"
                  aria-label={t('withdrawal.history.cancelLabel', {
                    amount: money(w.amount),
                    time: formatDateTime(w.createdAt),
                  })}
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(w.id, {
                      onSuccess: () => setFailure(false),
                      onError: () => setFailure(true),
                    })
                  }
                >
                  {t('withdrawal.history.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
