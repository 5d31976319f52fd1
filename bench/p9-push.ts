// P9: the push channel (ADR 031) on one server process on PostgreSQL. (a) 5,000 idle
// streams of 5,000 members, opened from this (second) process on loopback: the server's
// resident memory before and after, per stream. (b) With them open, 500 balance
// events per second spread over the members (written as the ledger's trigger
// writes them): the time from the insert's commit (as this process hears it) to the event
// on the member's stream, p50 and p99. Alone: `tsx bench/p9-push.ts` (needs BENCH_DATABASE_URL or
// TEST_DATABASE_URL).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { pushPaths } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { sqlRows } from '../apps/server/src/lib/sql-rows';
import { startServerProcess } from '../apps/server/src/test/server-process';
import { withBenchDatabase } from './lib/bench-database';
import { kib, type BarResult } from './lib/report';

const STREAMS = Number(process.env.P9_STREAMS ?? 5000);
const RATE = Number(process.env.P9_RATE ?? 500);
const SECONDS = Number(process.env.P9_SECONDS ?? 10);
const MEMORY_TARGET = 20 * 1024;
const P99_TARGET_MS = 100;

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `count` members, each with a live session whose token the bench knows. */
async function membersWithSessions(db: Db, count: number) {
  const rows = await sqlRows<{ id: number; token: string }>(
    db,
    sql`WITH m AS (
      INSERT INTO member (account, account_key, nickname, type, password_hash)
      SELECT 'p9m' || g, 'p9m' || g, 'p9m' || g, 0, '!' FROM generate_series(1, ${count}) g
      RETURNING id
    ), s AS (
      INSERT INTO member_session (token_hash, member_id, ip, expires_at)
      SELECT encode(sha256(convert_to('p9-bench-session-token-' || id, 'UTF8')), 'hex'), id,
        '127.0.0.1', now() + interval '1 day' FROM m
      RETURNING member_id
    )
    SELECT member_id AS id, 'p9-bench-session-token-' || member_id AS token FROM s`,
  );
  return rows;
}

type Stream = { memberId: number; sent: number[]; close: () => void };

/** One stream over a plain socket (no pooling): `onBalance` for each balance event. */
function openStream(
  url: string,
  agent: http.Agent,
  memberId: number,
  token: string,
  onBalance: (memberId: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}${pushPaths.events}`,
      { agent, headers: { authorization: token } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let readySeen = false;
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: ready') && !readySeen) {
              readySeen = true;
              resolve({ memberId, sent: [], close: () => req.destroy() });
            } else if (block.includes('event: balance')) onBalance(memberId);
          }
        });
      },
    );
    req.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

export async function pushBars(databaseUrl: string | undefined): Promise<BarResult[]> {
  if (!databaseUrl) {
    console.log('P9 skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return [];
  }
  return withBenchDatabase(
    'p9',
    async (database, url) => {
      const members = await membersWithSessions(database.db, STREAMS);
      const server = await startServerProcess(url, { PUSH_PRUNE_TICK_MS: '0' });
      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      const streams = new Map<number, Stream>();
      const latencies: number[] = [];
      // An event may reach its stream before this process hears its commit acknowledged:
      // it then counts as delivered at once (lag 0), matched when the commit is heard.
      const early = new Map<number, number>();
      const onBalance = (memberId: number) => {
        const committed = streams.get(memberId)?.sent.shift();
        if (committed !== undefined) latencies.push(performance.now() - committed);
        else early.set(memberId, (early.get(memberId) ?? 0) + 1);
      };
      const onCommitted = (memberIds: number[]) => {
        const at = performance.now();
        for (const id of memberIds) {
          const before = early.get(id) ?? 0;
          if (before > 0) {
            early.set(id, before - 1);
            latencies.push(0);
          } else streams.get(id)!.sent.push(at);
        }
      };
      try {
        await sleep(2000);
        const before = rssOf(server.pid);
        for (let i = 0; i < members.length; i += 100) {
          const batch = members.slice(i, i + 100);
          const opened = await Promise.all(
            batch.map((m) => openStream(server.url, agent, m.id, m.token, onBalance)),
          );
          for (const s of opened) streams.set(s.memberId, s);
        }
        await sleep(3000);
        const after = rssOf(server.pid);
        const perStream = (after - before) / streams.size;
        console.log(
          `P9 ${streams.size} idle streams: server RSS ${kib(before)} -> ${kib(after)}, ` +
            `${kib(perStream)} each`,
        );

        // 500 balance events per second, 10 members' events per transaction every 20 ms,
        // written into member_event as ledger_post's trigger writes them: the fan-out path
        // (NOTIFY at commit, the hub's load, the stream) is what is timed here; a posting's
        // own cost is P6's and P8's. The clock starts when the commit is acknowledged.
        const BATCH = 10;
        let next = 0;
        let issued = 0;
        const total = RATE * SECONDS;
        const inserts: Promise<unknown>[] = [];
        const startAt = performance.now();
        while (issued < total) {
          const due = Math.floor(((performance.now() - startAt) / 1000) * RATE);
          while (issued < Math.min(due, total)) {
            const batch = Array.from({ length: BATCH }, () => members[next++ % members.length]!.id);
            issued += BATCH;
            inserts.push(
              database.db
                .execute(
                  sql`INSERT INTO member_event (member_id, kind, payload)
                  SELECT m, 'balance', jsonb_build_object('balance', 100)
                  FROM unnest(${`{${batch.join(',')}}`}::int[]) AS m`,
                )
                .then(() => onCommitted(batch)),
            );
          }
          await sleep(5);
        }
        await Promise.all(inserts);
        const sendSeconds = (performance.now() - startAt) / 1000;
        await sleep(2000);
        latencies.sort((a, b) => a - b);
        const p50 = percentile(latencies, 50);
        const p99 = percentile(latencies, 99);
        console.log(
          `P9 ${issued} balance events in ${sendSeconds.toFixed(1)} s ` +
            `(${(issued / sendSeconds).toFixed(0)}/s): ${latencies.length} events received, ` +
            `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
        );
        return [
          {
            bar: 'P9a',
            figure: `${streams.size} idle push streams: ${kib(perStream)} each (server RSS)`,
            target: '<= 20 KiB each',
            met: streams.size >= 5000 && perStream <= MEMORY_TARGET,
          },
          {
            bar: 'P9b',
            figure: `balance event p99 ${p99.toFixed(0)} ms at ${(issued / sendSeconds).toFixed(0)}/s (${latencies.length}/${issued})`,
            target: '<= 100 ms at 500/s',
            met:
              p99 <= P99_TARGET_MS &&
              latencies.length === issued &&
              issued / sendSeconds >= RATE * 0.95,
          },
        ];
      } finally {
        for (const s of streams.values()) s.close();
        agent.destroy();
        await server.stop();
      }
    },
    20,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { benchDatabaseUrl } = await import('./lib/bench-database');
  const { printResults } = await import('./lib/report');
  printResults(await pushBars(benchDatabaseUrl()));
}
