import {
  applyRate,
  rateAt,
  type AgentPolicy,
  type BillReason,
  type BillStatus,
  type ContractKind,
  type ContractTerms,
} from '@openlobby/contract';

/** A contract billed for the period (active at its end), with its place in the chain. */
export type BillableContract = {
  id: number;
  kind: ContractKind;
  /** Null for a top-level contract the operator set. */
  uplineId: number | null;
  /** The payee. */
  downlineId: number;
  terms: ContractTerms;
};

/** What the settlement knows of a contract's team (downline and descendants) in the period. */
export type TeamFacts = {
  /** Stakes less rolled-back stakes. */
  validBet: number;
  /** Wins. */
  payout: number;
  bonus: number;
  /** Team members whose valid bet reached the contract's `minMemberValidBet` (and > 0). */
  activeMembers: number;
  /** Real-time `single_bet` only: stakes of the slot's bets at or above `singleBetAmount`. */
  singleBetStakes: number;
};

export const NO_FACTS: TeamFacts = {
  validBet: 0,
  payout: 0,
  bonus: 0,
  activeMembers: 0,
  singleBetStakes: 0,
};

export type ComputedBill = {
  contractId: number;
  kind: ContractKind;
  agentId: number;
  validBet: number;
  /** The members' result (wins + bonuses − valid bets): negative when the house won. */
  profitLoss: number;
  activeMembers: number;
  rate: number;
  /** What the contract earned on its team's facts, before its upline's cap. */
  gross: number;
  /** What its contracted direct downlines get from the same facts (after capping). */
  downlineGross: number;
  payable: number;
  status: Extract<BillStatus, 'not_reached' | 'pending' | 'applying' | 'issued'>;
  /** A code the agent's client words in its language (contract `billReasons`). */
  reason: BillReason | null;
};

type Earned = { gross: number; rate: number; reason: BillReason | null };

/**
 * One contract's gross on its team's facts (ADR 023 "Rules of the economy"): the conditions
 * first (active members), then the kind's formula at the tier the team's valid bet reached.
 */
export function grossOf(kind: ContractKind, terms: ContractTerms, facts: TeamFacts): Earned {
  const rate = rateAt(terms.tiers, facts.validBet);
  if (facts.activeMembers < terms.minActiveMembers) {
    return {
      gross: 0,
      rate,
      reason: 'too_few_active_members',
    };
  }
  let gross: number;
  switch (kind) {
    case 'daily':
    case 'hourly':
      gross = applyRate(facts.validBet, rate);
      break;
    case 'realtime':
      gross =
        terms.realtimeType === 'profit'
          ? applyRate(Math.max(0, facts.payout - facts.validBet), rate)
          : terms.realtimeType === 'single_bet'
            ? applyRate(facts.singleBetStakes, rate)
            : applyRate(Math.max(0, facts.validBet - facts.payout), rate);
      break;
    case 'dividend': {
      // The house's win: no dividend on a period the team won, and nothing carried over.
      const netLoss = facts.validBet - facts.payout - facts.bonus;
      if (netLoss <= 0) return { gross: 0, rate, reason: 'no_team_net_loss' };
      gross = applyRate(netLoss, rate);
      break;
    }
  }
  return { gross, rate, reason: gross > 0 ? null : 'nothing_earned' };
}

/**
 * The bills of one kind and period, as a pure function of the contracts and their teams'
 * facts (R9). The contracts form a forest: a contract's parent is the one whose payee is
 * its upline. Top-down, each contract keeps g' (its gross, or its share of its upline's g'
 * when its siblings' grosses together exceed it: "capped by upline"), and is paid
 * g' − Σ g'(children). So a whole chain costs exactly its top contract's gross.
 *
 * A contract whose upline holds no billed contract of the kind (which the cascade of ADR
 * 023 prevents) is settled as a top of its own chain: its payee is still owed.
 */
export function computeBills(
  contracts: readonly BillableContract[],
  facts: ReadonlyMap<number, TeamFacts>,
  policy: Pick<AgentPolicy, 'dividendApprovalAbove'>,
): ComputedBill[] {
  const byPayee = new Map<number, BillableContract>();
  for (const c of [...contracts].sort((a, b) => a.id - b.id)) {
    if (!byPayee.has(c.downlineId)) byPayee.set(c.downlineId, c);
  }
  const children = new Map<number, BillableContract[]>();
  const roots: BillableContract[] = [];
  for (const c of contracts) {
    const parent = c.uplineId === null ? undefined : byPayee.get(c.uplineId);
    if (!parent || parent.id === c.id) {
      roots.push(c);
      continue;
    }
    children.set(parent.id, [...(children.get(parent.id) ?? []), c]);
  }

  const earned = new Map<number, Earned>();
  for (const c of contracts)
    earned.set(c.id, grossOf(c.kind, c.terms, facts.get(c.id) ?? NO_FACTS));

  const bills: ComputedBill[] = [];
  const visited = new Set<number>();
  // Iterative, so a deep chain cannot overflow the stack; `visited` guards a corrupt cycle.
  const stack = roots.map((c) => ({ contract: c, effective: earned.get(c.id)!.gross }));
  while (stack.length > 0) {
    const { contract, effective } = stack.pop()!;
    if (visited.has(contract.id)) continue;
    visited.add(contract.id);
    const kids = (children.get(contract.id) ?? []).filter((k) => !visited.has(k.id));
    const kidGross = kids.reduce((sum, k) => sum + earned.get(k.id)!.gross, 0);
    let downlineGross = 0;
    for (const kid of kids) {
      const g = earned.get(kid.id)!.gross;
      const share =
        kidGross <= effective
          ? g
          : Number((BigInt(g) * BigInt(effective)) / BigInt(Math.max(kidGross, 1)));
      downlineGross += share;
      stack.push({ contract: kid, effective: share });
    }
    bills.push(
      billOf(contract, facts.get(contract.id) ?? NO_FACTS, earned.get(contract.id)!, {
        effective,
        downlineGross,
        policy,
      }),
    );
  }
  return bills.sort((a, b) => a.contractId - b.contractId);
}

function billOf(
  c: BillableContract,
  facts: TeamFacts,
  earned: Earned,
  chain: {
    effective: number;
    downlineGross: number;
    policy: Pick<AgentPolicy, 'dividendApprovalAbove'>;
  },
): ComputedBill {
  const payable = chain.effective - chain.downlineGross;
  const capped = chain.effective < earned.gross;
  let status: ComputedBill['status'];
  let reason = earned.reason;
  if (earned.gross === 0) status = 'not_reached';
  else if (chain.effective === 0) {
    status = 'not_reached';
    reason = 'upline_earned_nothing';
  } else if (payable === 0) {
    // Reached, but the downlines earned all of it: settled with nothing to post.
    status = 'issued';
    reason = capped ? 'capped_all_to_downlines' : 'all_to_downlines';
  } else {
    status =
      c.kind === 'dividend' && payable > chain.policy.dividendApprovalAbove
        ? 'applying'
        : 'pending';
    reason = capped ? 'capped_by_upline' : null;
  }
  return {
    contractId: c.id,
    kind: c.kind,
    agentId: c.downlineId,
    validBet: facts.validBet,
    profitLoss: facts.payout + facts.bonus - facts.validBet,
    activeMembers: facts.activeMembers,
    rate: earned.rate,
    gross: earned.gross,
    downlineGross: chain.downlineGross,
    payable,
    status,
    reason,
  };
}
