// P10: the agent reports and the settlement at scale, on PostgreSQL. One agent with 10,000
// downlines and the rollups of 1,000,000 bets (p10-seed.ts): p95 of the team overview (this
// month, this week) and of the user-loss report's first page, over HTTP against the real
// app, one agent asking again and again; then the daily settlement of 10,001 agents, each
// with a contract, timed end to end (bills computed, inserted and paid).
// Alone: `tsx bench/p10-agents.ts` (needs BENCH_DATABASE_URL or TEST_DATABASE_URL).
import { pathToFileURL } from 'node:url';
import {
  agentPaths,
  DEFAULT_AGENT_POLICY,
  okEnvelopeSchema,
  teamOverviewSchema,
  userLossValueSchema,
  type ReportPeriod,
} from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { sqlRows } from '../apps/server/src/lib/sql-rows';
import { settlePeriod } from '../apps/server/src/modules/agent';
import { buildTestApp } from '../apps/server/src/test/build-test-app';
import { identityClient } from '../apps/server/src/test/identity-client';
import { withBenchDatabase } from './lib/bench-database';
import type { BarResult } from './lib/report';
import { P10_AGENT, P10_PASSWORD, seedP10, type P10Data } from './p10-seed';

const REPORT_P95_MS = 200;
const SETTLEMENT_MS = 30_000;
const SAMPLES = 200;

type Report = { name: string; path: string; schema: ZodType };
const report = (name: string, path: string, period: ReportPeriod, schema: ZodType): Report => ({
  name,
  path: `${path}?period=${period}`,
  schema,
});
const REPORTS = [
  report('team overview, month', agentPaths.teamOverview, 'month', teamOverviewSchema),
  report('team overview, week', agentPaths.teamOverview, 'week', teamOverviewSchema),
  report('user loss, month, page 1', agentPaths.userLoss, 'month', userLossValueSchema),
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Sequential requests (one agent clicking), after a warm-up; the reply checked once. */
async function p95(base: string, token: string, r: Report): Promise<number> {
  const get = async () => {
    const res = await fetch(`${base}${r.path}`, { headers: { authorization: token } });
    const body: unknown = await res.json();
    if (res.status !== 200) throw new Error(`${r.path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  okEnvelopeSchema(r.schema).parse(await get());
  for (let i = 0; i < 10; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    95,
  );
}

/** A summary of whatever the settlement answers: its numbers, and its lists' lengths. */
function summary(result: unknown): string {
  if (typeof result !== 'object' || result === null) return String(result);
  return Object.entries(result)
    .map(
      ([k, v]) =>
        `${k} ${Array.isArray(v) ? `[${v.length}]` : typeof v === 'object' ? '…' : String(v)}`,
    )
    .join(', ');
}

export async function measureAgents(): Promise<{
  data: P10Data;
  reports: { name: string; p95: number }[];
  settlement: { ms: number; bills: number; issued: number; payable: number; topGross: number };
}> {
  return withBenchDatabase('p10', async (database) => {
    // The app first (its migrations and the base demo data, no demo team, no scheduler).
    const app = await buildTestApp(database);
    try {
      const seeding = performance.now();
      const data = await seedP10(database.db);
      console.log(
        `P10 data: ${data.downlines} downlines, ${data.bets} bets (rollups), ` +
          `${data.contracts} daily contracts, in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
      const login = await identityClient(app).login(P10_AGENT, P10_PASSWORD);
      const token = (login.json() as { value: { token: string } }).value.token;
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const reports = [];
      for (const r of REPORTS) reports.push({ name: r.name, p95: await p95(base, token, r) });

      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const periodKey = `D:${yesterday}`;
      const started = performance.now();
      const result = await settlePeriod(database.db, 'daily', periodKey, DEFAULT_AGENT_POLICY);
      const ms = performance.now() - started;
      console.log(`settlement of ${periodKey}: ${summary(result)}`);
      const [bills] = await sqlRows<Record<string, string>>(
        database.db,
        sql`SELECT count(*)::text AS bills, count(*) FILTER (WHERE b.status = 'issued')::text AS issued,
              coalesce(sum(b.payable), 0)::text AS payable,
              coalesce(sum(b.gross) FILTER (WHERE c.upline_id IS NULL), 0)::text AS top_gross
            FROM agent_bill b JOIN agent_contract c ON c.id = b.contract_id
            WHERE b.period_key = ${periodKey}`,
      );
      return {
        data,
        reports,
        settlement: {
          ms,
          bills: Number(bills!.bills),
          issued: Number(bills!.issued),
          payable: Number(bills!.payable),
          topGross: Number(bills!.top_gross),
        },
      };
    } finally {
      await app.close();
    }
  });
}

/** P10's lines for bench/run.ts; skipped without a PostgreSQL. */
export async function agentBars(postgresUrl: string | undefined): Promise<BarResult[]> {
  if (!postgresUrl) {
    console.log('P10 skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL');
    return [];
  }
  const { data, reports, settlement: s } = await measureAgents();
  for (const r of reports) console.log(`${r.name}: p95 ${r.p95.toFixed(1)} ms`);
  console.log(
    `daily settlement: ${(s.ms / 1000).toFixed(1)} s for ${s.bills} bills (${s.issued} issued); ` +
      `paid ${s.payable} against the top gross ${s.topGross} (R9: equal)`,
  );
  const worst = Math.max(...reports.map((r) => r.p95));
  return [
    {
      bar: 'P10a',
      figure: `agent reports, ${data.downlines} downlines: p95 ${reports.map((r) => r.p95.toFixed(0)).join('/')} ms`,
      target: `<= ${REPORT_P95_MS} ms`,
      met: worst <= REPORT_P95_MS,
    },
    {
      bar: 'P10b',
      figure: `daily settlement, ${s.bills} agents: ${(s.ms / 1000).toFixed(1)} s`,
      target: `<= ${SETTLEMENT_MS / 1000} s`,
      met: s.ms <= SETTLEMENT_MS && s.bills === data.contracts && s.payable === s.topGross,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printResults } = await import('./lib/report');
  const { benchDatabaseUrl } = await import('./lib/bench-database');
  printResults(await agentBars(benchDatabaseUrl()));
}
