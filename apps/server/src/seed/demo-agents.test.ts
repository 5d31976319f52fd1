import { exceedsRate, type ContractTerms } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { sqlRows } from '../lib/sql-rows';
import { reconcileLedger } from '../modules/wallet/reconcile';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { runSeed } from '.';
import { seedDemoAgents } from './demo-agents';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await sqlRows<T>(db, query);
  return row!;
}

/** What the agent centre reads, counted straight from the tables. */
async function footprint(db: Db) {
  return one<Record<string, string>>(
    db,
    sql`SELECT (SELECT count(*) FROM member)::text AS members,
      (SELECT count(*) FROM agent_tree)::text AS tree,
      (SELECT count(*) FROM ledger_posting)::text AS postings,
      (SELECT coalesce(sum(valid_bet), 0) FROM member_day_stat)::text AS valid_bet,
      (SELECT count(*) FROM agent_contract)::text AS contracts,
      (SELECT count(*) FROM agent_contract_request)::text AS requests`,
  );
}

describe.each(testDatabaseKinds())("demo_agent's team on %s", (kind) => {
  const database = useTestDatabase(kind, { empty: true });
  let seededAt: number;
  let agentId: number;

  beforeAll(async () => {
    const db = database().db;
    await migrateDatabase(database());
    await runSeed(db, { demoTeam: false });
    seededAt = Date.now();
    // Two at once, as two server processes booting together: one seeds, one finds it done.
    const runs = await Promise.all([seedDemoAgents(db), seedDemoAgents(db)]);
    expect(runs.sort()).toEqual([false, true]);
    agentId = (
      await one<{ id: number }>(db, sql`SELECT id FROM member WHERE account_key = 'demo_agent'`)
    ).id;
  }, 120_000);

  it('builds a team of about 200 members over three levels', async () => {
    const levels = await sqlRows<{ depth: number; n: string }>(
      database().db,
      sql`SELECT depth, count(*)::text AS n FROM agent_tree WHERE ancestor_id = ${agentId}
          GROUP BY depth ORDER BY depth`,
    );
    expect(levels.map((l) => l.depth)).toEqual([0, 1, 2, 3]);
    const below = levels.slice(1).reduce((n, l) => n + Number(l.n), 0);
    expect(below).toBeGreaterThanOrEqual(190);
    expect(below).toBeLessThanOrEqual(220);
    const subAgents = await one<{ n: string }>(
      database().db,
      sql`SELECT count(*)::text AS n FROM member m JOIN agent_tree t ON t.member_id = m.id
          WHERE t.ancestor_id = ${agentId} AND t.depth > 0 AND m.type = 2 AND m.affiliate_code IS NOT NULL`,
    );
    expect(Number(subAgents.n)).toBe(4);
  });

  it('leaves a week of play in the rollups, every day in the past, the ledger balanced', async () => {
    const db = database().db;
    const days = await sqlRows<{ day: string; valid_bet: string; deposit: string }>(
      db,
      sql`SELECT s.day::text AS day, sum(s.valid_bet)::text AS valid_bet, sum(s.deposit)::text AS deposit
          FROM member_day_stat s JOIN agent_tree t ON t.member_id = s.member_id AND t.ancestor_id = ${agentId}
          GROUP BY s.day ORDER BY s.day`,
    );
    const withBets = days.filter((d) => Number(d.valid_bet) > 0).map((d) => d.day);
    // The six whole days before today, at least, show team bets (the first day barely has a team).
    for (let back = 6; back >= 1; back--) expect(withBets).toContain(dayOf(seededAt - back * DAY));
    expect(days.every((d) => d.day <= dayOf(seededAt))).toBe(true);

    const times = await one<{ latest: string; bets: string; valid_bet: string }>(
      db,
      sql`SELECT max(created_at)::text AS latest,
            (SELECT -sum(amount) FROM ledger_posting WHERE kind = 'bet')::text AS bets,
            (SELECT sum(valid_bet) FROM member_day_stat)::text AS valid_bet
          FROM ledger_posting WHERE idempotency_key LIKE 'seed-agent:%'`,
    );
    expect(new Date(times.latest).getTime()).toBeLessThan(seededAt);
    // The rollups are the ledger's own (ledger_post kept them), not rows typed in.
    expect(times.valid_bet).toBe(times.bets);
    expect(await reconcileLedger(db)).toEqual({
      mismatchedWallets: [],
      unbalancedPostings: [],
      negativeBalances: 0,
    });
  });

  it('puts contracts in place that keep the chain rules, and two open offers', async () => {
    const contracts = await sqlRows<{
      kind: string;
      upline_id: number | null;
      downline_id: number;
      terms: string;
      started_at: string;
    }>(
      database().db,
      sql`SELECT kind, upline_id, downline_id, terms, started_at::text AS started_at
          FROM agent_contract WHERE ended_at IS NULL`,
    );
    const top = contracts.filter((c) => c.upline_id === null);
    expect(top.map((c) => c.kind).sort()).toEqual(['daily', 'dividend', 'hourly', 'realtime']);
    expect(top.every((c) => c.downline_id === agentId)).toBe(true);
    expect(new Date(top[0]!.started_at).getTime()).toBeLessThanOrEqual(seededAt - 7 * DAY);
    const held = (id: number, kind: string) =>
      contracts.find((c) => c.downline_id === id && c.kind === kind);
    const lower = contracts.filter((c) => c.upline_id !== null);
    expect(lower.length).toBeGreaterThanOrEqual(5);
    for (const c of lower) {
      const upline = held(c.upline_id!, c.kind);
      expect(upline, `upline of ${c.kind} contract of ${c.downline_id}`).toBeDefined();
      const tiers = (t: string) => (JSON.parse(t) as ContractTerms).tiers;
      expect(exceedsRate(tiers(c.terms), tiers(upline!.terms))).toBe(false);
    }
    // A sub-agent passes a contract on to its own sub-agent (a chain of three).
    expect(lower.some((c) => c.upline_id !== agentId)).toBe(true);

    const offers = await sqlRows<{ account: string; kind: string }>(
      database().db,
      sql`SELECT m.account, r.kind FROM agent_contract_request r JOIN member m ON m.id = r.downline_id
          WHERE r.status = 'process' AND r.upline_id = ${agentId} ORDER BY m.account`,
    );
    expect(offers.map((o) => o.account)).toEqual(['agentbh', 'downline_one']);
    for (const o of offers) expect(held(agentId, o.kind)).toBeDefined();
  });

  it('adds nothing when it runs again', async () => {
    const db = database().db;
    const before = await footprint(db);
    expect(await seedDemoAgents(db)).toBe(false);
    expect(await runSeed(db)).toBe(false);
    expect(await footprint(db)).toEqual(before);
  });
});
