// P10's data: one agent with 10,000 downlines (100 sub-agents of 99 each), the rollups of
// 1,000,000 bets over the last 40 days, and a daily-salary contract for each of the 10,001
// agents (a three-level chain forest). Set-based SQL, so it takes seconds, not the hour a
// million wallet calls would. Alone: `tsx bench/p10-seed.ts` seeds a throw-away PostgreSQL
// database (BENCH_DATABASE_URL or TEST_DATABASE_URL) and prints what it wrote.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { hashPassword, insertMember } from '../apps/server/src/modules/identity';
import { sqlRows } from '../apps/server/src/lib/sql-rows';

export const P10_AGENT = 'p10agent';
export const P10_PASSWORD = 'Bench#2026';
export const SUB_AGENTS = 100;
export const PER_SUB_AGENT = 99;
export const BETS = 1_000_000;
const DAYS = 40;
const BETS_PER_SESSION = 7;

export type P10Data = { agentId: number; downlines: number; bets: number; contracts: number };

/**
 * Seeds the P10 population into a migrated database. The agent itself goes through
 * identity's `insertMember` (the bench logs in as it); the 10,000 downlines and their
 * closure rows are bulk inserts, as registration would have left them.
 */
export async function seedP10(db: Db, now = new Date()): Promise<P10Data> {
  const agent = await insertMember(db, {
    account: P10_AGENT,
    accountKey: P10_AGENT,
    nickname: P10_AGENT,
    type: 1,
    affiliateCode: 'P10AGENT',
    passwordHash: await hashPassword(P10_PASSWORD),
  });
  if (!agent) throw new Error(`${P10_AGENT} exists already: seed a fresh database`);
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await insertDownlines(tx, agent.id, at);
    await fundDownlines(tx, at);
    await insertBetRollups(tx, at);
    await insertContracts(tx, agent.id, at);
  });
  const [counts] = await sqlRows<{ downlines: string; bets: string; contracts: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM agent_tree WHERE ancestor_id = ${agent.id} AND depth > 0)::text AS downlines,
          (SELECT sum(bet_count) FROM member_day_stat)::text AS bets,
          (SELECT count(*) FROM agent_contract WHERE kind = 'daily' AND ended_at IS NULL)::text AS contracts`,
  );
  return {
    agentId: agent.id,
    downlines: Number(counts!.downlines),
    bets: Number(counts!.bets),
    contracts: Number(counts!.contracts),
  };
}

/**
 * `p10_tree`: the downlines' positions (n 1..10,000; the first 100 are sub-agents, each
 * later one sits under sub-agent (n − 101) % 100 + 1). Registered over the last 60 days,
 * so the team's new registrations per period are not empty.
 */
async function insertDownlines(tx: Db, agentId: number, at: string) {
  const total = SUB_AGENTS * (1 + PER_SUB_AGENT);
  await tx.execute(sql`CREATE TEMP TABLE p10_tree (n integer PRIMARY KEY, id integer NOT NULL,
    parent_n integer) ON COMMIT DROP`);
  await tx.execute(sql`
    WITH made AS (
      INSERT INTO member (account, account_key, nickname, type, password_hash, affiliate_code, created_at)
      SELECT 'p10m' || lpad(n::text, 5, '0'), 'p10m' || lpad(n::text, 5, '0'), 'p10m' || n,
        2, '!', CASE WHEN n <= ${SUB_AGENTS} THEN 'P10S' || n END,
        ${at}::timestamptz - make_interval(secs => (hashint4(n) & 2147483647) % (60 * 86400))
      FROM generate_series(1, ${total}) AS n
      RETURNING id, account_key)
    INSERT INTO p10_tree (n, id, parent_n)
    SELECT substr(account_key, 5)::integer, id,
      CASE WHEN substr(account_key, 5)::integer > ${SUB_AGENTS}
        THEN (substr(account_key, 5)::integer - ${SUB_AGENTS} - 1) % ${SUB_AGENTS} + 1 END
    FROM made`);
  await tx.execute(sql`UPDATE member m SET parent_id = coalesce(p.id, ${agentId})
    FROM p10_tree t LEFT JOIN p10_tree p ON p.n = t.parent_n WHERE m.id = t.id`);
  // Closure rows: itself, the agent above all, and the sub-agent above the second level.
  await tx.execute(sql`
    INSERT INTO agent_tree (ancestor_id, member_id, depth)
    SELECT t.id, t.id, 0 FROM p10_tree t
    UNION ALL SELECT ${agentId}, t.id, CASE WHEN t.parent_n IS NULL THEN 1 ELSE 2 END FROM p10_tree t
    UNION ALL SELECT p.id, t.id, 1 FROM p10_tree t JOIN p10_tree p ON p.n = t.parent_n`);
}

/**
 * Each downline's first deposit through the real `ledger_post`, dated 45 days back: the
 * wallets (the team balance) and the deposit rollups are what the wallet leaves.
 */
async function fundDownlines(tx: Db, at: string) {
  await tx.execute(sql`SELECT set_config('openlobby.ledger_clock',
    (${at}::timestamptz - interval '45 days')::text, true)`);
  await tx.execute(sql`
    SELECT ledger_post('p10:deposit:' || t.n, 'deposit', t.id, 1000000, 'payment:SANDBOX',
      'p10', NULL, NULL, NULL, NULL, NULL)
    FROM p10_tree t ORDER BY t.n`);
  await tx.execute(sql`SELECT set_config('openlobby.ledger_clock', '', true)`);
}

/**
 * The rollups of 1,000,000 bets, inserted directly. They stand for what `ledger_post` →
 * `member_stat_apply` would have written for these bets (the same three tables, the same
 * sums); calling it a million times would take the bench an hour and measure the wallet,
 * not the reports. Bet k of downline i: session k / 7 of the member falls on one of the
 * last 40 days, at one provider; bets 40 s apart; ~48 % win, paying back ~91 %.
 */
async function insertBetRollups(tx: Db, at: string) {
  const members = SUB_AGENTS * (1 + PER_SUB_AGENT);
  await tx.execute(sql`CREATE TEMP TABLE p10_bet ON COMMIT DROP AS
    WITH b AS (
      SELECT g, g % ${members} + 1 AS n, (g / ${members}) / ${BETS_PER_SESSION} AS s,
        (g / ${members}) % ${BETS_PER_SESSION} AS k
      FROM generate_series(0, ${BETS - 1}) AS g),
    h AS (
      SELECT b.*, hashint8((b.n::bigint << 20) + b.s) & 2147483647 AS hs,
        hashint4(b.g::integer) & 2147483647 AS hg
      FROM b)
    SELECT t.id AS member_id,
      date_trunc('day', ${at}::timestamptz - interval '1 day' * (1 + h.hs % ${DAYS}), 'UTC')
        + make_interval(secs => (h.hs / 64) % 79200 + h.k * 40) AS at,
      (ARRAY['PG', 'JILI', 'BGS', 'PT', 'AG', 'CQ9', 'MG', 'IBC'])[1 + (h.hs / 7) % 8] AS vendor,
      (100 + h.hg % 50 * 100)::bigint AS stake,
      CASE WHEN h.hg / 50 % 100 < 48 THEN ((100 + h.hg % 50 * 100) * (50 + h.hg / 5000 % 280) / 100)::bigint
        ELSE 0 END AS win
    FROM h JOIN p10_tree t ON t.n = h.n`);
  await tx.execute(sql`
    INSERT INTO member_day_stat AS s (member_id, day, bet_count, valid_bet, payout)
    SELECT member_id, (at AT TIME ZONE 'UTC')::date, count(*), sum(stake), sum(win)
    FROM p10_bet GROUP BY 1, 2
    ON CONFLICT (member_id, day) DO UPDATE SET bet_count = s.bet_count + EXCLUDED.bet_count,
      valid_bet = s.valid_bet + EXCLUDED.valid_bet, payout = s.payout + EXCLUDED.payout`);
  await tx.execute(sql`
    INSERT INTO member_vendor_day_stat (member_id, day, vendor_code, bet_count, valid_bet, payout)
    SELECT member_id, (at AT TIME ZONE 'UTC')::date, vendor, count(*), sum(stake), sum(win)
    FROM p10_bet GROUP BY 1, 2, 3`);
  await tx.execute(sql`
    INSERT INTO member_slot_stat (member_id, slot, bet_count, valid_bet, payout)
    SELECT member_id, to_timestamp(floor(extract(epoch FROM at) / 300) * 300), count(*),
      sum(stake), sum(win)
    FROM p10_bet GROUP BY 1, 2`);
  await tx.execute(sql`ANALYZE member_day_stat`);
  await tx.execute(sql`ANALYZE member_vendor_day_stat`);
  await tx.execute(sql`ANALYZE member_slot_stat`);
  await tx.execute(sql`ANALYZE agent_tree`);
}

/**
 * A daily-salary contract for each of the 10,001 agents, started 45 days ago: the operator's
 * for the top agent, the top agent's for its 100 sub-agents, each sub-agent's for its 99.
 * Rates fall down the chain, as the contract rules require.
 */
async function insertContracts(tx: Db, agentId: number, at: string) {
  const terms = (rate: number) =>
    JSON.stringify({
      tiers: [{ minValidBet: 0, rate }],
      minActiveMembers: 0,
      minMemberValidBet: 0,
    });
  const started = sql`${at}::timestamptz - interval '45 days'`;
  await tx.execute(sql`INSERT INTO agent_contract (kind, upline_id, downline_id, terms, started_at)
    VALUES ('daily', NULL, ${agentId}, ${terms(100)}, ${started})`);
  await tx.execute(sql`INSERT INTO agent_contract (kind, upline_id, downline_id, terms, started_at)
    SELECT 'daily', coalesce(p.id, ${agentId}), t.id,
      CASE WHEN t.parent_n IS NULL THEN ${terms(80)} ELSE ${terms(50)} END, ${started}
    FROM p10_tree t LEFT JOIN p10_tree p ON p.n = t.parent_n`);
  await tx.execute(sql`ANALYZE agent_contract`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { withBenchDatabase } = await import('./lib/bench-database');
  await withBenchDatabase('p10_seed', async (database) => {
    const started = performance.now();
    const data = await seedP10(database.db);
    console.log(`P10 data in ${((performance.now() - started) / 1000).toFixed(1)} s:`, data);
  });
}
