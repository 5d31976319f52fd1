import type { TeamOverview } from '@openlobby/contract/agent/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useTeamOverview } from '../api/get-team-overview';
import type { PeriodChoice } from '../api/period-query';
import { useMoney } from '../../../api/use-money';
import { PeriodPicker, PeriodShown } from './period-picker';
import styles from './agent-views.module.css';

type Figure = { key: keyof TeamOverview; money: boolean };

/** The figures of spec §2 agentTeamOverview, in the order an agent reads them. */
const figures: readonly Figure[] = [
  { key: 'directMembers', money: false },
  { key: 'teamMembers', money: false },
  { key: 'newRegistrations', money: false },
  { key: 'firstDeposits', money: false },
  { key: 'activeMembers', money: false },
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'validBet', money: true },
  { key: 'payout', money: true },
  { key: 'bonus', money: true },
  { key: 'profitLoss', money: true },
  { key: 'teamBalance', money: true },
];

/** The team at a glance for a period (spec §2 agentTeamOverview). */
export function TeamOverviewView() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'today' });
  const query = useTeamOverview(choice);
  const data = query.data;
  return (
    <div className={styles.view}>
      <PeriodPicker value={choice} onChange={setChoice} />
      <QueryStatus query={query} />
      {data && (
        <>
          <PeriodShown from={data.from} to={data.to} />
          <OverviewFigures overview={data} label={t('agentCentre.overview.figures')} />
        </>
      )}
    </div>
  );
}

/** The team's figures, counts as numbers and amounts in the site's money format. */
export function OverviewFigures({ overview, label }: { overview: TeamOverview; label: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className={styles.figures} aria-label={label}>
      {figures.map(({ key, money: isMoney }) => (
        <div key={key}>
          <dt>{t(`agentCentre.overview.${key}`)}</dt>
          <dd>{isMoney ? money(Number(overview[key])) : String(overview[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
