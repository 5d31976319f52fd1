import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useCreateDepositOrder } from '../api/create-deposit-order';
import { useDepositChannels } from '../api/get-deposit-channels';
import { useCheckoutWindow } from '../hooks/use-checkout-window';
import { DepositForm, type DepositRequest } from './deposit-form';
import { DepositOrderStatus } from './deposit-order-status';
import { RecentDeposits } from './recent-deposits';
import styles from './deposit-view.module.css';

/**
 * The member centre's deposit view (spec §2 `depositv2`): choose a channel and an amount,
 * pay at the gateway's checkout in a popup, watch the order until it is credited; the
 * member's recent deposits below. The shell renders the heading above it.
 */
export function DepositView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const channels = useDepositChannels(language);
  const create = useCreateDepositOrder();
  const checkout = useCheckoutWindow();
  const [current, setCurrent] = useState<{ orderRef: string; popupBlocked: boolean } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const onDeposit = (request: DepositRequest) => {
    const opened = checkout.openBlank();
    setServerError(null);
    create.mutate(request, {
      onSuccess: (order) => {
        const shown = order.checkoutUrl ? checkout.navigate(order.checkoutUrl) : false;
        setCurrent({ orderRef: order.orderRef, popupBlocked: !opened || !shown });
      },
      onError: (error) => {
        checkout.close();
        // The server's message is in the member's language; a lost network is not.
        setServerError(
          error instanceof ApiError && error.errorCode !== 'NETWORK'
            ? error.message
            : t('deposit.errors.failed'),
        );
      },
    });
  };

  if (!channels.data) {
    // A trial member's refusal reads best as the server's own message.
    const refusal = channels.error instanceof ApiError ? channels.error : null;
    if (refusal && refusal.errorCode !== 'NETWORK') {
      return (
        <p role="alert" className="inline-alert">
          {refusal.message}
        </p>
      );
    }
    return <QueryStatus query={channels} />;
  }

  return (
    <div className={styles.view}>
      {current ? (
        <DepositOrderStatus
          orderRef={current.orderRef}
          language={language}
          popupBlocked={current.popupBlocked}
          onAnother={() => setCurrent(null)}
        />
      ) : (
        <DepositForm
          channels={channels.data}
          language={language}
          pending={create.isPending}
          serverError={serverError}
          onDeposit={onDeposit}
        />
      )}
      <RecentDeposits language={language} />
    </div>
  );
}
