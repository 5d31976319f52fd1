/**
 * Paths of the agent centre and the agent economy (spec §2 Agent centre, §3 Contracts, §4
 * Contract requests, §7). Zod-free so the browser can import it. The spec names the four
 * contract `process` calls and the affiliate check; the rest are ours, under `/wps/agent/`.
 * Every path needs the member token (T); the agent-only ones answer AGENT_ONLY to others.
 */
export const agentPaths = {
  /** GET (T, agents): announcements for the agent audience. */
  announcements: '/wps/agent/announcements',
  /** GET (T, agents): team figures for a period (`?period=today|yesterday|week|month|range&from&to`). */
  teamOverview: '/wps/agent/team/overview',
  /** PUT (T, agents, E): register a downline directly under the caller. */
  registerDownline: '/wps/agent/downlines',
  /** GET (T, agents): the caller's affiliate code and invite link (for the QR code). */
  invite: '/wps/agent/invite',
  /** GET (T, agents): the downline tree, paged (`?parentId&level&search&sort&page`). */
  downlines: '/wps/agent/downlines',
  /** GET (T, agents): one downline's details (`/:id`). */
  downline: '/wps/agent/downlines/:id',
  /** POST (T, agents, E): move money from the caller to a downline. */
  transferDownline: '/wps/agent/transfer/downline',
  /** POST (T, members with an upline, E): move money from the caller to its upline. */
  transferUpline: '/wps/agent/transfer/upline',
  /** GET (T): the caller's upline and the transfer limits (the transferUpline view). */
  transferUplineInfo: '/wps/agent/transfer/upline',
  /** GET (T, agents): team bets by member, provider and day, paged. */
  teamBets: '/wps/agent/reports/team-bets',
  /**
   * GET (T, agents): one team member's bets of one UTC day by game, the drill-down of a
   * team-betting row (`?memberId&day[&vendorCode]`).
   */
  teamBetGames: '/wps/agent/reports/team-bets/games',
  /** GET (T, agents): profit and loss per downline for a period, paged (user loss). */
  userLoss: '/wps/agent/reports/user-loss',
  /** GET (T, agents): salaries, dividends and transfers earned, per period (my income). */
  income: '/wps/agent/reports/income',
  /** GET (T, agents): downlines' deposits, withdrawals, transfers and bonuses, paged. */
  teamTransactions: '/wps/agent/reports/transactions',
  /** GET (T): the caller's contracts as upline and as downline, with open requests. */
  contracts: '/wps/agent/contracts',
  /** GET (T, agents): bills of one contract kind (`?kind&page`), the caller's as payee. */
  bills: '/wps/agent/bills',
  /**
   * GET (T, non-trial, when AGENTPOLICY3 is on): the consolidated contract info of spec §3,
   * the open request of each kind waiting for the caller's answer.
   */
  contractInfo: '/wps/relay/MCS2_getContractInfo',
  /** POST (T): offer, terminate, accept or reject a dividend contract (spec §7). */
  processDividend: '/wps/relay/MCS2_processDividendReq',
  /** POST (T): the same for a daily salary contract. */
  processDailySalary: '/wps/relay/MCS2_processDailySalContract',
  /** POST (T): the same for an hourly salary contract. */
  processHourSalary: '/wps/relay/MCS2_processContractHourSalary',
  /** POST (T): the same for a real-time salary contract. */
  processRealtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  /** Operator API: agents (`GET`), and an agent's policy and top-level contracts. */
  operatorAgents: '/operator/agents',
  /** Operator API: set a top-level (platform) contract for an agent (`PUT`), list contracts. */
  operatorContracts: '/operator/agent-contracts',
  /** Operator API: the agent policy (`GET`, `PUT`). */
  operatorPolicy: '/operator/agent-policy',
  /** Operator API: run settlement for a kind and period (`POST`); prints what it paid. */
  operatorSettle: '/operator/agent-settlements',
  /** Operator API: bills (`GET ?status&kind`); `/:id/approve`, `/:id/reject` for held dividends. */
  operatorBills: '/operator/agent-bills',
  /** Operator API: mark an account active, staff or closed (`PUT /operator/members/:id/status`). */
  operatorMemberStatus: '/operator/members/:id/status',
} as const;

