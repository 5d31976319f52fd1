import { isBillReason, type ContractKind } from '@openlobby/contract/agent/paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { useBills } from '../api/get-bills';
import { useContracts } from '../api/get-contracts';
import { useMoney } from '../../../api/use-money';
import { useRate } from '../hooks/use-rate';
import { billPeriodLabel } from '../utils/bill-period';
import { ContractTermsSummary } from './contract-terms';
import styles from './agent-views.module.css';

/**
 * A contract kind's view (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the agent's own contract of that kind, and its bills per period
 * with what the team did, what was earned, the downlines' share and what was paid.
 */
export function ContractKindView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts();
  const own = contracts.data?.mine.find((c) => c.kind === kind && c.endedAt === null);
  const kindName = t(`agentCentre.kinds.${kind}`);
  return (
    <div className={styles.view}>
      <section className={styles.section}>
        <h3>{t('agentCentre.contract.mine')}</h3>
        <QueryStatus query={contracts} />
        {contracts.data && !own && (
          <p className="muted">{t('agentCentre.contract.none', { kind: kindName })}</p>
        )}
        {own && (
          <>
            <p className={styles.hint}>
              {own.uplineAccount
                ? t('agentCentre.contract.from', { account: own.uplineAccount })
                : t('agentCentre.contract.platform')}
              {' · '}
              {t('agentCentre.contract.since', { time: formatDateTime(own.startedAt) })}
            </p>
            <ContractTermsSummary
              kind={kind}
              terms={own.terms}
              caption={t('agentCentre.contract.tiers')}
            />
          </>
        )}
      </section>
      <Bills kind={kind} />
    </div>
  );
}

function Bills({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  const [page, setPage] = useState(1);
  const query = useBills(kind, page);
  const data = query.data;
  return (
    <section className={styles.section}>
      <h3>{t('agentCentre.contract.bills')}</h3>
      <QueryStatus query={query} />
      {data && (
        <p className={styles.hint}>
          {t('agentCentre.contract.totalPaid', { amount: money(data.totalPaid) })}
        </p>
      )}
      {data && data.content.length === 0 && (
        <p className="muted">{t('agentCentre.contract.noBills')}</p>
      )}
      {data && data.content.length > 0 && (
        <table className={styles.table} tabIndex={0}>
          <caption className="visually-hidden">{t('agentCentre.contract.bills')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agentCentre.contract.periodKey')}</th>
              <th scope="col" className={styles.number}>
                {t('agentCentre.contract.validBet')}
              </th>
              <th scope="col" className={styles.number}>
                {t('agentCentre.contract.activeMembers')}
              </th>
              <th scope="col" className={styles.number}>
                {t('agentCentre.contract.billRate')}
              </th>
              <th scope="col" className={styles.number}>
                {t('agentCentre.contract.gross')}
              </th>
              <th scope="col" className={styles.number}>
                {t('agentCentre.contract.downlineGross')}
              </th>
              <th scope="col" className={styles.number}>
                {t('agentCentre.contract.payable')}
              </th>
              <th scope="col">{t('agentCentre.contract.status')}</th>
              <th scope="col">{t('agentCentre.contract.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((bill) => (
              <tr key={bill.id}>
                <th scope="row">{billPeriodLabel(bill)}</th>
                <td className={styles.number}>{money(bill.validBet)}</td>
                <td className={styles.number}>{bill.activeMembers}</td>
                <td className={styles.number}>{rate(bill.rate)}</td>
                <td className={styles.number}>{money(bill.gross)}</td>
                <td className={styles.number}>{money(bill.downlineGross)}</td>
                <td className={styles.number}>{money(bill.payable)}</td>
                <td>{t(`agentCentre.billStatuses.${bill.status}`)}</td>
                <td>
                  {isBillReason(bill.reason)
                    ? t(`agentCentre.billReasons.${bill.reason}`, { count: bill.activeMembers })
                    : (bill.reason ?? '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <Pager
          label={t('agentCentre.contract.pages')}
          pageNo={page}
          totalPages={data.totalPages}
          onPage={setPage}
          busy={query.isFetching}
        />
      )}
    </section>
  );
}

/** agentDividendRecordCopy2 (bonus): dividends. */
export const DividendView = () => <ContractKindView kind="dividend" />;
/** agentDailyWages2: daily salary. */
export const DailySalaryView = () => <ContractKindView kind="daily" />;
/** agentHourSalary: hourly salary. */
export const HourSalaryView = () => <ContractKindView kind="hourly" />;
/** agentRealtimeSalary: real-time salary. */
export const RealtimeSalaryView = () => <ContractKindView kind="realtime" />;
