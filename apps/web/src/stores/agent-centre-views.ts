// Apart from the session store: only the agent centre's lazy code needs the list, the
// first page only its type (P1).

/**
 * The agent centre's views in the order of its menu (spec §2 "Agent centre"), by the
 * spec's own names. The last four show only when their white-label flag is on.
 */
export const agentCentreViews = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentreView = (typeof agentCentreViews)[number];
