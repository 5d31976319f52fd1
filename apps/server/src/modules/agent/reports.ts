import {
  AGENT_PAGE_SIZE,
  type BillsValue,
  type BillStatus,
  type ContractKind,
  type IncomeValue,
  type PagedReportQuery,
  type TeamBetGamesQuery,
  type TeamBetGamesValue,
  type TeamBetsValue,
  type TeamTransactionsValue,
  type UserLossValue,
} from '@openlobby/contract';
import type { Db } from '../../db/client';
import { billsOf } from './bill-repository';
import { rangeEnd, rangeStart, resolvePeriod } from './report-period';
import {
  incomeRows,
  teamBetRows,
  teamTransactionRows,
  userLossRows,
  type Paged,
} from './report-repository';
import { accountOf, teamBetGameRows } from './team-bet-game-repository';
import { requireInTeam } from './team';

/*
 * The agent centre's reports (spec §2: team betting, user loss, my income, downline
 * transactions) and bills. profitLoss is always the member's win or loss: positive when
 * the member won.
 */

const numbers = (totals: Record<string, string>) =>
  Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)]));

function pageOf<R, T>(result: Paged<R>, page: number, map: (row: R) => T) {
  return {
    content: result.rows.map(map),
    pageNum: page,
    totalPages: Math.ceil(result.total / AGENT_PAGE_SIZE),
  };
}

const search = (q: PagedReportQuery) => q.search?.trim() || undefined;

export async function teamBets(
  db: Db,
  agentId: number,
  q: PagedReportQuery,
  now = Date.now(),
): Promise<TeamBetsValue> {
  const range = resolvePeriod(q, now);
  const page = q.page ?? 1;
  const result = await teamBetRows(db, agentId, range, search(q), page);
  const totals = numbers(result.totals);
  return {
    ...range,
    ...pageOf(result, page, (r) => ({
      day: r.day,
      memberId: Number(r.member_id),
      account: r.account,
      vendorCode: r.vendor_code,
      betCount: Number(r.bet_count),
      validBet: Number(r.valid_bet),
      payout: Number(r.payout),
      profitLoss: Number(r.payout) - Number(r.valid_bet),
    })),
    totals: { ...totals, profitLoss: (totals['payout'] ?? 0) - (totals['validBet'] ?? 0) },
  };
}

/**
 * One team member's bets of one UTC day by game (the drill-down of a team-betting row):
 * NOT_IN_TEAM unless the member is below the agent; the day must be a real day no later
 * than today (REPORT_PERIOD_INVALID, as a report's range).
 */
export async function teamBetGames(
  db: Db,
  agentId: number,
  q: TeamBetGamesQuery,
  now = Date.now(),
): Promise<TeamBetGamesValue> {
  const range = resolvePeriod({ period: 'range', from: q.day, to: q.day }, now);
  await requireInTeam(db, agentId, q.memberId);
  const rows = await teamBetGameRows(
    db,
    q.memberId,
    rangeStart(range),
    rangeEnd(range),
    q.vendorCode,
  );
  const content = rows.map((r) => ({
    vendorCode: r.vendor_code,
    gameCode: r.game_code,
    gameName: r.game_name,
    rounds: Number(r.rounds),
    stake: Number(r.stake),
    payout: Number(r.payout),
    profitLoss: Number(r.payout) - Number(r.stake),
  }));
  const sum = (key: 'rounds' | 'stake' | 'payout') =>
    content.reduce((total, row) => total + row[key], 0);
  return {
    day: range.from,
    account: await accountOf(db, q.memberId),
    content,
    totals: {
      rounds: sum('rounds'),
      stake: sum('stake'),
      payout: sum('payout'),
      profitLoss: sum('payout') - sum('stake'),
    },
  };
}

export async function userLoss(
  db: Db,
  agentId: number,
  q: PagedReportQuery,
  now = Date.now(),
): Promise<UserLossValue> {
  const range = resolvePeriod(q, now);
  const page = q.page ?? 1;
  const result = await userLossRows(db, agentId, range, search(q), page);
  const t = numbers(result.totals);
  return {
    ...range,
    ...pageOf(result, page, (r) => ({
      account: r.account,
      level: Number(r.level),
      validBet: Number(r.valid_bet),
      payout: Number(r.payout),
      bonus: Number(r.bonus),
      profitLoss: Number(r.payout) + Number(r.bonus) - Number(r.valid_bet),
    })),
    totals: {
      ...t,
      profitLoss: (t['payout'] ?? 0) + (t['bonus'] ?? 0) - (t['validBet'] ?? 0),
    },
  };
}

export async function income(
  db: Db,
  agentId: number,
  q: PagedReportQuery,
  now = Date.now(),
): Promise<IncomeValue> {
  const range = resolvePeriod(q, now);
  const page = q.page ?? 1;
  const result = await incomeRows(db, agentId, range, page);
  return {
    ...range,
    ...pageOf(result, page, (r) => ({
      day: r.day,
      salary: Number(r.salary),
      dividend: Number(r.dividend),
      transferIn: Number(r.transfer_in),
      transferOut: Number(r.transfer_out),
    })),
    totals: numbers(result.totals),
  };
}

export async function teamTransactions(
  db: Db,
  agentId: number,
  q: PagedReportQuery,
  now = Date.now(),
): Promise<TeamTransactionsValue> {
  const range = resolvePeriod(q, now);
  const page = q.page ?? 1;
  const result = await teamTransactionRows(db, agentId, range, search(q), page);
  return {
    ...range,
    ...pageOf(result, page, (r) => ({
      day: r.day,
      account: r.account,
      deposit: Number(r.deposit),
      withdrawal: Number(r.withdrawal),
      transferIn: Number(r.transfer_in),
      transferOut: Number(r.transfer_out),
      bonus: Number(r.bonus),
    })),
    totals: numbers(result.totals),
  };
}

/** The agent's bills of a kind (it is the payee), with what all of them paid. */
export async function bills(
  db: Db,
  agentId: number,
  kind: ContractKind,
  page: number,
): Promise<BillsValue> {
  const { rows, total, paid } = await billsOf(db, agentId, kind, page);
  return {
    content: rows.map(({ b, account }) => ({
      id: b.id,
      contractId: b.contractId,
      kind: b.kind as ContractKind,
      periodKey: b.periodKey,
      periodStart: b.periodStart.toISOString(),
      periodEnd: b.periodEnd.toISOString(),
      agentAccount: account,
      validBet: b.validBet,
      profitLoss: b.profitLoss,
      activeMembers: b.activeMembers,
      rate: b.rate,
      gross: b.gross,
      downlineGross: b.downlineGross,
      payable: b.payable,
      status: b.status as BillStatus,
      reason: b.reason,
      settledAt: b.settledAt?.toISOString() ?? null,
    })),
    pageNum: page,
    totalPages: Math.ceil(total / AGENT_PAGE_SIZE),
    totalPaid: paid,
  };
}
