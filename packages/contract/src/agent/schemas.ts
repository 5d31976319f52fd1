import { z } from 'zod';
import { digitsInt, idParamSchema, idSchema, text } from '../input';
import { minorUnitsSchema } from '../wallet/balance';
import { amountSchema, amountOrZeroSchema } from '../wallet/limits';
import {
  accountStatuses,
  billStatuses,
  contractKinds,
  contractRequestActions,
  contractRequestStatuses,
  dividendPeriods,
  downlineSorts,
  MAX_TIERS,
  RATE_SCALE,
  realtimeTypes,
  reportPeriods,
} from './paths';

const id = z.number().int().positive();
/** Signed minor units (profit and loss, net positions). */
const signedMinor = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const count = z.number().int().min(0);
/**
 * A rollup figure (a day's, or a sum of days'): usually ≥ 0, but a rollback or refund
 * dated a later day than what it undoes makes that day's figure negative (ADR 023).
 */
const dayFigure = signedMinor;
/** ISO 8601 UTC. */
const instant = z.string();
/** A UTC calendar day in a query string (YYYY-MM-DD). */
const dayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day');
const pageParam = digitsInt(1, 100_000);

/** A payment password (spec §5: 6 digits), as typed in E calls. */
export const paymentPasswordSchema = text(64, { min: 1 });

// ── Contract terms ──────────────────────────────────────────────────────────────────────

export const contractTierSchema = z.strictObject({
  minValidBet: amountOrZeroSchema,
  /** Basis points of the base (valid bet for salaries, net loss for dividends). */
  rate: z.number().int().min(1).max(RATE_SCALE),
});

/** Terms as offered: the tiers start at 0 and rise; extra fields by kind. */
export const contractTermsSchema = z
  .strictObject({
    tiers: z.array(contractTierSchema).min(1).max(MAX_TIERS),
    minActiveMembers: z.number().int().min(0).max(100_000),
    minMemberValidBet: amountOrZeroSchema,
    period: z.enum(dividendPeriods).optional(),
    realtimeType: z.enum(realtimeTypes).optional(),
    singleBetAmount: amountSchema.optional(),
  })
  .refine((t) => t.tiers[0]?.minValidBet === 0, {
    error: 'CONTRACT_TIERS_INVALID',
    path: ['tiers'],
  })
  .refine(
    (t) => t.tiers.every((tier, i) => i === 0 || tier.minValidBet > t.tiers[i - 1]!.minValidBet),
    {
      error: 'CONTRACT_TIERS_INVALID',
      path: ['tiers'],
    },
  );
export type ContractTermsInput = z.infer<typeof contractTermsSchema>;

// ── Contract requests: the four `process` calls of spec §7 ─────────────────────────────

/**
 * Body of each `process` call: the upline offers a new contract or its termination to a
 * direct downline; the downline accepts or rejects an open request of that kind.
 */
export const contractProcessSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('offer'), downlineId: idSchema, terms: contractTermsSchema }),
  z.strictObject({ action: z.literal('terminate'), downlineId: idSchema }),
  z.strictObject({ action: z.literal('accept'), requestId: idSchema }),
  z.strictObject({ action: z.literal('reject'), requestId: idSchema }),
]);
export type ContractProcess = z.infer<typeof contractProcessSchema>;

export const contractTermsValueSchema = z.object({
  tiers: z.array(z.object({ minValidBet: minorUnitsSchema, rate: count })),
  minActiveMembers: count,
  minMemberValidBet: minorUnitsSchema,
  period: z.enum(dividendPeriods).optional(),
  realtimeType: z.enum(realtimeTypes).optional(),
  singleBetAmount: minorUnitsSchema.optional(),
});

