// P12's reference: the same topology and load shape as bench/p12-scale-out.ts (one process
// direct against four behind deploy/haproxy.cfg, 50 connections, ten cached reads and two
// one-statement writes in every twelve requests, windows in turns) with a bare Node server
// (bench/lib/reference-server.ts) instead of the site. What it keeps is what this machine
// leaves to any server whose work per request is this light: the ceiling P12 is read
// against. Alone: `tsx bench/p12-reference.ts` (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// /usr/sbin/haproxy); not part of `npm run bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { startHaproxy } from '../apps/server/src/test/scale-out-kit';
import { benchDatabaseUrl, withBenchDatabase } from './lib/bench-database';
import {
  costLine,
  costPerRequest,
  meanCost,
  processCounters,
  type ProcessCost,
} from './lib/process-cost';
import { stopProcess, waitForOk } from './lib/server';

const SECONDS = 6;
const ROUNDS = 3;
const CONNECTIONS = 50;
/** Ports 4140-4145: four processes, the proxy, the one alone. */
const PORTS = [4140, 4141, 4142, 4143] as const;
const PROXY_PORT = 4144;
const SINGLE_PORT = 4145;

const schema = `
  CREATE TABLE reference_wallet (id int PRIMARY KEY, balance bigint NOT NULL);
  INSERT INTO reference_wallet SELECT g, 100000000 FROM generate_series(1, 50) g;
  CREATE TABLE reference_posting (id bigserial PRIMARY KEY, wallet_id int NOT NULL,
    amount bigint NOT NULL, balance bigint NOT NULL, at timestamptz NOT NULL DEFAULT now());
  CREATE FUNCTION reference_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN PERFORM pg_notify('reference_event', NEW.id || ':' || NEW.wallet_id); RETURN NULL; END $$;
  CREATE TRIGGER reference_notify AFTER INSERT ON reference_posting
    FOR EACH ROW EXECUTE FUNCTION reference_notify();`;

async function start(url: string, port: number, pool: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'lib/reference-server.ts')],
    {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), POOL: String(pool) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForOk(`http://127.0.0.1:${port}/health/live`, child, performance.now());
  return child;
}

async function load(url: string, seconds: number): Promise<number> {
  let wallets = 0;
  const write: autocannon.Request = {
    method: 'POST',
    path: '/round',
    body: '{}',
    setupRequest: (request, context: { wallet?: string }) => {
      context.wallet ??= String((wallets += 1));
      return { ...request, headers: { ...request.headers, 'x-wallet': context.wallet } };
    },
  };
  const reads = Array.from({ length: 10 }, (_, i): autocannon.Request => ({ path: `/r/${i}` }));
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [...reads.slice(0, 5), write, ...reads.slice(5), write],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: failed requests`);
  return result.requests.total;
}

if (!benchDatabaseUrl()) {
  console.log('P12 reference skipped: needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
} else {
  await withBenchDatabase('p12ref', async (database, url) => {
    if (database.kind !== 'postgres') throw new Error('the reference runs on PostgreSQL');
    await database.pool.query(schema);
    const single = await start(url, SINGLE_PORT, 10);
    const four = await Promise.all(PORTS.map((port) => start(url, port, 3)));
    const proxy = await startHaproxy(
      PROXY_PORT,
      PORTS.map((port) => `127.0.0.1:${port}`),
    );
    try {
      const singleUrl = `http://127.0.0.1:${SINGLE_PORT}`;
      await load(singleUrl, 5);
      await load(proxy.url, 10);
      const pids = four.map((c) => c.pid!);
      const side = {
        one: { rps: 0, cost: [] as ProcessCost[] },
        four: { rps: 0, cost: [] as ProcessCost[] },
      };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [name, target, ids, proxyPid] of [
          ['one', singleUrl, [single.pid!], undefined],
          ['four', proxy.url, pids, proxy.process.pid],
        ] as const) {
          const before = processCounters(ids, proxyPid);
          const requests = await load(target, SECONDS);
          side[name].cost.push(costPerRequest(before, processCounters(ids, proxyPid), requests));
          side[name].rps += requests / (ROUNDS * SECONDS);
        }
      }
      const ratio = (side.four.rps / side.one.rps) * 100;
      console.log(
        `P12 reference (a bare Node server, same mix): one ${side.one.rps.toFixed(0)} req/s, ` +
          `four behind HAProxy ${side.four.rps.toFixed(0)} req/s: ${ratio.toFixed(0)} %`,
      );
      console.log(`P12 reference per request, one: ${costLine(meanCost(side.one.cost))}`);
      console.log(`P12 reference per request, four: ${costLine(meanCost(side.four.cost))}`);
    } finally {
      await proxy.stop();
      await Promise.all([single, ...four].map((c) => stopProcess(c)));
    }
  });
}
