import type { Bill, BillStatus, ContractKind, OperatorBill } from '@openlobby/contract';
import type { BillRow } from './bill-repository';

/** A stored bill as the contract shapes it (agents see `Bill`, operators more). */
export function billOf(r: BillRow): Bill {
  return {
    id: r.id,
    contractId: r.contractId,
    kind: r.kind as ContractKind,
    periodKey: r.periodKey,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    agentAccount: r.agentAccount,
    validBet: r.validBet,
    profitLoss: r.profitLoss,
    activeMembers: r.activeMembers,
    rate: r.rate,
    gross: r.gross,
    downlineGross: r.downlineGross,
    payable: r.payable,
    status: r.status as BillStatus,
    reason: r.reason,
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

export function operatorBillOf(r: BillRow): OperatorBill {
  return { ...billOf(r), agentId: r.agentId, postingId: r.postingId };
}