export const contractRequestSchema = z.object({
  id,
  kind: z.enum(contractKinds),
  action: z.enum(contractRequestActions),
  status: z.enum(contractRequestStatuses),
  uplineAccount: z.string(),
  downlineId: id,
  downlineAccount: z.string(),
  terms: contractTermsValueSchema.nullable(),
  createdAt: instant,
  decidedAt: instant.nullable(),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

/** Reply of each `process` call: the request it created (offer, terminate) or decided. */
export const contractProcessValueSchema = contractRequestSchema;

export const contractSchema = z.object({
  id,
  kind: z.enum(contractKinds),
  /** Null for a top-level contract the operator set. */
  uplineAccount: z.string().nullable(),
  downlineId: id,
  downlineAccount: z.string(),
  terms: contractTermsValueSchema,
  startedAt: instant,
  endedAt: instant.nullable(),
  endReason: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** `GET /wps/agent/contracts`: mine (as downline), my downlines', and open requests. */
export const contractsValueSchema = z.object({
  mine: z.array(contractSchema),
  downlines: z.array(contractSchema),
  requests: z.array(contractRequestSchema),
});
export type ContractsValue = z.infer<typeof contractsValueSchema>;

/** Spec §3 consolidated contract info: the open request of each kind for the caller. */
export const contractInfoSchema = z.object({
  divtypereq: contractRequestSchema.nullable(),
  dailysalreqtype: contractRequestSchema.nullable(),
  contracthoursalreq: contractRequestSchema.nullable(),
  realtimesalreqtype: contractRequestSchema.nullable(),
});
export type ContractInfo = z.infer<typeof contractInfoSchema>;

// ── Bills ───────────────────────────────────────────────────────────────────────────────

export const billSchema = z.object({
  id,
  contractId: id,
  kind: z.enum(contractKinds),
  /** `D:2026-11-24`, `H:2026-11-24T13`, `R:2026-11-24T13:05`, `W:2026-11-16`, `S:…`, `M:2026-11`. */
  periodKey: z.string(),
  periodStart: instant,
  periodEnd: instant,
  agentAccount: z.string(),
  /** The team figures the bill was computed from. */
  validBet: signedMinor,
  profitLoss: signedMinor,
  activeMembers: count,
  rate: count,
  /** What the contract earned on the team's facts. */
  gross: minorUnitsSchema,
  /** What contracted downlines earned from the same facts (paid to them, not to the agent). */
  downlineGross: minorUnitsSchema,
  /** What this agent was paid (or will be): gross − downlines', never below 0. */
  payable: minorUnitsSchema,
  status: z.enum(billStatuses),
  /** A code of `billReasons`, or the operator's or a failed payment's own words. */
  reason: z.string().nullable(),
  settledAt: instant.nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billsQuerySchema = z.strictObject({
  kind: z.enum(contractKinds),
  page: pageParam.optional(),
});
export const billsValueSchema = z.object({
  content: z.array(billSchema),
  pageNum: z.number().int().min(1),
  totalPages: count,
  totalPaid: minorUnitsSchema,
});
export type BillsValue = z.infer<typeof billsValueSchema>;

// ── Reports ─────────────────────────────────────────────────────────────────────────────

/** Query of the overview and the reports: a named period or a range of UTC days. */
export const reportPeriodQuerySchema = z.strictObject({
  period: z.enum(reportPeriods).optional(),
  from: dayParam.optional(),
  to: dayParam.optional(),
});
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/**
 * Team figures for a period. The team is the caller's downlines at every level (not the
 * caller itself). Amounts in minor units. `profitLoss` is the members' win or loss,
 * payout + bonus − validBet: positive when the members won (the house lost).
 */
export const teamOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  directMembers: count,
  teamMembers: count,
  newRegistrations: count,
  firstDeposits: count,
  activeMembers: count,
  deposits: dayFigure,
  withdrawals: dayFigure,
  validBet: dayFigure,
  payout: dayFigure,
  bonus: dayFigure,
  profitLoss: signedMinor,
  teamBalance: minorUnitsSchema,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const downlinesQuerySchema = z.strictObject({
  /** Whose direct downlines (default: the caller's); must be in the caller's team. */
  parentId: idParamSchema.optional(),
  /** 1 = direct, 2, 3…: depth below the caller; absent = all levels when searching. */
  level: digitsInt(1, 50).optional(),
  search: text(64).optional(),
  sort: z.enum(downlineSorts).optional(),
  page: pageParam.optional(),
});
export type DownlinesQuery = z.infer<typeof downlinesQuerySchema>;

export const downlineSchema = z.object({
  id,
  account: z.string(),
  nickname: z.string(),
  /** Member type (0 member; 1, 2, 41, 42 agents). */
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Depth below the caller (1 = direct). */
  level: z.number().int().min(1),
  parentAccount: z.string(),
  directCount: count,
  balance: minorUnitsSchema,
  /** Valid bet of the current month. */
  validBet: dayFigure,
  registeredAt: instant,
  lastLoginAt: instant.nullable(),
  /** Kinds of contract this downline holds from the caller. */
  contracts: z.array(z.enum(contractKinds)),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesValueSchema = z.object({
  content: z.array(downlineSchema),
  pageNum: z.number().int().min(1),
  totalPages: count,
  total: count,
});
export type DownlinesValue = z.infer<typeof downlinesValueSchema>;

export const downlineDetailSchema = downlineSchema.extend({
  overview: teamOverviewSchema,
  contractsHeld: z.array(contractSchema),
  requests: z.array(contractRequestSchema),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

/** PUT body of registerDownline (E). */
export const registerDownlineSchema = z.strictObject({
  username: text(32, { min: 1 }),
  password: text(64, { min: 1 }),
  confirmPassword: text(64, { min: 1 }),
  /** A sub-agent only where the agent policy allows. */
  asAgent: z.boolean().optional(),
  nickname: text(32).optional(),
});
export type RegisterDownline = z.infer<typeof registerDownlineSchema>;
export const registerDownlineValueSchema = z.object({
  id,
  account: z.string(),
  isAgent: z.boolean(),
});

export const inviteSchema = z.object({
  affiliateCode: z.string(),
  /** Path and query of the registration link; the page adds its own origin. */
  invitePath: z.string(),
  allowSubAgents: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST body of transferDownline (E). */
export const transferDownlineSchema = z.strictObject({
  downlineId: idSchema,
  amount: amountSchema,
  paymentPassword: paymentPasswordSchema,
  requestId: text(64, { min: 8 }),
});
export type TransferDownline = z.infer<typeof transferDownlineSchema>;

/** POST body of transferUpline (E). */
export const transferUplineSchema = z.strictObject({
  amount: amountSchema,
  paymentPassword: paymentPasswordSchema,
  requestId: text(64, { min: 8 }),
});
export type TransferUpline = z.infer<typeof transferUplineSchema>;

export const transferValueSchema = z.object({
  amount: minorUnitsSchema,
  balance: minorUnitsSchema,
  toAccount: z.string(),
});
export type TransferValue = z.infer<typeof transferValueSchema>;

export const transferUplineInfoSchema = z.object({
  /** Null when the member has no upline. */
  uplineAccount: z.string().nullable(),
  allowed: z.boolean(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  hasPaymentPassword: z.boolean(),
});
export type TransferUplineInfo = z.infer<typeof transferUplineInfoSchema>;

export const pagedReportQuerySchema = reportPeriodQuerySchema.extend({
  search: text(64).optional(),
  page: pageParam.optional(),
});
export type PagedReportQuery = z.infer<typeof pagedReportQuerySchema>;

/**
 * Team betting: one row per member, provider and day. In every report `profitLoss` is the
 * member's win or loss (positive = the member won): here payout − validBet.
 */
export const teamBetRowSchema = z.object({
  day: z.string(),
  /** The member's id, for the row's drill-down by game (agentPaths.teamBetGames). */
  memberId: id,
  account: z.string(),
  vendorCode: z.string(),
  betCount: dayFigure,
  validBet: dayFigure,
  payout: dayFigure,
  profitLoss: signedMinor,
});
export type TeamBetRow = z.infer<typeof teamBetRowSchema>;
/** The drill-down of a team-betting row: one member's day, optionally one provider's games. */
export const teamBetGamesQuerySchema = z.strictObject({
  memberId: idParamSchema,
  day: dayParam,
  vendorCode: text(32, { min: 1 }).optional(),
});
export type TeamBetGamesQuery = z.infer<typeof teamBetGamesQuerySchema>;

/**
 * One game of that day: rounds played, stakes, wins, and the member's win or loss
 * (payout − stake). `gameName` is the catalogue's name, or the code when the catalogue
 * has no such game.
 */
export const teamBetGameRowSchema = z.object({
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  rounds: count,
  stake: minorUnitsSchema,
  payout: minorUnitsSchema,
  profitLoss: signedMinor,
});
export type TeamBetGameRow = z.infer<typeof teamBetGameRowSchema>;
export const teamBetGamesValueSchema = z.object({
  day: z.string(),
  account: z.string(),
  content: z.array(teamBetGameRowSchema),
  totals: z.object({
    rounds: count,
    stake: minorUnitsSchema,
    payout: minorUnitsSchema,
    profitLoss: signedMinor,
  }),
});
export type TeamBetGamesValue = z.infer<typeof teamBetGamesValueSchema>;
/** User loss: one row per downline with play in the period; profitLoss = payout + bonus − validBet. */
export const userLossRowSchema = z.object({
  account: z.string(),
  level: z.number().int().min(1),
  validBet: dayFigure,
  payout: dayFigure,
  bonus: dayFigure,
  profitLoss: signedMinor,
});
export const teamTransactionRowSchema = z.object({
  day: z.string(),
  account: z.string(),
  deposit: dayFigure,
  withdrawal: dayFigure,
  transferIn: dayFigure,
  transferOut: dayFigure,
  bonus: dayFigure,
});
export const incomeRowSchema = z.object({
  day: z.string(),
  salary: dayFigure,
  dividend: dayFigure,
  transferIn: dayFigure,
  transferOut: dayFigure,
});

function pagedOf<T extends z.ZodType>(row: T) {
  return z.object({
    from: z.string(),
    to: z.string(),
    content: z.array(row),
    pageNum: z.number().int().min(1),
    totalPages: count,
    /** Sums over every row of the period, not only this page. */
    totals: z.record(z.string(), signedMinor),
  });
}
export const teamBetsValueSchema = pagedOf(teamBetRowSchema);
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;
export const userLossValueSchema = pagedOf(userLossRowSchema);
export type UserLossValue = z.infer<typeof userLossValueSchema>;
export const teamTransactionsValueSchema = pagedOf(teamTransactionRowSchema);
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;
export const incomeValueSchema = pagedOf(incomeRowSchema);
export type IncomeValue = z.infer<typeof incomeValueSchema>;

export const agentAnnouncementSchema = z.object({
  id,
  title: z.string(),
  /** HTML as the operator wrote it: the browser sanitizes it, as every announcement (S4). */
  content: z.string(),
  publishedAt: instant,
});
export const agentAnnouncementsSchema = z.array(agentAnnouncementSchema);
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

// ── Operator ────────────────────────────────────────────────────────────────────────────

/** The agent policy the operator sets. */
/** The largest daily limit of transfers to the upline (R$ 10,000,000.00). */
export const MAX_UPLINE_DAILY = 1_000_000_000;

export const agentPolicySchema = z.strictObject({
  /** Agents may register sub-agents (registerCenter). */
  allowSubAgents: z.boolean(),
  /** Members may send money to their upline (transferUpline). */
  allowUplineTransfer: z.boolean(),
  minTransfer: amountSchema,
  maxTransfer: amountSchema,
  /** Dividends above this wait for the operator's approval (status applying). */
  dividendApprovalAbove: amountOrZeroSchema,
  /**
   * The most a member may send its upline in one UTC day, 0 for no daily limit (issue 15).
   * Bounded so the day's running total fits its counter; absent in an older stored policy.
   */
  maxUplineDaily: z.number().int().min(0).max(MAX_UPLINE_DAILY).default(0),
});
export type AgentPolicy = z.infer<typeof agentPolicySchema>;
export const DEFAULT_AGENT_POLICY: AgentPolicy = {
  allowSubAgents: true,
  allowUplineTransfer: true,
  minTransfer: 100,
  maxTransfer: 10_000_000,
  dividendApprovalAbove: 1_000_000,
  maxUplineDaily: 20_000_000,
};

export const operatorTopContractSchema = z.strictObject({
  agentId: idSchema,
  kind: z.enum(contractKinds),
  terms: contractTermsSchema,
});
export type OperatorTopContract = z.infer<typeof operatorTopContractSchema>;

export const operatorSettleSchema = z.strictObject({
  kind: z.enum(contractKinds),
  /** A period key (`D:2026-11-24`); absent = every due period up to now. */
  periodKey: text(32).optional(),
});
export type OperatorSettle = z.infer<typeof operatorSettleSchema>;
export const settlementResultSchema = z.object({
  periods: z.array(
    z.object({
      kind: z.enum(contractKinds),
      periodKey: z.string(),
      bills: count,
      issued: count,
      paid: minorUnitsSchema,
      applying: count,
      notReached: count,
      failed: count,
    }),
  ),
});
export type SettlementResult = z.infer<typeof settlementResultSchema>;

export const operatorMemberStatusSchema = z.strictObject({ status: z.enum(accountStatuses) });
export const operatorBillDecisionSchema = z.strictObject({ reason: text(140).optional() });
