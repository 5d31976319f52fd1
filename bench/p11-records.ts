// P11: the member's records at scale, on PostgreSQL. One member with 1,000,000 bets over the
// last 90 days (about 48 % of them won): its ledger postings and entries, its betting-record
// rows and their day rollups, written set-based (as the wallet would have left them; a
// million wallet calls would take the bench an hour and measure the wallet). Then, over
// HTTP against the real app, the member pages: the betting record (92 days, following the
// cursor page after page), the account record (transactionHistory, page after page) and the
// profit view (30 days), each p95 of 200 sequential calls against the 100 ms bar.
// Alone: `tsx bench/p11-records.ts` (needs BENCH_DATABASE_URL or TEST_DATABASE_URL).
import { pathToFileURL } from 'node:url';
import {
  betRecordPageSchema,
  okEnvelopeSchema,
  profitSchema,
  recordsPaths,
  transactionPageSchema,
  walletPaths,
} from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/lib/sql-rows';
import { hashPassword, insertMember } from '../apps/server/src/modules/identity';
import { buildTestApp } from '../apps/server/src/test/build-test-app';
import { identityClient } from '../apps/server/src/test/identity-client';
import { withBenchDatabase } from './lib/bench-database';
import type { BarResult } from './lib/report';

const P95_MS = 100;
const SAMPLES = 200;
const BETS = 1_000_000;
const DAYS = 90;
const ACCOUNT = 'p11player';
const PASSWORD = 'Bench#2026';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * The member's million bets. Bet g is a round of one of 8 catalogue games, 90 days back to
 * now in order; ~48 % win. Ledger postings and both legs of their entries, the rounds'
 * bet_record rows and member_game_day_stat / member_day_stat rollups, all in one
 * transaction; the ledger's per-posting commit check is skipped for the bulk load
 * (session_replication_role), the rows being balanced by construction.
 */
