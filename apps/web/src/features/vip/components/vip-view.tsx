import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryStatus } from '../../../components/query-status';
import { formatMoney } from '../../../lib/format-money';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useVipStatus } from '../api/get-vip-status';
import { VipSummary } from './vip-card';
import styles from './vip.module.css';

/**
 * The member centre's VIP view (issue 18, ADR 037): the member's level and progress, and the
 * ladder with each tier's threshold, upgrade bonus and monthly bonus.
 */
export function VipView() {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const stringsIn = useLazyStrings('vip', language);
  const query = useVipStatus(true);
  if (!stringsIn) return <PageLoader />;
  const status = query.data;
  if (!status) return <QueryStatus query={query} />;
  const money = (amount: number) => formatMoney(amount, language, status.currency);
  return (
    <div className={styles.view}>
      <VipSummary status={status} />
      <table className={styles.table} tabIndex={0}>
        <caption>{t('vip.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.tier')}</th>
            <th scope="col">{t('vip.threshold')}</th>
            <th scope="col">{t('vip.upgradeBonus')}</th>
            <th scope="col">{t('vip.monthlyBonus')}</th>
          </tr>
        </thead>
        <tbody>
          {status.tiers.map((tier) => (
            <tr key={tier.level} aria-current={tier.level === status.level ? 'true' : undefined}>
              <th scope="row">{tier.name}</th>
              <td>{money(tier.threshold)}</td>
              <td>{money(tier.upgradeBonus)}</td>
              <td>{money(tier.monthlyBonus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('vip.rules')}</p>
    </div>
  );
}
