import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PAYOUT_ACCOUNTS } from '@openlobby/contract/withdrawal/paths';
import { maskPixKey } from '@openlobby/contract/withdrawal/pix';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { PayoutAccountForm } from './payout-account-form';
import { RemovePayoutAccountForm } from './remove-payout-account-form';
import styles from './withdraw-view.module.css';

/**
 * The member's saved PIX keys, a remove button each (which asks the step-up proof), and
 * the sub-form that adds one.
 */
export function PayoutAccounts() {
  const { t } = useTranslation();
  const id = useId();
  const accounts = usePayoutAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const list = accounts.data ?? [];
  const full = list.length >= MAX_PAYOUT_ACCOUNTS;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('withdrawal.accounts.title')}</h3>
      {accounts.isError && <p role="alert">{t('common.loadFailed')}</p>}
      {accounts.isSuccess && list.length === 0 && (
        <p className={styles.hint}>{t('withdrawal.accounts.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.list} aria-labelledby={`${id}-title`}>
          {list.map((a) => {
            const key = `${t(`withdrawal.accounts.types.${a.pixKeyType}`)} ${maskPixKey(a.pixKeyType, a.pixKey)}`;
            return (
              <li key={a.id} className={styles.item}>
                <p>
                  {key} – {a.payeeName}
                </p>
                {removing === a.id ? (
                  <RemovePayoutAccountForm
                    accountId={a.id}
                    label={key}
                    onDone={() => setRemoving(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className="button"
                    aria-label={t('withdrawal.accounts.remove', { key })}
                    onClick={() => setRemoving(a.id)}
                  >
                    {t('withdrawal.accounts.removeShort')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {full && (
        <p className={styles.hint}>
          {t('withdrawal.accounts.limit', { max: MAX_PAYOUT_ACCOUNTS })}
        </p>
      )}
      {adding ? (
        <PayoutAccountForm onDone={() => setAdding(false)} />
      ) : (
        !full && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('withdrawal.accounts.add')}
          </button>
        )
      )}
    </section>
  );
}
