import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpuMsOf } from './cpu-time';

/**
 * What a load cost each kind of process on this machine, per request: CPU ms of the site's
 * instances, its proxy, every PostgreSQL and Redis process and the load generator (this
 * process), and for the instances how often the kernel took the CPU from them and how long
 * they waited for it. On a few oversubscribed cores those two explain what req/s alone
 * cannot (P12: four event loops on two cores).
 */
export type ProcessCost = {
  instances: number;
  proxy: number;
  database: number;
  redis: number;
  load: number;
  /** Involuntary context switches of the instances per request. */
  preempted: number;
  /** Voluntary ones (the event loop waiting for its next event): wake-ups per request. */
  woken: number;
  /** ms the instances were runnable but waiting for a CPU, per request. */
  waited: number;
};

type Counters = {
  instances: number;
  proxy: number;
  database: Map<number, number>;
  redis: Map<number, number>;
  load: number;
  preempted: number;
  woken: number;
  waited: number;
};

const pidsNamed = (name: string): number[] => {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
};

const cpuByPid = (pids: number[]) =>
  new Map(
    pids.flatMap((pid) => {
      const ms = cpuMsOf([pid]);
      return ms === null ? [] : [[pid, ms] as const];
    }),
  );

/** Involuntary switches (/proc/<pid>/status) and run-queue wait (/proc/<pid>/schedstat, ns). */
function scheduling(pids: readonly number[]): {
  preempted: number;
  woken: number;
  waited: number;
} {
  let preempted = 0;
  let woken = 0;
  let waited = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      preempted += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      woken += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      waited += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1] ?? 0) / 1e6;
    } catch {
      // a process that ended counts nothing more
    }
  }
  return { preempted, woken, waited };
}

export function processCounters(instancePids: readonly number[], proxyPid?: number): Counters {
  const load = process.cpuUsage();
  return {
    instances: cpuMsOf(instancePids) ?? 0,
    proxy: proxyPid === undefined ? 0 : (cpuMsOf([proxyPid]) ?? 0),
    database: cpuByPid(pidsNamed('postgres')),
    redis: cpuByPid(pidsNamed('redis-server')),
    load: (load.user + load.system) / 1000,
    ...scheduling(instancePids),
  };
}

/** Per request between two readings; a process that started in between counts whole. */
export function costPerRequest(before: Counters, after: Counters, requests: number): ProcessCost {
  const grown = (b: Map<number, number>, a: Map<number, number>) =>
    [...a].reduce((sum, [pid, ms]) => sum + ms - (b.get(pid) ?? 0), 0);
  return {
    instances: (after.instances - before.instances) / requests,
    proxy: (after.proxy - before.proxy) / requests,
    database: grown(before.database, after.database) / requests,
    redis: grown(before.redis, after.redis) / requests,
    load: (after.load - before.load) / requests,
    preempted: (after.preempted - before.preempted) / requests,
    woken: (after.woken - before.woken) / requests,
    waited: (after.waited - before.waited) / requests,
  };
}

export function meanCost(costs: readonly ProcessCost[]): ProcessCost {
  const keys = [
    'instances',
    'proxy',
    'database',
    'redis',
    'load',
    'preempted',
    'woken',
    'waited',
  ] as const;
  return Object.fromEntries(
    keys.map((k) => [k, costs.reduce((sum, c) => sum + c[k], 0) / costs.length]),
  ) as ProcessCost;
}

export const costLine = (c: ProcessCost) =>
  `CPU ms: instances ${c.instances.toFixed(3)}, proxy ${c.proxy.toFixed(3)}, ` +
  `PostgreSQL ${c.database.toFixed(3)}, Redis ${c.redis.toFixed(3)}, load generator ` +
  `${c.load.toFixed(3)}; instances preempted ${c.preempted.toFixed(2)} times, woken ${c.woken.toFixed(2)} times, waited for a CPU ` +
  `${c.waited.toFixed(3)} ms`;
