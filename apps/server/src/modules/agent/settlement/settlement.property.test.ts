import {
  MAX_AMOUNT,
  realtimeTypes,
  type ContractKind,
  type ContractTerms,
  type ContractTier,
} from '@openlobby/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { agentContract, ledgerPosting } from '../../../db/schema';
import { settlementKit } from '../../../test/settlement-kit';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { migrateDatabase } from '../../../db/migrate';
import { reconcileLedger } from '../../wallet';
import { grossOf, type TeamFacts } from './compute';
import { pendingBillIds } from './bill-repository';
import { parsePeriodKey } from './periods';
import { payBill, settlePeriod, storePeriod } from './settle';

/**
 * R9: for random agent trees, contract chains (each downline's tiers at most its upline's),
 * and bet histories dated into one period, the settlement
 * - bills each contract its kind's gross on its team's facts (checked against a model),
 * - pays each agent g' − Σ g'(children), so a whole chain costs exactly its top gross,
 * - pays each (contract, period) once: on a rerun, after an interruption between storing
 *   and paying, and when two settlements of the period run at once,
 * and the books still reconcile.
 */
const policy = { dividendApprovalAbove: MAX_AMOUNT };

const tierSteps = fc.uniqueArray(fc.constantFrom(10_000, 50_000, 200_000), { maxLength: 2 });
const treeShape = fc.record({
  /** Parent of agent i (an earlier agent, index modulo i), or −1 for a top agent. */
  parents: fc.array(
    fc.oneof({ weight: 1, arbitrary: fc.constant(-1) }, { weight: 6, arbitrary: fc.nat(6) }),
    { minLength: 1, maxLength: 7 },
  ),
  /** Plain members under each agent. */
  members: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 }),
  /** Whether agent i holds a contract (when its upline holds one, or it is a top agent). */
  contracted: fc.array(fc.constantFrom(true, true, true, false), { minLength: 7, maxLength: 7 }),
  topRates: fc.array(fc.integer({ min: 1, max: 4000 }), { minLength: 3, maxLength: 3 }),
  steps: tierSteps,
  /** A downline's rate as a share of its upline's, per agent. */
  shares: fc.array(fc.double({ min: 0.2, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }),
  minActive: fc.array(fc.constantFrom(0, 1, 1, 2), { minLength: 7, maxLength: 7 }),
  minMemberBet: fc.array(fc.constantFrom(0, 5_000, 20_000), { minLength: 7, maxLength: 7 }),
  realtime: fc.array(fc.constantFrom(...realtimeTypes), { minLength: 7, maxLength: 7 }),
});
const bet = fc.record({
  who: fc.nat(),
  stake: fc.constantFrom(1_000, 5_000, 20_000, 100_000),
  winTimes: fc.constantFrom(0, 0, 0.5, 2, 3),
  bonus: fc.constantFrom(0, 0, 0, 2_000),
  second: fc.integer({ min: 0, max: 299 }),
});
const scenario = fc.record({
  kind: fc.constantFrom<ContractKind>('daily', 'hourly', 'realtime', 'dividend'),
  tree: treeShape,
  bets: fc.array(bet, { minLength: 4, maxLength: 14 }),
  /** How the period is settled: once then again; stored then partly paid; twice at once. */
  mode: fc.constantFrom('rerun', 'interrupted', 'concurrent', 'concurrent-interrupted'),
  paySubset: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

describe.each(testDatabaseKinds())('settlement property R9 (%s)', (dbKind) => {
  const database = useTestDatabase(dbKind, { empty: true });
  let db: Db;
  let kit: ReturnType<typeof settlementKit>;
  let run = 0;
  /** Runs where some agent kept less than its gross because a downline earned part of it. */
  let sharedChains = 0;
  beforeAll(async () => {
    await migrateDatabase(database());
    db = database().db;
    kit = settlementKit(db);
  });

  async function check(s: Scenario) {
    run += 1;
    // Each run its own Monday, so its periods never meet another run's.
    const monday = new Date(Date.UTC(2025, 0, 6 + 7 * run));
    const day = monday.toISOString().slice(0, 10);
    const periodKey = {
      daily: `D:${day}`,
      hourly: `H:${day}T10`,
      realtime: `R:${day}T10:05`,
      dividend: `W:${day}`,
    }[s.kind];
    const period = parsePeriodKey(periodKey)!;
    const playStart = Date.UTC(2025, 0, 6 + 7 * run, 10, 5);

    // The tree: agents (parents earlier in the list), members under them.
    const t = s.tree;
    const agents: number[] = [];
    const parentOf = new Map<number, number | null>();
    for (let i = 0; i < t.parents.length; i++) {
      const p = t.parents[i]!;
      const parent = p >= 0 && i > 0 ? agents[p % i]! : null;
      const id = await kit.member(parent, parent === null ? 1 : 2);
      agents.push(id);
      parentOf.set(id, parent);
    }
    const everyone = [...agents];
    for (let i = 0; i < agents.length; i++) {
      for (let k = 0; k < t.members[i]!; k++) {
        const id = await kit.member(agents[i]!);
        everyone.push(id);
        parentOf.set(id, agents[i]!);
      }
    }

    // Contracts along the tree: a top agent's from the operator, others' from an upline
    // that holds one; a downline's tiers are its upline's scaled down (never above).
    const steps = [...t.steps].sort((a, b) => a - b);
    const topTiers: ContractTier[] = [
      { minValidBet: 0, rate: t.topRates[0]! },
      ...steps.map((minValidBet, i) => ({
        minValidBet,
        rate: Math.max(t.topRates[i + 1]!, t.topRates[0]!),
      })),
    ];
    const tiersOf = new Map<number, ContractTier[]>();
    const contracts: { id: number; agent: number; upline: number | null; terms: ContractTerms }[] =
      [];
    for (let i = 0; i < agents.length; i++) {
      const agent = agents[i]!;
      const upline = parentOf.get(agent)!;
      const uplineTiers = upline === null ? topTiers : tiersOf.get(upline);
      if (!uplineTiers || (upline !== null && !t.contracted[i])) continue;
      const tiers =
        upline === null
          ? uplineTiers
          : uplineTiers.map((tier) => ({
              ...tier,
              rate: Math.max(1, Math.floor(tier.rate * t.shares[i]!)),
            }));
      const terms: ContractTerms = {
        tiers,
        minActiveMembers: t.minActive[i]!,
        minMemberValidBet: t.minMemberBet[i]!,
        ...(s.kind === 'dividend' ? { period: 'W' as const } : {}),
        ...(s.kind === 'realtime' ? { realtimeType: t.realtime[i]!, singleBetAmount: 20_000 } : {}),
      };
      tiersOf.set(agent, tiers);
      const id = await kit.contract(
        s.kind,
        upline,
        agent,
        terms,
        new Date(period.start.getTime() - 1000),
      );
      contracts.push({ id, agent, upline, terms });
    }

    // Play dated inside the period, through the wallet.
    const played = new Map<number, { stakes: number[]; payout: number; bonus: number }>();
    for (const b of s.bets) {
      const who = everyone[b.who % everyone.length]!;
      const win = Math.floor(b.stake * b.winTimes);
      await kit.play(who, new Date(playStart + b.second * 1000), b.stake, win, { bonus: b.bonus });
      const m = played.get(who) ?? { stakes: [], payout: 0, bonus: 0 };
      m.stakes.push(b.stake);
      m.payout += win;
      m.bonus += b.bonus;
      played.set(who, m);
    }

    const balancesBefore = new Map<number, number>();
    for (const a of agents) balancesBefore.set(a, await kit.balance(a));
    const paidBefore = await kit.agentPayTotal();

    // Settle as the scenario says.
    const settle = () => settlePeriod(db, s.kind, periodKey, policy);
    const interrupt = async () => {
      await storePeriod(db, s.kind, period, policy);
      const pending = await pendingBillIds(db, s.kind, periodKey);
      for (const [i, { id }] of pending.entries()) {
        if (s.paySubset[i % s.paySubset.length]) await payBill(db, id, 'pending');
      }
    };
    if (s.mode === 'interrupted') {
      await interrupt();
      await settle();
    } else if (s.mode === 'concurrent') {
      await Promise.all([settle(), settle()]);
    } else if (s.mode === 'concurrent-interrupted') {
      await interrupt();
      await Promise.all([settle(), settle(), payLeft()]);
    } else {
      await settle();
    }
    async function payLeft() {
      for (const { id } of await pendingBillIds(db, s.kind, periodKey))
        await payBill(db, id, 'pending');
    }
    const rerun = await settle();
    expect(rerun.periods[0]!.paid).toBe(0);

    // The bills against the model.
    const bills = new Map((await kit.bills({ periodKey })).map((b) => [b.contractId, b]));
    const teamOf = (root: number) => everyone.filter((m) => isUnder(m, root));
    const isUnder = (m: number, root: number): boolean => {
      for (let x: number | null | undefined = m; x != null; x = parentOf.get(x))
        if (x === root) return true;
      return false;
    };
    const effective = new Map<number, number>();
    for (const c of contracts) {
      const bill = bills.get(c.id);
      expect(bill, `bill of contract ${c.id}`).toBeDefined();
      const facts: TeamFacts = {
        validBet: 0,
        payout: 0,
        bonus: 0,
        activeMembers: 0,
        singleBetStakes: 0,
      };
      for (const m of teamOf(c.agent)) {
        const p = played.get(m);
        if (!p) continue;
        const v = p.stakes.reduce((a, b) => a + b, 0);
        facts.validBet += v;
        facts.payout += p.payout;
        facts.bonus += s.kind === 'dividend' || s.kind === 'daily' ? p.bonus : 0;
        facts.singleBetStakes += p.stakes
          .filter((x) => x >= (c.terms.singleBetAmount ?? 0))
          .reduce((a, b) => a + b, 0);
        if (v > 0 && v >= c.terms.minMemberValidBet) facts.activeMembers += 1;
      }
      expect(bill!.gross).toBe(grossOf(s.kind, c.terms, facts).gross);
      expect(bill!.validBet).toBe(facts.validBet);
      effective.set(c.id, bill!.payable + bill!.downlineGross);
      expect(bill!.payable + bill!.downlineGross).toBeLessThanOrEqual(bill!.gross);
    }
    // Each agent keeps g' − Σ g'(children); a top contract's chain costs exactly its gross.
    for (const c of contracts) {
      const kids = contracts.filter((k) => k.upline === c.agent);
      expect(bills.get(c.id)!.downlineGross).toBe(
        kids.reduce((sum, k) => sum + effective.get(k.id)!, 0),
      );
      if (c.upline === null) expect(effective.get(c.id)).toBe(bills.get(c.id)!.gross);
    }
    const chainCost = (c: (typeof contracts)[number]): number =>
      bills.get(c.id)!.payable +
      contracts.filter((k) => k.upline === c.agent).reduce((sum, k) => sum + chainCost(k), 0);
    for (const top of contracts.filter((c) => c.upline === null)) {
      expect(chainCost(top)).toBe(bills.get(top.id)!.gross);
    }

    // The money: every bill paid exactly once, each agent credited its payable.
    if ([...bills.values()].some((b) => b.downlineGross > 0 && b.payable > 0)) sharedChains += 1;
    const total = [...bills.values()].reduce((sum, b) => sum + b.payable, 0);
    expect(
      [...bills.values()].filter((b) => b.status === 'pending' || b.status === 'failed'),
    ).toEqual([]);
    expect((await kit.agentPayTotal()) - paidBefore).toBe(total);
    for (const c of contracts) {
      const bill = bills.get(c.id)!;
      const postings = await db
        .select({ id: ledgerPosting.id })
        .from(ledgerPosting)
        .where(like(ledgerPosting.idempotencyKey, `agent-bill:${bill.id}`));
      expect(postings.length).toBe(bill.payable > 0 ? 1 : 0);
      expect((await kit.balance(c.agent)) - balancesBefore.get(c.agent)!).toBe(bill.payable);
    }

    // Out of later runs' periods.
    await db
      .update(agentContract)
      .set({ endedAt: period.end, endReason: 'test run over' })
      .where(and(eq(agentContract.kind, s.kind), sql`${agentContract.endedAt} IS NULL`));
  }

  it('pays each chain its top gross, each bill once', { timeout: 240_000 }, async () => {
    // A fixed seed: the 20 scenarios are random but the same at every run, so the coverage
    // check below (enough chains that shared their gross) cannot fail by chance; an
    // unseeded run made too few shared chains once in a while. Change the seed to explore.
    await fc.assert(fc.asyncProperty(scenario, check), {
      numRuns: 20,
      endOnFailure: true,
      seed: 20_261_126,
    });
    // The property means little unless chains actually shared their gross.
    expect(sharedChains).toBeGreaterThanOrEqual(3);
    expect(await reconcileLedger(db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });
});