async function seedP11(db: Db, memberId: number): Promise<{ postings: number }> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`CREATE TEMP TABLE p11_game ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY g.node_id) - 1 AS i, g.vendor_code, g.game_code,
        v.game_type AS category
      FROM game g JOIN vendor v ON v.game_category = g.game_type AND v.vassalage = g.vendor_code
      WHERE g.is_game = 'GAME' AND g.game_type IN ('RNG', 'LIVE', 'FISH')
      ORDER BY g.node_id LIMIT 8`);
    await tx.execute(sql`CREATE TEMP TABLE p11_bet ON COMMIT DROP AS
      SELECT b.g, now() - interval '1 second' * ((${BETS} - b.g) * (${DAYS} * 86400 / ${BETS}::float8)) AS at,
        gm.vendor_code, gm.game_code, gm.category,
        (100 + (hashint4(b.g) & 2147483647) % 50 * 100)::bigint AS stake,
        CASE WHEN (hashint4(b.g) & 2147483647) / 50 % 100 < 48
          THEN ((100 + (hashint4(b.g) & 2147483647) % 50 * 100) * 19 / 10)::bigint ELSE 0 END AS win
      FROM generate_series(0, ${BETS - 1}) AS b(g)
      JOIN p11_game gm ON gm.i = b.g % (SELECT count(*) FROM p11_game)`);
    await tx.execute(sql`
      INSERT INTO ledger_posting (idempotency_key, kind, member_id, amount, request_hash, reference, created_at)
      SELECT k, kind, ${memberId}, amount, 'p11', ref, at FROM (
        SELECT 'p11:bet:' || g AS k, 'bet' AS kind, -stake AS amount, 'p11-' || g AS ref, at, g, 0 AS o FROM p11_bet
        UNION ALL
        SELECT 'p11:win:' || g, 'win', win, 'p11-' || g, at + interval '1 second', g, 1 FROM p11_bet WHERE win > 0
      ) x ORDER BY g, o`);
    await tx.execute(sql`
      INSERT INTO ledger_entry (posting_id, account, amount, balance_after, created_at)
      SELECT p.id, 'member:' || ${memberId}, p.amount, 50000000, p.created_at
      FROM ledger_posting p WHERE p.member_id = ${memberId} AND p.request_hash = 'p11'
      UNION ALL
      SELECT p.id, 'provider:' || split_part(p.idempotency_key, ':', 2), -p.amount, NULL, p.created_at
      FROM ledger_posting p WHERE p.member_id = ${memberId} AND p.request_hash = 'p11'`);
    await tx.execute(sql`
      INSERT INTO bet_record (member_id, vendor_code, round_id, game_code, category, bet_count,
        stake, refunded, win, placed_at, updated_at)
      SELECT ${memberId}, vendor_code, 'p11-' || g, game_code, category, 1, stake, 0, win, at, at
      FROM p11_bet ORDER BY g`);
    await tx.execute(sql`
      INSERT INTO member_game_day_stat (member_id, day, category, vendor_code, rounds, stake, win)
      SELECT ${memberId}, (at AT TIME ZONE 'UTC')::date, category, vendor_code, count(*),
        sum(stake), sum(win)
      FROM p11_bet GROUP BY 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO member_day_stat AS s (member_id, day, bet_count, valid_bet, payout)
      SELECT ${memberId}, (at AT TIME ZONE 'UTC')::date, count(*), sum(stake), sum(win)
      FROM p11_bet GROUP BY 2
      ON CONFLICT (member_id, day) DO UPDATE SET bet_count = s.bet_count + EXCLUDED.bet_count,
        valid_bet = s.valid_bet + EXCLUDED.valid_bet, payout = s.payout + EXCLUDED.payout`);
  });
  for (const table of ['ledger_posting', 'ledger_entry', 'bet_record', 'member_game_day_stat']) {
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
  const [row] = await sqlRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM ledger_posting WHERE member_id = ${memberId}`,
  );
  return { postings: Number(row!.n) };
}

type Timed = { name: string; p95: number };

/** 200 sequential calls after a warm-up; `next` gives each call's path from the last reply. */
async function p95(
  name: string,
  base: string,
  token: string,
  next: (previous: unknown, i: number) => string,
  check: (value: unknown) => void,
): Promise<Timed> {
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: token } });
    const body = (await res.json()) as { value?: unknown };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  let previous: unknown = undefined;
  for (let i = 0; i < 10; i++) previous = (await get(next(undefined, i))).value;
  check(await get(next(undefined, 0)));
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const path = next(previous, i);
    const started = performance.now();
    previous = (await get(path)).value;
    times.push(performance.now() - started);
  }
  return {
    name,
    p95: percentile(
      times.sort((a, b) => a - b),
      95,
    ),
  };
}

export async function measureRecords(): Promise<{ postings: number; timings: Timed[] }> {
  return withBenchDatabase('p11', async (database) => {
    const app = await buildTestApp(database);
    try {
      const member = await insertMember(database.db, {
        account: ACCOUNT,
        accountKey: ACCOUNT,
        nickname: ACCOUNT,
        type: 0,
        passwordHash: await hashPassword(PASSWORD),
      });
      const seeding = performance.now();
      const { postings } = await seedP11(database.db, member!.id);
      console.log(
        `P11 data: ${BETS} bets, ${postings} postings of one member, in ` +
          `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
      const login = await identityClient(app).login(ACCOUNT, PASSWORD);
      const token = (login.json() as { value: { token: string } }).value.token;
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const range = `from=${day(Date.now() - 91 * 86_400_000)}&to=${day(Date.now())}`;
      const timings: Timed[] = [];
      // The machine's floor: an authenticated call that reads one row (printed, not judged).
      const floor = await p95(
        'balance (baseline)',
        base,
        token,
        () => walletPaths.balance,
        () => undefined,
      );
      console.log(`baseline, ${floor.name}: p95 ${floor.p95.toFixed(1)} ms`);
      // The betting record: page 1, then each next page by its cursor (200 pages deep).
      timings.push(
        await p95(
          'betting record, 92 days, next pages',
          base,
          token,
          (previous) => {
            const cursor = (previous as { nextCursor?: string | null } | undefined)?.nextCursor;
            return `${recordsPaths.betRecords}?${range}&pageSize=20${cursor ? `&cursor=${cursor}` : ''}`;
          },
          (body) => okEnvelopeSchema(betRecordPageSchema).parse(body),
        ),
      );
      timings.push(
        await p95(
          'betting record, one category',
          base,
          token,
          (previous) => {
            const cursor = (previous as { nextCursor?: string | null } | undefined)?.nextCursor;
            return `${recordsPaths.betRecords}?${range}&category=LIVE${cursor ? `&cursor=${cursor}` : ''}`;
          },
          (body) => okEnvelopeSchema(betRecordPageSchema).parse(body),
        ),
      );
      // The account record as it pages today: page numbers 1, 2, 3…
      timings.push(
        await p95(
          'account record, pages 1-200',
          base,
          token,
          (_previous, i) => `${walletPaths.transactionDetail}?pageNo=${i + 1}&pageSize=20`,
          (body) => okEnvelopeSchema(transactionPageSchema).parse(body),
        ),
      );
      timings.push(
        await p95(
          'profit and loss, 30 days',
          base,
          token,
          () =>
            `${recordsPaths.profit}?from=${day(Date.now() - 29 * 86_400_000)}&to=${day(Date.now())}`,
          (body) => okEnvelopeSchema(profitSchema).parse(body),
        ),
      );
      return { postings, timings };
    } finally {
      await app.close();
    }
  });
}

/** P11's lines for bench/run.ts; skipped without a PostgreSQL. */
export async function recordsBars(postgresUrl: string | undefined): Promise<BarResult[]> {
  if (!postgresUrl) {
    console.log('P11 skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL');
    return [];
  }
  const { timings } = await measureRecords();
  for (const t of timings) console.log(`${t.name}: p95 ${t.p95.toFixed(1)} ms`);
  return timings.map((t) => ({
    bar: 'P11',
    figure: `${t.name}: p95 ${((t.p95 / P95_MS) * 100).toFixed(0)} % of ${P95_MS} ms`,
    target: `<= ${P95_MS} ms`,
    met: t.p95 <= P95_MS,
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { benchDatabaseUrl } = await import('./lib/bench-database');
  const { printResults } = await import('./lib/report');
  printResults(await recordsBars(benchDatabaseUrl()));
}
