import {
  contractKinds,
  type AgentPolicy,
  type BillStatus,
  type ContractKind,
  type OperatorBill,
  type SettlementResult,
} from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { AGENT_PAY, post } from '../../wallet';
import {
  billById,
  claimBill,
  insertPeriodBills,
  lastRunEnd,
  markBillFailed,
  operatorBills,
  pendingBillIds,
  periodStored,
  periodStatusCounts,
  rejectHeldBill,
  setBillPosting,
} from './bill-repository';
import { operatorBillOf } from './bill-view';
import { computeBills, type BillableContract } from './compute';
import { billableContracts, earliestContractStart, teamFacts } from './facts-repository';
import {
  dividendUnit,
  duePeriods,
  operatorPeriod,
  unitsOfKind,
  type Period,
  type PeriodUnit,
} from './periods';

export type PeriodSummary = SettlementResult['periods'][number];

/** Most periods one catch-up call settles; the next call (a minute later) goes on. */
export const MAX_PERIODS_PER_CALL = 3000;

/** The ledger key of a bill's one payment (R9): a replay of it moves nothing. */
export const billPostingKey = (billId: number) => `agent-bill:${billId}`;

/**
 * Settles one period of a kind that an operator names (`D:2026-11-24`): computes and stores
 * its bills unless stored already, then pays those still pending. A rerun pays nothing
 * more; after a crash it pays what was left. PERIOD_KEY_INVALID, PERIOD_NOT_ENDED.
 */
export async function settlePeriod(
  db: Db,
  kind: ContractKind,
  periodKey: string,
  policy: Pick<AgentPolicy, 'dividendApprovalAbove'>,
  now: Date = new Date(),
): Promise<SettlementResult> {
  const period = operatorPeriod(kind, periodKey, now);
  return { periods: [await settleOne(db, kind, period, policy)] };
}

/**
 * Every due period of every kind after the last settled one (ADR 023), starting no earlier
 * than the kind's first contract, at most `maxPeriods` per call; and, first, any bill left
 * pending by a crash. What the scheduler runs. Lists the periods that had bills.
 */
export async function settleDuePeriods(
  db: Db,
  options: {
    now: Date;
    policy: Pick<AgentPolicy, 'dividendApprovalAbove'>;
    /** Only these kinds (all by default). */
    kinds?: readonly ContractKind[];
    maxPeriods?: number;
  },
): Promise<SettlementResult> {
  const periods: PeriodSummary[] = [];
  let budget = options.maxPeriods ?? MAX_PERIODS_PER_CALL;
  for (const kind of options.kinds ?? contractKinds) {
    const earliest = await earliestContractStart(db, kind);
    if (!earliest) continue;
    periods.push(...(await payLeftovers(db, kind)));
    for (const unit of unitsOfKind[kind]) {
      if (budget <= 0) break;
      const last = await lastRunEnd(db, kind, unit);
      const from = last && last > earliest ? last : earliest;
      const due = duePeriods(unit, from, options.now, budget);
      budget -= due.length;
      for (const period of due) {
        const summary = await settleOne(db, kind, period, options.policy);
        if (summary.bills > 0) periods.push(summary);
      }
    }
  }
  return { periods };
}

async function settleOne(
  db: Db,
  kind: ContractKind,
  period: Period,
  policy: Pick<AgentPolicy, 'dividendApprovalAbove'>,
): Promise<PeriodSummary> {
  await storePeriod(db, kind, period, policy);
  const paid = await payPending(db, kind, period.key);
  return summarize(db, kind, period.key, paid);
}

/**
 * Computes a period's bills from the rollups and stores them with its run row, unless
 * stored already: the first half of a settlement (exported for the tests that interrupt
 * one between storing and paying).
 */
export async function storePeriod(
  db: Db,
  kind: ContractKind,
  period: Period,
  policy: Pick<AgentPolicy, 'dividendApprovalAbove'>,
): Promise<void> {
  if (await periodStored(db, kind, period.key)) return;
  const contracts = chainsOfUnit(kind, period.unit, await billableContracts(db, kind, period.end));
  const bills = computeBills(contracts, await teamFacts(db, contracts, period), policy);
  await insertPeriodBills(db, kind, period, bills);
}

/**
 * The contracts settled in a unit's periods. A dividend chain follows its top contract's
 * period (a downline's own `period` term is ignored), so a whole chain is always settled
 * on the same facts and R9 holds; salaries have one unit per kind.
 */
function chainsOfUnit(
  kind: ContractKind,
  unit: PeriodUnit,
  contracts: BillableContract[],
): BillableContract[] {
  if (kind !== 'dividend') return contracts;
  const byPayee = new Map(contracts.map((c) => [c.downlineId, c]));
  const topOf = (c: BillableContract) => {
    const seen = new Set<number>();
    let top = c;
    for (;;) {
      const up = top.uplineId === null ? undefined : byPayee.get(top.uplineId);
      if (!up || seen.has(up.id)) return top;
      seen.add(top.id);
      top = up;
    }
  };
  return contracts.filter((c) => dividendUnit[topOf(c).terms.period ?? 'W'] === unit);
}

type Paid = { issued: number; paid: number };

