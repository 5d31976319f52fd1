// P12: the mixed site load (visitors reading what a page load reads: status, vendors, game
// list, banners, announcements, winners; members playing in-house dice rounds) with
// autocannon, against one instance with the one-process defaults and against four behind
// HAProxy with deploy/haproxy.cfg and the compose file's settings (ADR 034, ADR 045), in
// turns, on the same cores, in one run. Prints the ratio of the two
// req/s (bar: >= 90 %) and each instance's share of the proxied load from its /metrics
// (bar: 25 % +- 5). The topology is the tests' (apps/server/src/test/scale-out-kit.ts):
// four `main.ts` processes on one PostgreSQL and one Redis. Alone: `tsx bench/p12-scale-out.ts`
// (needs BENCH_DATABASE_URL or TEST_DATABASE_URL, Redis, /usr/sbin/haproxy).
import { pathToFileURL } from 'node:url';
import { apiPaths, contentPaths } from '@openlobby/contract';
import { GAME_TOKEN_HEADER, inHousePaths } from '@openlobby/contract/in-house/paths';
import autocannon from 'autocannon';
import { openGameSession } from '../apps/server/src/modules/wallet/game-sessions';
import {
  haproxyInstalled,
  requestsServed,
  startHaproxy,
  startInstances,
} from '../apps/server/src/test/scale-out-kit';
import type { ServerProcess } from '../apps/server/src/test/server-process';
import { memberWithBalance } from '../apps/server/src/test/wallet-fixtures';
import { withBenchDatabase } from './lib/bench-database';
import { cpuProfileEnv } from './lib/cpu-profile-env';
import {
  costLine,
  costPerRequest,
  meanCost,
  processCounters,
  type ProcessCost,
} from './lib/process-cost';
import type { BarResult } from './lib/report';
import { gameListPaths } from './p5-game-list';

const SECONDS = Number(process.env.P12_SECONDS ?? 6);
/** Windows per side, in turns. */
const ROUNDS = 3;
const WARM_SECONDS = Number(process.env.P12_WARM ?? 10);
const CONNECTIONS = 50;
/** Ports of this bench (4130-4135): four instances, the proxy, the one-instance site. */
const PORTS = [4130, 4131, 4132, 4133] as const;
const PROXY_PORT = 4134;
const SINGLE_PORT = 4135;
/** HAProxy with the same file in front of the one instance alone (every server line on it). */
const SINGLE_PROXY_PORT = 4136;
/** The one-instance site takes the one-process default pool (DATABASE_POOL_SIZE, ADR 045). */
const SINGLE_POOL = '10';
/** A Redis database of the bench's own. */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const RATIO_TARGET = 0.9;
const SHARE_TOLERANCE = 0.05;

/** One page visit's public reads (both languages, two list pages), as a visitor. */
const visitorPaths = [
  apiPaths.systemStatus,
  `${apiPaths.newGameVendor}?platform=html5-desktop&language=pt`,
  gameListPaths[0],
  `${contentPaths.banners}?groupName=w_home&language=pt`,
  `${contentPaths.announcements}?platform=W&language=pt`,
  `${contentPaths.winners}?gameCategory=ALL&limitNum=20&language=pt`,
  apiPaths.systemStatus,
  `${apiPaths.newGameVendor}?platform=html5-desktop&language=en`,
  gameListPaths[1],
  `${contentPaths.winners}?gameCategory=ALL&limitNum=20&language=en`,
];

type Load = { reqPerSec: number; p99Ms: number; requests: number };

/** Windows of one side as one: their requests over their time, the worst p99. */
function combined(loads: Load[]): Load {
  const requests = loads.reduce((a, l) => a + l.requests, 0);
  return {
    reqPerSec: requests / (loads.length * SECONDS),
    p99Ms: Math.max(...loads.map((l) => l.p99Ms)),
    requests,
  };
}

/**
 * Each connection is a member's browser: it cycles through the visitor reads with a dice
 * round after every five (two rounds in twelve requests), with a game token of its own so
 * no two connections wait on one wallet row.
 */
async function mixedLoad(baseUrl: string, tokens: string[], seconds: number): Promise<Load> {
  let nextToken = 0;
  const dice: autocannon.Request = {
    method: 'POST',
    path: inHousePaths.diceRoll,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake: 10, targetHundredths: 5000, direction: 'under' }),
    setupRequest: (request, context: { token?: string }) => {
      context.token ??= tokens[nextToken++ % tokens.length];
      return {
        ...request,
        headers: { ...request.headers, [GAME_TOKEN_HEADER]: String(context.token) },
      };
    },
  };
  const reads = visitorPaths.map((path): autocannon.Request => ({ method: 'GET', path }));
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [...reads.slice(0, 5), dice, ...reads.slice(5), dice],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${baseUrl}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

