// P8: the lottery at scale, on PostgreSQL only. (a) One draw with 100,000 open bets of
// 10,000 members, seeded in bulk by SQL, settled by the engine's real `settleDraw` (chunks,
// set-based updates, batched win postings), timed end to end. (b) Four server processes
// (`src/main.ts` with the compose file's settings and one Redis, as `deploy/` runs them)
// taking bet slips on ONE draw over HTTP from concurrent members for a fixed time: bets per
// second (a slip of SLIP_BETS bets is one request). Alone: `tsx bench/p8-lottery.ts` (needs BENCH_DATABASE_URL or
// TEST_DATABASE_URL).
import { pathToFileURL } from 'node:url';
import { lotteryPaths } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/lib/sql-rows';
import { drawDueDraws, fillHorizon, settleDraw } from '../apps/server/src/modules/lottery';
import { reconcileLedger } from '../apps/server/src/modules/wallet';
import { buildTestApp } from '../apps/server/src/test/build-test-app';
import { startInstances } from '../apps/server/src/test/scale-out-kit';
import type { ServerProcess } from '../apps/server/src/test/server-process';
import { withBenchDatabase } from './lib/bench-database';
import { cpuProfileEnv } from './lib/cpu-profile-env';
import { cpuMsOf } from './lib/cpu-time';
import type { BarResult } from './lib/report';

const SETTLE_BETS = 100_000;
const SETTLE_MEMBERS = 10_000;
const SETTLE_TARGET_MS = 10_000;
/** In-flight requests per process. */
const CONCURRENCY = Number(process.env.P8_CONCURRENCY ?? 8);
const PLACE_SECONDS = 15;
const SLIP_BETS = 5;
const PLACE_TARGET = 1_000;
/** Ports of the placement's four instances (P12 takes 4130-4135). */
const PORTS = [4140, 4141, 4142, 4143] as const;
const PROCESSES = PORTS.length;
/**
 * A Redis database of the bench's own: a deployment of several processes shares one Redis
 * (rate limits, push fan-out, ADR 034), so the bench's four do too.
 */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

type DrawRef = { id: number; vassalage: string; gameCode: string; drawNumber: string };

/** The game's current draw, kept open for the bench (its close an hour ahead). */
async function openDraw(db: Db, vassalage: string, gameCode: string): Promise<DrawRef> {
  await fillHorizon(db, new Date());
  const [row] = await sqlRows<{ id: string; draw_number: string }>(
    db,
    sql`SELECT id::text, draw_number FROM lottery_draw
        WHERE vassalage = ${vassalage} AND game_code = ${gameCode} AND status = 'open'
          AND opens_at <= now() AND closes_at > now() ORDER BY closes_at LIMIT 1`,
  );
  if (!row) throw new Error('no open draw');
  await db.execute(sql`UPDATE lottery_draw SET closes_at = now() + interval '1 hour',
      draws_at = now() + interval '1 hour' WHERE id = ${Number(row.id)}`);
  return { id: Number(row.id), vassalage, gameCode, drawNumber: row.draw_number };
}

/** `count` members with money, in one statement each for members, deposits and sessions. */
async function bulkMembers(db: Db, prefix: string, count: number): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`INSERT INTO member (account, account_key, nickname, type, password_hash)
        SELECT ${prefix} || g, ${prefix} || g, ${prefix} || g, 0, '!'
        FROM generate_series(1, ${count}) g RETURNING id`,
  );
  return rows.map((r) => r.id);
}

/**
 * 100,000 open bets of 10,000 members on one draw, by SQL (the bench times the settlement,
 * not the seeding): SSC bets of four types over a few hundred distinct selections, a unit
 * stake of 1.00 to 5.00. Their stakes are not debited (no bet postings): settlement reads
 * only the bets and pays wins through `ledger_post`.
 */
async function seedOpenBets(db: Db, drawId: number): Promise<void> {
  const members = await bulkMembers(db, 'p8s', SETTLE_MEMBERS);
  const first = Math.min(...members);
  const perMember = SETTLE_BETS / SETTLE_MEMBERS;
  await db.execute(sql`
    INSERT INTO lottery_bet (member_id, draw_id, bet_type, selection, units, unit_stake,
      multiplier, stake, request_id, slip_index)
    SELECT ${first} + (g / ${perMember}), ${drawId}, t.bet_type, t.selection, t.units,
      100 * (1 + g % 5), 1, t.units * 100 * (1 + g % 5), 'p8-' || (g / ${perMember}), g % ${perMember}
    FROM generate_series(0, ${SETTLE_BETS - 1}) g
    CROSS JOIN LATERAL (SELECT
      CASE g % 4 WHEN 0 THEN 'SSC_POS' WHEN 1 THEN 'SSC_BSOE' WHEN 2 THEN 'SSC_SUM_BSOE' ELSE 'SSC_POS' END AS bet_type,
      CASE g % 4
        WHEN 0 THEN jsonb_build_array(jsonb_build_array((g / 4 % 10)::text), '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb)
        WHEN 1 THEN jsonb_build_array('[]'::jsonb, jsonb_build_array((ARRAY['BIG','SMALL','ODD','EVEN'])[1 + g / 4 % 4]), '[]'::jsonb, '[]'::jsonb, '[]'::jsonb)
        WHEN 2 THEN jsonb_build_array(jsonb_build_array((ARRAY['BIG','SMALL','ODD','EVEN'])[1 + g / 4 % 4]))
        ELSE jsonb_build_array('[]'::jsonb, '[]'::jsonb, jsonb_build_array((g / 4 % 10)::text, ((g / 4 + 1) % 10)::text), '[]'::jsonb, '[]'::jsonb)
      END AS selection,
      CASE g % 4 WHEN 3 THEN 2 ELSE 1 END AS units) t`);
  await db.execute(sql`ANALYZE lottery_bet`);
}