/**
 * Payments in flight at once: each is its own short transaction on another agent's wallet.
 * Four of the pool's ten connections: 10,100 bills in about 18 s on a 2-core PostgreSQL,
 * leaving connections for requests while a daily settlement runs.
 */
const PAY_CONCURRENCY = 4;

async function payPending(db: Db, kind: ContractKind, periodKey?: string): Promise<Paid> {
  const total: Paid = { issued: 0, paid: 0 };
  const queue = (await pendingBillIds(db, kind, periodKey)).map((b) => b.id);
  // A few workers share the queue (P10: 10,000 bills in seconds on PostgreSQL); no wallet
  // row is shared between them, and AGENT_PAY has none (ADR 007, P6).
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const outcome = await payBill(db, id, 'pending');
      if (outcome.status === 'paid') {
        total.issued += 1;
        total.paid += outcome.amount;
      }
    }
  };
  await Promise.all(Array.from({ length: PAY_CONCURRENCY }, worker));
  return total;
}

/** Bills a crash left pending in periods already stored: paid now, once. */
async function payLeftovers(db: Db, kind: ContractKind): Promise<PeriodSummary[]> {
  const keys = new Set((await pendingBillIds(db, kind)).map((b) => b.periodKey));
  const summaries: PeriodSummary[] = [];
  for (const key of keys) {
    summaries.push(await summarize(db, kind, key, await payPending(db, kind, key)));
  }
  return summaries;
}

export type PayOutcome =
  { status: 'paid'; amount: number } | { status: 'taken' } | { status: 'failed'; reason: string };

/**
 * Pays one bill that is in `from` (pending, or applying once approved): in ONE transaction,
 * the conditional move to issued, the wallet posting (kind salary or dividend, from
 * AGENT_PAY, keyed by the bill) and its id on the bill. A racing payer finds the bill
 * issued (`taken`). A payment that throws (e.g. BALANCE_LIMIT_EXCEEDED) leaves the bill
 * failed with its reason, visible to operators and the agent, never silently unpaid.
 * Exported for the tests that interrupt a settlement half-way.
 */
export async function payBill(db: Db, id: number, from: BillStatus): Promise<PayOutcome> {
  try {
    return await db.transaction(async (tx): Promise<PayOutcome> => {
      const bill = await claimBill(tx, id, from);
      if (!bill) return { status: 'taken' };
      const posting = await post(tx, {
        idempotencyKey: billPostingKey(id),
        kind: bill.kind === 'dividend' ? 'dividend' : 'salary',
        memberId: bill.agentId,
        amount: bill.payable,
        counterparty: AGENT_PAY,
        reference: bill.periodKey,
      });
      await setBillPosting(tx, id, posting.postingId);
      return { status: 'paid', amount: bill.payable };
    });
  } catch (error) {
    const reason = failureReason(error);
    return (await markBillFailed(db, id, from, reason))
      ? { status: 'failed', reason }
      : { status: 'taken' };
  }
}

function failureReason(error: unknown): string {
  if (error instanceof AppError) return `${error.errorCode}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

async function summarize(
  db: Db,
  kind: ContractKind,
  periodKey: string,
  paid: Paid,
): Promise<PeriodSummary> {
  const counts = await periodStatusCounts(db, kind, periodKey);
  const n = (s: BillStatus) => counts.get(s) ?? 0;
  return {
    kind,
    periodKey,
    bills: [...counts.values()].reduce((a, b) => a + b, 0),
    issued: paid.issued,
    paid: paid.paid,
    applying: n('applying'),
    notReached: n('not_reached'),
    failed: n('failed'),
  };
}

/** Bills for operators, newest first. */
export async function listBills(
  db: Db,
  filter: { status?: BillStatus | undefined; kind?: ContractKind | undefined; limit: number },
): Promise<OperatorBill[]> {
  return (await operatorBills(db, filter)).map(operatorBillOf);
}

/**
 * The operator approves a held dividend, or retries a failed bill once the cause is fixed:
 * paid exactly as a pending bill would be (the posting's key is the bill's, so a bill can
 * never be paid twice, whatever happened before).
 */
export async function approveBill(db: Db, id: number): Promise<OperatorBill> {
  const bill = await billById(db, id);
  if (!bill) throw new AppError('BILL_NOT_FOUND', String(id));
  const from = bill.status;
  if (from !== 'applying' && from !== 'failed') throw new AppError('BILL_ALREADY_DECIDED', from);
  const outcome = await payBill(db, id, from);
  if (outcome.status === 'taken') throw new AppError('BILL_ALREADY_DECIDED', String(id));
  return operatorBillOf((await billById(db, id))!);
}

/** The operator refuses a held dividend; the reason is kept on the bill. */
export async function rejectBill(db: Db, id: number, reason?: string): Promise<OperatorBill> {
  const bill = await billById(db, id);
  if (!bill) throw new AppError('BILL_NOT_FOUND', String(id));
  if (!(await rejectHeldBill(db, id, reason?.trim() || 'rejected_by_operator'))) {
    throw new AppError('BILL_ALREADY_DECIDED', bill.status);
  }
  return operatorBillOf((await billById(db, id))!);
}