export async function scaleOutBars(databaseUrl: string | undefined): Promise<BarResult[]> {
  if (!databaseUrl || !haproxyInstalled()) {
    console.log('P12 skipped: needs BENCH_DATABASE_URL or TEST_DATABASE_URL and /usr/sbin/haproxy');
    return [];
  }
  return withBenchDatabase('p12', async (database, url) => {
    // Each side as it is deployed: one instance with the one-process defaults, and four with
    // the compose file's settings (its pool share among them). The one instance seeds the
    // demo data (minutes on a loaded machine) alone; then the four start on it.
    // P12_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops.
    const env = { PUSH_PRUNE_TICK_MS: '0', ...cpuProfileEnv(process.env.P12_CPU_PROF) };
    const single = (
      await startInstances(
        url,
        REDIS_URL,
        [SINGLE_PORT],
        { ...env, DATABASE_POOL_SIZE: SINGLE_POOL },
        900_000,
      )
    )[0]!;
    const servers: ServerProcess[] = [];
    let proxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
    let singleProxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
    try {
      servers.push(...(await startInstances(url, REDIS_URL, PORTS, env)));
      proxy = await startHaproxy(
        PROXY_PORT,
        PORTS.map((p) => `127.0.0.1:${p}`),
      );
      singleProxy = await startHaproxy(
        SINGLE_PROXY_PORT,
        PORTS.map(() => `127.0.0.1:${SINGLE_PORT}`),
      );
      const tokens: string[] = [];
      for (let i = 0; i < CONNECTIONS; i += 1) {
        const memberId = await memberWithBalance(database.db, 10_000_000);
        const session = await openGameSession(database.db, {
          memberId,
          vendorCode: 'BGS',
          gameCode: 'dice',
          hours: 2,
        });
        tokens.push(session.token);
      }
      // Warm-up of every instance (the first game list loads the catalogue), then JIT: each
      // instance takes as much warm-up load as the one instance does.
      for (const s of [single, ...servers]) {
        for (const path of visitorPaths)
          await fetch(`${s.url}${path}`).then((r) => r.arrayBuffer());
      }
      await mixedLoad(single.url, tokens, WARM_SECONDS);
      await mixedLoad(proxy.url, tokens, WARM_SECONDS * servers.length);

      // The three sides (one instance, the same behind HAProxy, four behind it) take turns
      // (ROUNDS windows each), so a drift in the machine's speed (other tenants of a shared
      // host) weighs on all alike. Each window's cost per request by process kind; a side's
      // line is the mean of its windows.
      const cpuOne: ProcessCost[] = [];
      const cpuProxiedOne: ProcessCost[] = [];
      const cpuFour: ProcessCost[] = [];
      const measured = async (
        url: string,
        instancePids: number[],
        proxyPid: number | undefined,
        into: ProcessCost[],
      ) => {
        const before = processCounters(instancePids, proxyPid);
        const load = await mixedLoad(url, tokens, SECONDS);
        into.push(costPerRequest(before, processCounters(instancePids, proxyPid), load.requests));
        return load;
      };
      const ones: Load[] = [];
      const proxiedOnes: Load[] = [];
      const fours: Load[] = [];
      const before = await Promise.all(servers.map((s) => requestsServed(s.url)));
      for (let round = 0; round < ROUNDS; round += 1) {
        ones.push(await measured(single.url, [single.pid], undefined, cpuOne));
        proxiedOnes.push(
          await measured(singleProxy.url, [single.pid], singleProxy.process.pid, cpuProxiedOne),
        );
        fours.push(
          await measured(
            proxy.url,
            servers.map((s) => s.pid),
            proxy.process.pid,
            cpuFour,
          ),
        );
      }
      const one = combined(ones);
      const proxiedOne = combined(proxiedOnes);
      const four = combined(fours);
      // An instance counts a request when it answers it: wait until the last ones sent in
      // the window are answered (counts stop moving), or a slow instance's share looks small.
      const counts = () => Promise.all(servers.map((s) => requestsServed(s.url)));
      let after = await counts();
      for (let i = 0; i < 20; i += 1) {
        await new Promise((r) => setTimeout(r, 500));
        const now = await counts();
        const settled = now.every((n, j) => n === after[j]);
        after = now;
        if (settled) break;
      }
      const served = after.map((n, i) => n - before[i]!);
      const total = served.reduce((a, b) => a + b, 0);
      const shares = served.map((n) => n / total);
      const ratio = four.reqPerSec / one.reqPerSec;
      const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
      console.log(
        `P12 one instance behind HAProxy: ${proxiedOne.reqPerSec.toFixed(0)} req/s (p99 ${proxiedOne.p99Ms} ms), ` +
          `${pct(proxiedOne.reqPerSec / one.reqPerSec)} of it direct; four behind HAProxy / one behind it: ` +
          `${pct(four.reqPerSec / proxiedOne.reqPerSec)}; by window: ` +
          proxiedOnes.map((o) => o.reqPerSec.toFixed(0)).join(' '),
      );
      console.log(
        `P12 one instance: ${one.reqPerSec.toFixed(0)} req/s (p99 ${one.p99Ms} ms); ` +
          `four behind HAProxy: ${four.reqPerSec.toFixed(0)} req/s (p99 ${four.p99Ms} ms), ` +
          `${pct(ratio)}; shares ${shares.map(pct).join(' / ')}; by window: ` +
          ones
            .map((o, i) => `${o.reqPerSec.toFixed(0)}/${fours[i]!.reqPerSec.toFixed(0)}`)
            .join(' '),
      );
      console.log(`P12 per request, one instance: ${costLine(meanCost(cpuOne))}`);
      console.log(`P12 per request, one behind HAProxy: ${costLine(meanCost(cpuProxiedOne))}`);
      console.log(`P12 per request, four behind HAProxy: ${costLine(meanCost(cpuFour))}`);
      return [
        {
          bar: 'P12',
          figure: `4 behind HAProxy / 1 instance req/s: ${pct(ratio)}`,
          target: '>= 90 %',
          met: ratio >= RATIO_TARGET,
        },
        {
          bar: 'P12',
          figure: `instance shares: ${shares.map(pct).join(' / ')}`,
          target: '25 % +- 5 each',
          met: shares.every((s) => Math.abs(s - 0.25) <= SHARE_TOLERANCE),
        },
      ];
    } finally {
      await proxy?.stop();
      await singleProxy?.stop();
      await Promise.all([single, ...servers].map((s) => s.stop()));
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { benchDatabaseUrl } = await import('./lib/bench-database');
  const { printResults } = await import('./lib/report');
  printResults(await scaleOutBars(benchDatabaseUrl()));
}
