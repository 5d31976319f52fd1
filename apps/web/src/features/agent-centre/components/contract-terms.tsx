import type { ContractKind } from '@openlobby/contract/agent/paths';
import type { ContractTerms } from '@openlobby/contract/agent/terms';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/use-money';
import { useRate } from '../hooks/use-rate';
import styles from './agent-views.module.css';

/**
 * A contract's terms as a member reads them (spec §3): the tiers as a table (from which
 * team valid bet, at which rate), the conditions, and the extra terms of its kind.
 */
export function ContractTermsSummary({
  kind,
  terms,
  caption,
}: {
  kind: ContractKind;
  terms: ContractTerms;
  caption: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  return (
    <div className={styles.section}>
      <table className={styles.table} tabIndex={0}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.contract.tierFrom')}</th>
            <th scope="col" className={styles.number}>
              {t('agentCentre.contract.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier) => (
            <tr key={tier.minValidBet}>
              <td>{money(tier.minValidBet)}</td>
              <td className={styles.number}>{rate(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.hint}>
        <li>{t('agentCentre.contract.minActiveMembers', { count: terms.minActiveMembers })}</li>
        <li>
          {t('agentCentre.contract.minMemberValidBet', { amount: money(terms.minMemberValidBet) })}
        </li>
        {kind === 'dividend' && terms.period && (
          <li>
            {t('agentCentre.contract.periodOf', {
              period: t(`agentCentre.periods.${terms.period}`),
            })}
          </li>
        )}
        {kind === 'realtime' && terms.realtimeType && (
          <li>
            {t('agentCentre.contract.typeOf', {
              type: t(`agentCentre.realtimeTypes.${terms.realtimeType}`),
            })}
          </li>
        )}
        {kind === 'realtime' && terms.singleBetAmount !== undefined && (
          <li>{t('agentCentre.contract.singleBet', { amount: money(terms.singleBetAmount) })}</li>
        )}
      </ul>
    </div>
  );
}
