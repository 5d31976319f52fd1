// P6: seamless-wallet bet+win pairs through the provider wallet service (the work a
// provider call does, without HTTP). PGlite: sequential pairs per second on an on-disk
// database, as `npm start` runs it. PostgreSQL: 16 concurrent workers over 1,000 members
// against one worker; the ratio shows there is no global hot row.
// Alone: `tsx bench/wallet.ts` (PostgreSQL part when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createPglite, pgliteDatabase, type Database, type Db } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { insertMember } from '../apps/server/src/modules/identity/member/repository';
import { DEMO_FUNDING } from '../apps/server/src/modules/wallet/accounts';
import { openGameSession } from '../apps/server/src/modules/wallet/game-sessions';
import { post } from '../apps/server/src/modules/wallet/ledger';
import { ProviderWallet } from '../apps/server/src/modules/wallet/provider-wallet';
import { reconcileLedger } from '../apps/server/src/modules/wallet/reconcile';
import { benchDatabaseUrl, withBenchDatabase } from './lib/bench-database';
import type { BarResult } from './lib/report';

type Player = { token: string };

async function players(db: Db, count: number): Promise<Player[]> {
  const made: Player[] = [];
  // In batches: quick to set up, and the seeding is not what is measured.
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, async (_, i) => {
      const account = `bench_${start + i}`;
      const m = await insertMember(db, {
        account,
        accountKey: account,
        nickname: account,
        passwordHash: '!',
      });
      if (!m) throw new Error(`bench member ${account} not created`);
      await post(db, {
        idempotencyKey: `bench:${m.id}`,
        kind: 'deposit',
        memberId: m.id,
        amount: 1_000_000,
        counterparty: DEMO_FUNDING,
      });
      return openGameSession(db, { memberId: m.id, vendorCode: 'BGS', gameCode: 'bench' });
    });
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

let serial = 0;
async function pair(wallet: ProviderWallet, player: Player): Promise<void> {
  const id = `b${(serial += 1)}`;
  const round = { token: player.token, roundId: id, gameCode: 'bench' };
  await wallet.bet('BGS', { ...round, transactionId: id, amount: 1 });
  await wallet.win('BGS', { ...round, transactionId: `w${id}`, betTransactionId: id, amount: 1 });
}

/** Pairs per second of one loop per slice of players (run concurrently) for `ms`. */
async function rate(wallet: ProviderWallet, slices: Player[][], ms: number) {
  const until = performance.now() + ms;
  const started = performance.now();
  const counts = await Promise.all(
    slices.map(async (mine) => {
      let done = 0;
      while (performance.now() < until) await pair(wallet, mine[done++ % mine.length]!);
      return done;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}

const slicesOf = (all: Player[], workers: number) =>
  Array.from({ length: workers }, (_, w) => all.filter((_, i) => i % workers === w));

/** Share of the machine's CPU time that was busy while `work` ran (Linux; else null). */
async function cpuBusy<T>(work: () => Promise<T>): Promise<{ result: T; busy: number | null }> {
  const read = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
      const n = fields.slice(1).map(Number);
      return { total: n.reduce((a, b) => a + b, 0), idle: n[3]! + (n[4] ?? 0) };
    } catch {
      return null;
    }
  };
  const before = read();
  const result = await work();
  const after = read();
  if (!before || !after) return { result, busy: null };
  const total = after.total - before.total;
  return { result, busy: total > 0 ? 1 - (after.idle - before.idle) / total : null };
}

async function checked(database: Database) {
  const report = await reconcileLedger(database.db);
  const clean =
    report.mismatchedWallets.length === 0 &&
    report.unbalancedPostings.length === 0 &&
    report.negativeBalances === 0;
  if (!clean) throw new Error(`ledger does not reconcile: ${JSON.stringify(report)}`);
}

/** Sequential pairs/s, and trivial `SELECT 1` round trips/s on the same engine for scale. */
export async function measurePglite(ms = 4000) {
  const dir = mkdtempSync(join(tmpdir(), 'openlobby-wallet-bench-'));
  const database = pgliteDatabase(await createPglite(dir));
  try {
    await migrateDatabase(database);
    const all = await players(database.db, 100);
    const wallet = new ProviderWallet(database.db, 'BRL');
    await rate(wallet, [all], 500); // warm-up
    const pairsPerSec = await rate(wallet, [all], ms);
    let selects = 0;
    const started = performance.now();
    while (performance.now() - started < 1000) {
      await database.db.execute(sql`SELECT 1`);
      selects += 1;
    }
    await checked(database);
    return { pairsPerSec, selectsPerSec: selects / ((performance.now() - started) / 1000) };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * 1 worker, then 16 workers each on its own members, then 16 workers all on one member
 * (a hot row, for contrast), and how busy the machine's CPUs were with the 16.
 */
export async function measurePostgres(ms = 4000) {
  return withBenchDatabase(
    'wallet',
    async (database) => {
      const all = await players(database.db, 1_000);
      const wallet = new ProviderWallet(database.db, 'BRL');
      await rate(wallet, slicesOf(all, 16), 500); // warm-up
      const one = await cpuBusy(() => rate(wallet, [all], ms));
      const spread = await cpuBusy(() => rate(wallet, slicesOf(all, 16), ms));
      const hotRow = await rate(
        wallet,
        Array.from({ length: 16 }, () => [all[0]!]),
        ms,
      );
      await checked(database);
      return { one, spread, ratio: spread.result / one.result, hotRow };
    },
    20,
  );
}

/** P6's lines for bench/run.ts; the PostgreSQL one only when a server URL is given. */
export async function walletBars(postgresUrl: string | undefined): Promise<BarResult[]> {
  const lite = await measurePglite();
  console.log(
    `wallet on PGlite (on disk): ${lite.pairsPerSec.toFixed(0)} sequential bet+win pairs/s; ` +
      `SELECT 1: ${lite.selectsPerSec.toFixed(0)}/s, so a pair costs ` +
      `${(lite.selectsPerSec / lite.pairsPerSec).toFixed(1)} trivial round trips`,
  );
  const bars: BarResult[] = [
    {
      bar: 'P6a',
      figure: `PGlite sequential bet+win pairs: ${lite.pairsPerSec.toFixed(0)}/s`,
      target: '>= 1000/s',
      met: lite.pairsPerSec >= 1000,
    },
  ];
  if (!postgresUrl) {
    console.log('P6b skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL');
    return bars;
  }
  const r = await measurePostgres();
  // When one worker already keeps a good part of the machine busy, the ratio is capped by
  // the cores, not by the ledger; the hot-row figure shows what a shared row would cost.
  const busy = (b: number | null) => (b === null ? '' : ` (CPUs ${(b * 100).toFixed(0)} % busy)`);
  console.log(
    `wallet on PostgreSQL (pairs/s): 1 worker ${r.one.result.toFixed(0)}${busy(r.one.busy)}; ` +
      `16 workers over 1,000 members ${r.spread.result.toFixed(0)}${busy(r.spread.busy)}; ` +
      `16 workers on one member (hot row) ${r.hotRow.toFixed(0)}`,
  );
  bars.push({
    bar: 'P6b',
    figure: `PostgreSQL 16 workers / 1 worker: ${r.ratio.toFixed(2)}x`,
    target: '>= 3x',
    met: r.ratio >= 3,
  });
  return bars;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printResults } = await import('./lib/report');
  printResults(await walletBars(benchDatabaseUrl()));
}
