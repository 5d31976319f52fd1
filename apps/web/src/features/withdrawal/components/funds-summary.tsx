import { useTranslation } from 'react-i18next';
import { useConsolidatedFunds } from '../api/get-consolidated-funds';
import { useMoney } from '../../../api/use-money';
import styles from './withdraw-view.module.css';

/** Balance, money in process (pending withdrawals) and what may be withdrawn. */
export function FundsSummary() {
  const { t } = useTranslation();
  const funds = useConsolidatedFunds();
  const money = useMoney(funds.data?.currency);
  return (
    <section className={styles.section} aria-labelledby="withdraw-funds">
      <h3 id="withdraw-funds">{t('withdrawal.funds.title')}</h3>
      {funds.isError && <p role="alert">{t('common.loadFailed')}</p>}
      {funds.data && (
        <dl className={styles.funds}>
          <div>
            <dt>{t('withdrawal.funds.balance')}</dt>
            <dd>{money(funds.data.balance)}</dd>
          </div>
          <div>
            <dt>{t('withdrawal.funds.held')}</dt>
            <dd>{money(funds.data.heldBalance)}</dd>
          </div>
          <div>
            <dt>{t('withdrawal.funds.withdrawable')}</dt>
            <dd>{money(funds.data.withdrawableBalance)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
