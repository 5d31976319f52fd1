import type { TeamBetRow } from '@openlobby/contract/agent/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIncome } from '../api/get-income';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamTransactions } from '../api/get-team-transactions';
import { useUserLoss } from '../api/get-user-loss';
import { ReportView } from './report-view';
import { TeamBetGames, type TeamBetGamesChoice } from './team-bet-games';

/**
 * personalHistoryCopy (team betting): the team's bets by member, provider and day; each
 * row's "Games" opens that member's day at that provider by game, below the table.
 */
export function TeamBetsView() {
  const { t } = useTranslation();
  const [games, setGames] = useState<TeamBetGamesChoice | null>(null);
  const gamesButton = (row: TeamBetRow) => (
    <button
      type="button"
      className="button"
      aria-label={t('agentCentre.teamBetGames.openLabel', { account: row.account, day: row.day })}
      aria-pressed={
        games?.memberId === row.memberId &&
        games?.day === row.day &&
        games?.vendorCode === row.vendorCode
      }
      onClick={() =>
        setGames({
          memberId: row.memberId,
          account: row.account,
          day: row.day,
          vendorCode: row.vendorCode,
        })
      }
    >
      {t('agentCentre.teamBetGames.open')}
    </button>
  );
  return (
    <ReportView
      caption={t('agentCentre.views.personalHistoryCopy')}
      useReport={useTeamBets}
      rowAction={gamesButton}
      actionsLabel={t('agentCentre.teamBetGames.actions')}
      columns={[
        { key: 'day', format: 'text' },
        { key: 'account', format: 'text' },
        { key: 'vendorCode', format: 'text' },
        { key: 'betCount', format: 'count' },
        { key: 'validBet', format: 'money' },
        { key: 'payout', format: 'money' },
        { key: 'profitLoss', format: 'money' },
      ]}
    >
      {games && <TeamBetGames choice={games} onClose={() => setGames(null)} />}
    </ReportView>
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