/** The four contract kinds (spec §3) and the menu flag each depends on (spec §6). */
export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** The whitelabel module that shows each contract kind's view (spec §6 agent menu flags). */
export const contractKindFlags: Record<ContractKind, string> = {
  dividend: 'enableCt',
  daily: 'salary',
  hourly: 'hourSalary',
  realtime: 'agentRealtimeSalary',
};

/** The `process` call of each kind. */
export const contractProcessPaths: Record<ContractKind, string> = {
  dividend: agentPaths.processDividend,
  daily: agentPaths.processDailySalary,
  hourly: agentPaths.processHourSalary,
  realtime: agentPaths.processRealtimeSalary,
};

/**
 * Dividend periods (spec §3): W weekly (Monday to Sunday), H semi-monthly (1st–15th,
 * 16th–end), M monthly. Daily salary is D, hourly salary one hour, real-time 5 minutes.
 * All periods are UTC (ADR 023).
 */
export const dividendPeriods = ['W', 'H', 'M'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** Real-time salary types (spec §3): on team profit, on team loss, on each large bet. */
export const realtimeTypes = ['profit', 'loss', 'single_bet'] as const;
export type RealtimeType = (typeof realtimeTypes)[number];

/** What a contract request asks (spec §4): a new contract or the end of the current one. */
export const contractRequestActions = ['new', 'terminate'] as const;
export type ContractRequestAction = (typeof contractRequestActions)[number];

/**
 * Spec §3 "Statuses: Contract": a request is In Process until the downline answers, then
 * Approved or Rejected; it expires when superseded or when either side leaves the tree.
 */
export const contractRequestStatuses = ['process', 'approved', 'rejected', 'expired'] as const;
export type ContractRequestStatus = (typeof contractRequestStatuses)[number];

/**
 * A bill's status (spec §3 contract statuses, and research/agents.md): `not_reached`
 * conditions unmet or nothing earned; `pending` computed, being paid; `applying` a dividend
 * above the operator's threshold waiting for approval; `issued` paid to the wallet;
 * `rejected` by the operator; `failed` could not be paid (the reason is on the bill).
 */
export const billStatuses = [
  'not_reached',
  'pending',
  'applying',
  'issued',
  'rejected',
  'failed',
] as const;
export type BillStatus = (typeof billStatuses)[number];

/**
 * Why a computed bill paid less than its gross, or nothing: a code, not words, because the
 * agent reads it in its own language (en or pt-BR) and the settlement writes it once for
 * everyone. A bill the operator rejected with words, or one that failed to pay, carries
 * those words instead (`isBillReason` tells the two apart).
 */
export const billReasons = [
  /** Fewer active members in the period than the contract requires. */
  'too_few_active_members',
  /** A dividend period the team did not lose (the house's win is the dividend's base). */
  'no_team_net_loss',
  /** The contract's formula came to 0 on the team's figures. */
  'nothing_earned',
  /** The upline's own contract earned nothing, so none of it reaches this one. */
  'upline_earned_nothing',
  /** The siblings' grosses together exceeded the upline's: each got its share. */
  'capped_by_upline',
  /** Reached, but contracted downlines earned all of it. */
  'all_to_downlines',
  /** Both of the above. */
  'capped_all_to_downlines',
  /** The operator refused a held dividend without giving words. */
  'rejected_by_operator',
] as const;
export type BillReason = (typeof billReasons)[number];

export function isBillReason(reason: string | null): reason is BillReason {
  return reason !== null && (billReasons as readonly string[]).includes(reason);
}

/** Account status: only `active` accounts log in; staff and closed are non-members. */
export const accountStatuses = ['active', 'staff', 'closed'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** The report periods of the team overview and the reports. */
export const reportPeriods = ['today', 'yesterday', 'week', 'month', 'range'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** Sort orders of the downline list. */
export const downlineSorts = ['balance', 'lastLogin', 'validBet', 'registered'] as const;
export type DownlineSort = (typeof downlineSorts)[number];

/** Rates are basis points: 10,000 = 100 %. */
export const RATE_SCALE = 10_000;
/** A contract has 1 to 10 tiers. */
export const MAX_TIERS = 10;
/** Longest range a report may cover, in days. */
export const MAX_REPORT_DAYS = 92;
/** Rows per page of the downline list and the reports. */
export const AGENT_PAGE_SIZE = 20;
