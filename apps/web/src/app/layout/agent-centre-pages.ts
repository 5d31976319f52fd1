import { lazy } from 'react';
import type { AgentCentrePages } from '../../features/agent-centre/components/agent-centre';

const views = () => import('../../features/agent-centre/components/report-views');
const contractViews = () => import('../../features/agent-centre/components/contract-kind-view');

/**
 * The agent centre's views (spec §2 "Agent centre"), each loaded when first opened: the
 * home page pays for none of them (P1). The menu lists these in the spec's order, the four
 * contract views only while their white-label flag is on.
 */
export const agentCentrePages: AgentCentrePages = {
  agentAnnouncement: lazy(() =>
    import('../../features/agent-centre/components/announcements-view').then((m) => ({
      default: m.AnnouncementsView,
    })),
  ),
  agentTeamOverview: lazy(() =>
    import('../../features/agent-centre/components/team-overview-view').then((m) => ({
      default: m.TeamOverviewView,
    })),
  ),
  registerCenter: lazy(() =>
    import('../../features/agent-centre/components/register-center-view').then((m) => ({
      default: m.RegisterCenterView,
    })),
  ),
  downlineManagmentView: lazy(() =>
    import('../../features/agent-centre/components/downline-management-view').then((m) => ({
      default: m.DownlineManagementView,
    })),
  ),
  personalHistoryCopy: lazy(() => views().then((m) => ({ default: m.TeamBetsView }))),
  palStatementsAgentCopy: lazy(() => views().then((m) => ({ default: m.UserLossView }))),
  agentRevenueReport: lazy(() => views().then((m) => ({ default: m.IncomeView }))),
  agentDownlineTransactionDetailsCopy: lazy(() =>
    views().then((m) => ({ default: m.TeamTransactionsView })),
  ),
  agentDividendRecordCopy2: lazy(() => contractViews().then((m) => ({ default: m.DividendView }))),
  agentDailyWages2: lazy(() => contractViews().then((m) => ({ default: m.DailySalaryView }))),
  agentHourSalary: lazy(() => contractViews().then((m) => ({ default: m.HourSalaryView }))),
  agentRealtimeSalary: lazy(() => contractViews().then((m) => ({ default: m.RealtimeSalaryView }))),
};
