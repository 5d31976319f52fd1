import type { ContractKind, ContractTerms } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { computeBills, grossOf, NO_FACTS, type BillableContract, type TeamFacts } from './compute';

const terms = (over: Partial<ContractTerms> = {}): ContractTerms => ({
  tiers: [
    { minValidBet: 0, rate: 100 },
    { minValidBet: 1_000_000, rate: 200 },
  ],
  minActiveMembers: 0,
  minMemberValidBet: 0,
  ...over,
});
const facts = (over: Partial<TeamFacts>): TeamFacts => ({ ...NO_FACTS, activeMembers: 1, ...over });
const policy = { dividendApprovalAbove: 1_000_000 };

describe('a contract gross by kind', () => {
  it('daily and hourly: team valid bet × the tier reached', () => {
    expect(grossOf('daily', terms(), facts({ validBet: 999_999 }))).toMatchObject({
      gross: 9_999,
      rate: 100,
    });
    expect(grossOf('hourly', terms(), facts({ validBet: 1_000_000 }))).toMatchObject({
      gross: 20_000,
      rate: 200,
    });
  });

  it('needs its active members, else nothing with the reason', () => {
    const t = terms({ minActiveMembers: 3 });
    expect(grossOf('daily', t, facts({ validBet: 500_000, activeMembers: 2 }))).toEqual({
      gross: 0,
      rate: 100,
      reason: 'too_few_active_members',
    });
  });

  it('real-time: on the team profit, the team loss, or the large bets', () => {
    const f = facts({ validBet: 100_000, payout: 160_000, singleBetStakes: 50_000 });
    expect(grossOf('realtime', terms({ realtimeType: 'profit' }), f).gross).toBe(600);
    expect(grossOf('realtime', terms({ realtimeType: 'loss' }), f).gross).toBe(0);
    expect(
      grossOf(
        'realtime',
        terms({ realtimeType: 'loss' }),
        facts({ validBet: 100_000, payout: 40_000 }),
      ).gross,
    ).toBe(600);
    expect(grossOf('realtime', terms({ realtimeType: 'single_bet' }), f).gross).toBe(500);
  });

  it('dividend: on the team net loss (bets − wins − bonuses), nothing when the team won', () => {
    const t = terms({ period: 'W', tiers: [{ minValidBet: 0, rate: 3000 }] });
    expect(
      grossOf('dividend', t, facts({ validBet: 100_000, payout: 50_000, bonus: 10_000 })).gross,
    ).toBe(12_000);
    expect(
      grossOf('dividend', t, facts({ validBet: 100_000, payout: 95_000, bonus: 10_000 })),
    ).toEqual({
      gross: 0,
      rate: 3000,
      reason: 'no_team_net_loss',
    });
  });
});

let nextId = 1;
const contract = (
  downlineId: number,
  uplineId: number | null,
  rate: number,
  kind: ContractKind = 'daily',
): BillableContract => ({
  id: nextId++,
  kind,
  uplineId,
  downlineId,
  terms: terms({
    tiers: [{ minValidBet: 0, rate }],
    period: kind === 'dividend' ? 'W' : undefined,
  }),
});

describe('the chain', () => {
  it('pays each agent its gross less its downlines’, the chain its top gross', () => {
    const top = contract(1, null, 200);
    const mid = contract(2, 1, 150);
    const leaf = contract(3, 2, 100);
    const f = new Map([
      [top.id, facts({ validBet: 1_000_000 })],
      [mid.id, facts({ validBet: 600_000 })],
      [leaf.id, facts({ validBet: 200_000 })],
    ]);
    const bills = computeBills([leaf, top, mid], f, policy);
    const by = new Map(bills.map((b) => [b.contractId, b]));
    expect(by.get(top.id)).toMatchObject({
      gross: 20_000,
      downlineGross: 9_000,
      payable: 11_000,
      status: 'pending',
    });
    expect(by.get(mid.id)).toMatchObject({
      gross: 9_000,
      downlineGross: 2_000,
      payable: 7_000,
      status: 'pending',
    });
    expect(by.get(leaf.id)).toMatchObject({
      gross: 2_000,
      downlineGross: 0,
      payable: 2_000,
      status: 'pending',
    });
    expect(bills.reduce((s, b) => s + b.payable, 0)).toBe(20_000);
  });

  it('scales downlines down when together they earn more than their upline', () => {
    // Different active-member conditions can leave the upline below its downlines.
    const top = contract(1, null, 100);
    const a = contract(2, 1, 100);
    const b = contract(3, 1, 100);
    const f = new Map([
      [top.id, facts({ validBet: 1_000 })],
      [a.id, facts({ validBet: 1_000 })],
      [b.id, facts({ validBet: 2_000 })],
    ]);
    const bills = new Map(computeBills([top, a, b], f, policy).map((x) => [x.contractId, x]));
    // g(top) = 10, g(a) = 10, g(b) = 20 → a gets floor(10·10/30) = 3, b floor(20·10/30) = 6.
    expect(bills.get(a.id)).toMatchObject({ gross: 10, payable: 3, reason: 'capped_by_upline' });
    expect(bills.get(b.id)).toMatchObject({ gross: 20, payable: 6, reason: 'capped_by_upline' });
    expect(bills.get(top.id)).toMatchObject({ gross: 10, downlineGross: 9, payable: 1 });
  });

  it('gives nothing below an upline that did not reach its conditions', () => {
    const top = contract(1, null, 100);
    top.terms.minActiveMembers = 5;
    const kid = contract(2, 1, 100);
    const f = new Map([
      [top.id, facts({ validBet: 10_000, activeMembers: 1 })],
      [kid.id, facts({ validBet: 10_000, activeMembers: 1 })],
    ]);
    const bills = new Map(computeBills([top, kid], f, policy).map((x) => [x.contractId, x]));
    expect(bills.get(top.id)).toMatchObject({ status: 'not_reached', payable: 0 });
    expect(bills.get(kid.id)).toMatchObject({ status: 'not_reached', gross: 100, payable: 0 });
    expect(bills.get(kid.id)!.reason).toBe('upline_earned_nothing');
  });

  it('settles with nothing to post when the downlines earned it all', () => {
    const top = contract(1, null, 100);
    const kid = contract(2, 1, 100);
    const f = new Map([
      [top.id, facts({ validBet: 10_000 })],
      [kid.id, facts({ validBet: 10_000 })],
    ]);
    const bills = new Map(computeBills([top, kid], f, policy).map((x) => [x.contractId, x]));
    expect(bills.get(top.id)).toMatchObject({
      status: 'issued',
      payable: 0,
      reason: 'all_to_downlines',
    });
    expect(bills.get(kid.id)).toMatchObject({ status: 'pending', payable: 100 });
  });

  it('holds a dividend above the operator’s threshold for approval', () => {
    const top = contract(1, null, 5000, 'dividend');
    const f = new Map([[top.id, facts({ validBet: 3_000_000, payout: 0 })]]);
    expect(computeBills([top], f, policy)[0]).toMatchObject({
      payable: 1_500_000,
      status: 'applying',
    });
    expect(computeBills([top], f, { dividendApprovalAbove: 1_500_000 })[0]!.status).toBe('pending');
  });
});
