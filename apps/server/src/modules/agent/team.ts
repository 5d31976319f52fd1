import {
  AGENT_PAGE_SIZE,
  contractKinds,
  isAgentType,
  routePaths,
  type ContractKind,
  type Downline,
  type DownlinesQuery,
  type DownlinesValue,
  type Invite,
  type ReportPeriodQuery,
  type TeamOverview,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newAffiliateCode } from '../identity';
import { resolvePeriod, thisMonth, type DayRange } from './report-period';
import {
  affiliateCodeOf,
  depthBelow,
  downlineRows,
  setAffiliateCodeOnce,
  teamOverviewRow,
  type DownlineRow,
  type OverviewRow,
} from './team-repository';

/*
 * The agent's team (spec §2 agentTeamOverview, registerCenter, downlineManagmentView; ADR
 * 023). The team is the agent's downlines at every level: its own play is not a team
 * figure (it shows in its own member centre), so a chain's overviews add up level by level.
 */

const toOverview = (r: OverviewRow, range: DayRange): TeamOverview => {
  const validBet = Number(r.valid_bet);
  const payout = Number(r.payout);
  const bonus = Number(r.bonus);
  return {
    ...range,
    directMembers: Number(r.direct_members),
    teamMembers: Number(r.team_members),
    newRegistrations: Number(r.new_registrations),
    firstDeposits: Number(r.first_deposits),
    activeMembers: Number(r.active_members),
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    validBet,
    payout,
    bonus,
    // The members' win or loss (positive = they won), as in every report.
    profitLoss: payout + bonus - validBet,
    teamBalance: Number(r.team_balance),
  };
};

const iso = (v: string | Date) => new Date(v).toISOString();

const toDownline = (r: DownlineRow): Downline => ({
  id: Number(r.id),
  account: r.account,
  nickname: r.nickname,
  type: Number(r.type),
  isAgent: isAgentType(Number(r.type)),
  level: Number(r.level),
  parentAccount: r.parent_account ?? '',
  directCount: Number(r.direct_count),
  balance: Number(r.balance),
  validBet: Number(r.valid_bet),
  registeredAt: iso(r.created_at),
  lastLoginAt: r.last_login_at === null ? null : iso(r.last_login_at),
  contracts: r.contracts
    .split(',')
    .filter((k): k is ContractKind => (contractKinds as readonly string[]).includes(k)),
});

/** The agent's team figures for a report period (REPORT_PERIOD_INVALID for a bad one). */
export async function teamOverview(
  db: Db,
  agentId: number,
  query: ReportPeriodQuery,
  now = Date.now(),
): Promise<TeamOverview> {
  const range = resolvePeriod(query, now);
  return toOverview(await teamOverviewRow(db, agentId, range, false), range);
}

/** 404 NOT_IN_TEAM unless `memberId` is below the agent (or the agent itself, `orSelf`). */
export async function requireInTeam(db: Db, agentId: number, memberId: number, orSelf = false) {
  const depth = await depthBelow(db, agentId, memberId);
  if (depth === null || (depth === 0 && !orSelf)) {
    throw new AppError('NOT_IN_TEAM', `member ${memberId} not under ${agentId}`);
  }
  return depth;
}

/**
 * A page of the downline tree. `parentId` (in the caller's team, or the caller) lists that
 * member's direct downlines; `level` one depth below the caller; `search` accounts at every
 * level unless a level is given; nothing lists the direct downlines.
 */
export async function listDownlines(
  db: Db,
  agentId: number,
  query: DownlinesQuery,
  now = Date.now(),
): Promise<DownlinesValue> {
  if (query.parentId !== undefined) await requireInTeam(db, agentId, query.parentId, true);
  const level =
    query.parentId === undefined && query.level === undefined && !query.search ? 1 : query.level;
  const page = query.page ?? 1;
  const rows = await downlineRows(
    db,
    agentId,
    { parentId: query.parentId, level, search: query.search?.trim() || undefined },
    thisMonth(now),
    query.sort ?? 'registered',
    page,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    content: rows.map(toDownline),
    pageNum: page,
    totalPages: Math.ceil(total / AGENT_PAGE_SIZE),
    total,
  };
}

/** One downline as the list shows it, and its figures this month (its play and its team's). */
export async function downlineSummary(db: Db, agentId: number, id: number, now = Date.now()) {
  await requireInTeam(db, agentId, id);
  const month = thisMonth(now);
  const [row] = await downlineRows(db, agentId, { id }, month, 'registered', 1);
  if (!row) throw new AppError('NOT_IN_TEAM', `member ${id}`);
  return {
    downline: toDownline(row),
    overview: toOverview(await teamOverviewRow(db, id, month, true), month),
  };
}

/**
 * The agent's invitation: its affiliate code (one is made and stored the first time an
 * agent without one asks) and the registration link the web reads it from
 * (`/register?referralCode=…`, identity-modal-host).
 */
export async function invite(db: Db, agentId: number, allowSubAgents: boolean): Promise<Invite> {
  let code = await affiliateCodeOf(db, agentId);
  for (let attempt = 0; !code && attempt < 5; attempt += 1) {
    await setAffiliateCodeOnce(db, agentId, newAffiliateCode());
    code = await affiliateCodeOf(db, agentId);
  }
  if (!code) throw new Error(`no affiliate code for ${agentId}`);
  return {
    affiliateCode: code,
    invitePath: `${routePaths.register}?referralCode=${encodeURIComponent(code)}`,
    allowSubAgents,
  };
}
