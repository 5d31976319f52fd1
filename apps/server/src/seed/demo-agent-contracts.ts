import type { ContractKind, ContractTerms } from '@openlobby/contract';

/**
 * The demo team's contracts (spec §3): `demo_agent` holds the operator's top-level contract
 * of each kind, passes lower rates down to its sub-agents, and one sub-agent passes some on
 * to its own. Two offers wait for an answer, so the contract modal has something to show
 * to a sub-agent and to a plain member. The chain keeps the rules the contract service
 * enforces: an upline offers only a kind it holds, and no downline's tiers pay more than
 * its upline's (`exceedsRate`, checked by the seed test).
 */
export type DemoContract = {
  kind: ContractKind;
  /** Null: top-level, set by the operator. */
  upline: string | null;
  downline: string;
  terms: ContractTerms;
};

const flat = (rate: number) => [{ minValidBet: 0, rate }];
const salary = (tiers: ContractTerms['tiers'], minActiveMembers = 0, minMemberValidBet = 0) => ({
  tiers,
  minActiveMembers,
  minMemberValidBet,
});
const dividend = (tiers: ContractTerms['tiers']): ContractTerms => ({
  tiers,
  minActiveMembers: 3,
  minMemberValidBet: 1_000,
  period: 'W',
});

export const DEMO_CONTRACTS: readonly DemoContract[] = [
  // The operator's contracts of demo_agent.
  {
    kind: 'daily',
    upline: null,
    downline: 'demo_agent',
    terms: salary([
      { minValidBet: 0, rate: 100 },
      { minValidBet: 5_000_000, rate: 150 },
    ]),
  },
  { kind: 'hourly', upline: null, downline: 'demo_agent', terms: salary(flat(50)) },
  {
    kind: 'realtime',
    upline: null,
    downline: 'demo_agent',
    terms: { ...salary(flat(100)), realtimeType: 'loss' },
  },
  {
    kind: 'dividend',
    upline: null,
    downline: 'demo_agent',
    terms: dividend([
      { minValidBet: 0, rate: 2_000 },
      { minValidBet: 10_000_000, rate: 3_000 },
    ]),
  },
  // demo_agent's sub-agents, at lower rates.
  {
    kind: 'daily',
    upline: 'demo_agent',
    downline: 'agentrio',
    terms: salary([
      { minValidBet: 0, rate: 80 },
      { minValidBet: 5_000_000, rate: 120 },
    ]),
  },
  { kind: 'hourly', upline: 'demo_agent', downline: 'agentrio', terms: salary(flat(30)) },
  {
    kind: 'realtime',
    upline: 'demo_agent',
    downline: 'agentrio',
    terms: { ...salary(flat(60)), realtimeType: 'loss' },
  },
  {
    kind: 'dividend',
    upline: 'demo_agent',
    downline: 'agentrio',
    terms: dividend([
      { minValidBet: 0, rate: 1_500 },
      { minValidBet: 10_000_000, rate: 2_500 },
    ]),
  },
  {
    kind: 'daily',
    upline: 'demo_agent',
    downline: 'agentsampa',
    terms: salary(flat(70), 5, 1_000),
  },
  { kind: 'dividend', upline: 'demo_agent', downline: 'agentsampa', terms: dividend(flat(1_200)) },
  // A condition a small team misses on quiet days: its bills show "not reached".
  { kind: 'hourly', upline: 'demo_agent', downline: 'agentbh', terms: salary(flat(40), 4, 500) },
  // agentrio passes part of its own on to agentniteroi.
  { kind: 'daily', upline: 'agentrio', downline: 'agentniteroi', terms: salary(flat(50)) },
  { kind: 'dividend', upline: 'agentrio', downline: 'agentniteroi', terms: dividend(flat(1_000)) },
];

/** Offers waiting for the downline's answer (status `process`). */
export const DEMO_OFFERS: readonly DemoContract[] = [
  { kind: 'daily', upline: 'demo_agent', downline: 'agentbh', terms: salary(flat(60), 3, 1_000) },
  { kind: 'daily', upline: 'demo_agent', downline: 'downline_one', terms: salary(flat(30)) },
];
