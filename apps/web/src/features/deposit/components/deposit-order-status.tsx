import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@openlobby/contract/language';
import { messagesQueryKey } from '../../../api/get-unread-count';
import { walletBalanceQueryKey } from '../../../api/get-wallet-balance';
import { formatMoney } from '../../../lib/format-money';
import { useDepositOrder } from '../api/get-deposit-order';
import { depositOrdersQueryKey } from '../api/get-deposit-orders';
import styles from './deposit-view.module.css';

type Props = {
  orderRef: string;
  language: Language;
  popupBlocked: boolean;
  onAnother: () => void;
};

/**
 * The order just created: "Waiting for payment" while the payer is at the gateway (polled,
 * and read again when this window gets the focus back), then "Credited" or why not.
 */
export function DepositOrderStatus({ orderRef, language, popupBlocked, onAnother }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: order } = useDepositOrder(orderRef);
  const status = order?.status;

  // The credit happened on the server: the header balance and the list must show it.
  useEffect(() => {
    if (status === undefined || status === 'pending') return;
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey() });
    void queryClient.invalidateQueries({ queryKey: depositOrdersQueryKey() });
    // Its inbox message ("deposit credited" / "failed") arrived with it.
    void queryClient.invalidateQueries({ queryKey: messagesQueryKey() });
  }, [status, queryClient]);

  if (!order) return null;
  const amount = formatMoney(order.amount, language, order.currency);
  return (
    <section className={styles.order} aria-labelledby={`${orderRef}-title`}>
      <h3 id={`${orderRef}-title`}>{t('deposit.order.title')}</h3>
      <div role="status" aria-live="polite" data-status={order.status} className={styles.state}>
        <strong>{t(`deposit.order.${order.status}`)}</strong>
        <span className={styles.orderAmount}>{amount}</span>
        {order.status === 'paid' && <p>{t('deposit.order.paidDetail', { amount })}</p>}
      </div>
      {order.status === 'pending' && (
        <>
          <p className={styles.hint}>
            {popupBlocked ? t('deposit.order.popupBlocked') : t('deposit.order.pendingHint')}
          </p>
          {order.checkoutUrl && (
            <a href={order.checkoutUrl} target="_blank" rel="noopener">
              {t('deposit.order.reopen')}
            </a>
          )}
        </>
      )}
      {order.status !== 'pending' && (
        <button type="button" className="button" onClick={onAnother}>
          {t('deposit.order.another')}
        </button>
      )}
    </section>
  );
}
