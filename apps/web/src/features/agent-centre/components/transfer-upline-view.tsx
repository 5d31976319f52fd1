import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useTransferUplineInfo } from '../api/get-transfer-upline-info';
import { useTransferUpline } from '../api/transfer-upline';
import { useMoney } from '../../../api/use-money';
import { TransferForm } from './transfer-form';
import styles from './agent-views.module.css';

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
  const money = useMoney();
  const send = useTransferUpline();
  const bounds = { min: money(min), max: money(max) };
  return (
    <div className={styles.view}>
      <p>{t('memberCentre.transferUpline.upline', { account: upline })}</p>
      {!hasPaymentPassword && (
        <p className={styles.alert} role="alert">
          {t('memberCentre.transferUpline.noPaymentPassword')}
        </p>
      )}
      <TransferForm
        texts="memberCentre.transferUpline"
        send={(input) => send.mutateAsync(input)}
        pending={send.isPending}
        disabled={!hasPaymentPassword}
        hint={t('memberCentre.transferUpline.amountHint', bounds)}
        checkAmount={(amount) =>
          (amount >= min && amount <= max) || t('memberCentre.transferUpline.amountBounds', bounds)
        }
      />
    </div>
  );
}