export async function measureSettlement(): Promise<{
  ms: number;
  bets: number;
  winners: number;
  paid: number;
  ledgerOk: boolean;
}> {
  return withBenchDatabase('p8s', async (database) => {
    const app = await buildTestApp(database);
    try {
      const db = database.db;
      const draw = await openDraw(db, 'LOTT', 'SSC');
      const seeding = performance.now();
      await seedOpenBets(db, draw.id);
      console.log(
        `P8 settlement data: ${SETTLE_BETS} open bets of ${SETTLE_MEMBERS} members in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
      await db.execute(sql`UPDATE lottery_draw SET closes_at = now() - interval '1 second',
          draws_at = now() - interval '1 second' WHERE id = ${draw.id}`);
      await drawDueDraws(db, new Date());
      const started = performance.now();
      const summary = await settleDraw(db, draw.id, { now: new Date() });
      const ms = performance.now() - started;
      const [check] = await sqlRows<{ open: number; status: string; paid: string; wins: string }>(
        db,
        sql`SELECT (SELECT count(*)::integer FROM lottery_bet WHERE draw_id = ${draw.id} AND status = 'open') AS open,
              (SELECT status FROM lottery_draw WHERE id = ${draw.id}) AS status,
              (SELECT coalesce(sum(payout), 0)::text FROM lottery_bet WHERE draw_id = ${draw.id}) AS paid,
              (SELECT coalesce(sum(amount), 0)::text FROM ledger_posting
                WHERE starts_with(idempotency_key, ${`lottery-win:${draw.id}:`})) AS wins`,
      );
      const report = await reconcileLedger(db);
      const ledgerOk =
        check!.open === 0 &&
        check!.status === 'settled' &&
        check!.paid === check!.wins &&
        report.unbalancedPostings.length === 0 &&
        report.mismatchedWallets.length === 0;
      return { ms, bets: summary.settled, winners: summary.won, paid: summary.paid, ledgerOk };
    } finally {
      await app.close();
    }
  });
}

/** The server processes of the database the bench made (not the bench's own connection). */
async function backendPids(db: Db): Promise<number[]> {
  const rows = await sqlRows<{ pid: number }>(
    db,
    sql`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

/** CPU ms the servers and their database backends spent from `before` on, per process kind. */
async function cpuSince(
  db: Db,
  servers: readonly ServerProcess[],
  before: { app: number | null; backends: Map<number, number> },
): Promise<{ app: number; database: number } | null> {
  const app = cpuMsOf(servers.map((s) => s.pid));
  if (app === null || before.app === null) return null;
  let database = 0;
  for (const pid of await backendPids(db)) {
    const now = cpuMsOf([pid]);
    if (now !== null) database += now - (before.backends.get(pid) ?? 0);
  }
  return { app: app - before.app, database };
}

export async function measurePlacement(): Promise<{
  betsPerSecond: number;
  slips: number;
  refused: number;
  ledgerOk: boolean;
  /** CPU ms per slip of the 4 servers and of their database backends, when /proc tells. */
  cpuPerSlip: { app: number; database: number } | null;
}> {
  return withBenchDatabase(
    'p8p',
    async (database, url) => {
      const app = await buildTestApp(database);
      const servers: ServerProcess[] = [];
      try {
        const db = database.db;
        const draw = await openDraw(db, 'LOTT', 'SSC');
        const loops = PROCESSES * CONCURRENCY;
        const members = await bulkMembers(db, 'p8p', loops * 4);
        await db.execute(sql`SELECT ledger_post('p8-deposit:' || m, 'deposit', m, 100000000,
          'demo_funding', 'p8', NULL, NULL, NULL, NULL, NULL)
        FROM unnest(${sql.param(members)}::integer[]) m`);
        const tokens: string[] = [];
        for (const m of members) {
          tokens.push(
            (await app.sessions.create(m, { ip: '127.0.0.1', remember: false })).value.token,
          );
        }
        // P8_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (to
        // find where a slip's server time goes).
        servers.push(
          ...(await startInstances(url, REDIS_URL, PORTS, cpuProfileEnv(process.env.P8_CPU_PROF))),
        );
        let slips = 0;
        let refused = 0;
        let serial = 0;
        const place = async (base: string, token: string, measured: boolean) => {
          const n = (serial += 1);
          const res = await fetch(`${base}${lotteryPaths.placeBets}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify({
              vassalage: draw.vassalage,
              gameCode: draw.gameCode,
              drawNumber: draw.drawNumber,
              requestId: `p8-slip-${n}`,
              bets: Array.from({ length: SLIP_BETS }, (_, i) => ({
                betType: 'SSC_POS',
                selection: [0, 1, 2, 3, 4].map((p) =>
                  p === (n + i) % 5 ? [String((n * 7 + i) % 10)] : [],
                ),
                unitStake: 100,
                multiplier: 1,
              })),
            }),
          });
          await res.arrayBuffer();
          if (!measured) return;
          if (res.status === 200) slips += 1;
          else refused += 1;
        };
        // Warm-up: every process compiles its routes and fills its pool.
        await Promise.all(servers.map((s, i) => place(s.url, tokens[i]!, false)));
        const backends = new Map<number, number>();
        for (const pid of await backendPids(db)) backends.set(pid, cpuMsOf([pid]) ?? 0);
        const cpuBefore = { app: cpuMsOf(servers.map((s) => s.pid)), backends };
        let running = true;
        const started = performance.now();
        const workers = Array.from({ length: loops }, async (_, w) => {
          const base = servers[w % PROCESSES]!.url;
          let k = 0;
          while (running) {
            await place(base, tokens[w * 4 + (k % 4)]!, true);
            k += 1;
          }
        });
        await new Promise((r) => setTimeout(r, PLACE_SECONDS * 1000));
        running = false;
        await Promise.all(workers);
        const seconds = (performance.now() - started) / 1000;
        const cpu = await cpuSince(db, servers, cpuBefore);
        const [count] = await sqlRows<{ n: number }>(
          db,
          sql`SELECT count(*)::integer AS n FROM lottery_bet WHERE draw_id = ${draw.id}`,
        );
        const report = await reconcileLedger(db);
        const ledgerOk =
          count!.n === (slips + PROCESSES) * SLIP_BETS &&
          report.unbalancedPostings.length === 0 &&
          report.mismatchedWallets.length === 0 &&
          report.negativeBalances === 0;
        return {
          betsPerSecond: (slips * SLIP_BETS) / seconds,
          slips,
          refused,
          ledgerOk,
          cpuPerSlip: cpu && { app: cpu.app / slips, database: cpu.database / slips },
        };
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        await app.close();
      }
    },
    20,
  );
}

/** P8's lines for bench/run.ts; skipped without a PostgreSQL. */
export async function lotteryBars(postgresUrl: string | undefined): Promise<BarResult[]> {
  if (!postgresUrl) {
    console.log('P8 skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL');
    return [];
  }
  // P8_ONLY=placement skips P8a (while working on placement alone).
  const s =
    process.env.P8_ONLY === 'placement'
      ? { ms: Number.NaN, bets: 0, winners: 0, paid: 0, ledgerOk: false }
      : await measureSettlement();
  console.log(
    `P8 settlement: ${s.bets} bets in ${(s.ms / 1000).toFixed(2)} s, ${s.winners} winning members ` +
      `paid ${s.paid}; every bet settled, wins = payouts, ledger balanced: ${s.ledgerOk ? 'yes' : 'NO'}`,
  );
  const p = await measurePlacement();
  console.log(
    `P8 placement: ${PROCESSES} processes × ${CONCURRENCY} in flight, slips of ${SLIP_BETS} bets on one draw ` +
      `for ${PLACE_SECONDS} s: ${p.slips} slips (${(p.betsPerSecond / SLIP_BETS).toFixed(0)} slips/s), ` +
      `${p.refused} refused; rows = bets placed, ledger balanced: ${p.ledgerOk ? 'yes' : 'NO'}`,
  );
  if (p.cpuPerSlip) {
    console.log(
      `P8 placement CPU per slip: servers ${p.cpuPerSlip.app.toFixed(2)} ms, database ` +
        `${p.cpuPerSlip.database.toFixed(2)} ms (what bounds bets/s on a machine of few cores)`,
    );
  }
  return [
    {
      bar: 'P8a',
      figure: `settle one draw of ${s.bets} bets: ${(s.ms / 1000).toFixed(2)} s`,
      target: `<= ${SETTLE_TARGET_MS / 1000} s`,
      met: s.ms <= SETTLE_TARGET_MS && s.ledgerOk && s.bets === SETTLE_BETS,
    },
    {
      bar: 'P8b',
      figure: `bets on one draw, ${PROCESSES} processes: ${p.betsPerSecond.toFixed(0)} bets/s`,
      target: `>= ${PLACE_TARGET} bets/s`,
      met: p.betsPerSecond >= PLACE_TARGET && p.ledgerOk && p.refused === 0,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printResults } = await import('./lib/report');
  const { benchDatabaseUrl } = await import('./lib/bench-database');
  printResults(await lotteryBars(benchDatabaseUrl()));
}
