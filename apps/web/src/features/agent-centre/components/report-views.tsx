import { useTranslation } from 'react-i18next';
import { useIncome } from '../api/get-income';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamTransactions } from '../api/get-team-transactions';
import { useUserLoss } from '../api/get-user-loss';
import { ReportView } from './report-view';

/** personalHistoryCopy (team betting): the team's bets by member, provider and day. */
export function TeamBetsView() {
  const { t } = useTranslation();
  return (
    <ReportView
      caption={t('agentCentre.views.personalHistoryCopy')}
      useReport={useTeamBets}
      columns={[
        { key: 'day', format: 'text' },
        { key: 'account', format: 'text' },
        { key: 'vendorCode', format: 'text' },
        { key: 'betCount', format: 'count' },
        { key: 'validBet', format: 'money' },
        { key: 'payout', format: 'money' },
        { key: 'profitLoss', format: 'money' },
      ]}
    />
  );
}

/** palStatementsAgentCopy (user loss): profit and loss per downline for the period. */
export function UserLossView() {
  const { t } = useTranslation();
  return (
    <ReportView
      caption={t('agentCentre.views.palStatementsAgentCopy')}
      useReport={useUserLoss}
      columns={[
        { key: 'account', format: 'text' },
        { key: 'level', format: 'count' },
        { key: 'validBet', format: 'money' },
        { key: 'payout', format: 'money' },
        { key: 'bonus', format: 'money' },
        { key: 'profitLoss', format: 'money' },
      ]}
    />
  );
}

/** agentRevenueReport (my income): salaries, dividends and transfers per day. */
export function IncomeView() {
  const { t } = useTranslation();
  return (
    <ReportView
      caption={t('agentCentre.views.agentRevenueReport')}
      useReport={useIncome}
      searchable={false}
      columns={[
        { key: 'day', format: 'text' },
        { key: 'salary', format: 'money' },
        { key: 'dividend', format: 'money' },
        { key: 'transferIn', format: 'money' },
        { key: 'transferOut', format: 'money' },
      ]}
    />
  );
}

/** agentDownlineTransactionDetailsCopy: the downlines' deposits, withdrawals, transfers, bonuses. */
export function TeamTransactionsView() {
  const { t } = useTranslation();
  return (
    <ReportView
      caption={t('agentCentre.views.agentDownlineTransactionDetailsCopy')}
      useReport={useTeamTransactions}
      columns={[
        { key: 'day', format: 'text' },
        { key: 'account', format: 'text' },
        { key: 'deposit', format: 'money' },
        { key: 'withdrawal', format: 'money' },
        { key: 'transferIn', format: 'money' },
        { key: 'transferOut', format: 'money' },
        { key: 'bonus', format: 'money' },
      ]}
    />
  );
}
