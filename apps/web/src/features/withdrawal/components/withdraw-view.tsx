import { FundsSummary } from './funds-summary';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalHistory } from './withdrawal-history';
import styles from './withdraw-view.module.css';

/**
 * The member centre's `withdraw` view (spec §2, ADR 017). The shell draws the heading;
 * this is what goes beneath it. Loaded only when the member centre opens it.
 */
export function WithdrawView() {
  return (
    <div className={styles.view}>
      <FundsSummary />
      <WithdrawalForm />
      <PayoutAccounts />
      <WithdrawalHistory />
    </div>
  );
}
