import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/**
 * The process's Prometheus registry (ADR 029), served at /metrics. One per process, not
 * per app: Prometheus scrapes a process, and a module-level counter (the ledger's) needs
 * no app to reach it. Tests that build several apps in one process share it, so they
 * assert on differences, never on absolute values.
 *
 * Modules add their own metrics with `counter()`, `gauge()` and `histogram()`: each
 * registers a name once and answers the same metric when asked again (a plugin registered
 * by a second app in a test must not throw "already registered"). Label values must come
 * from small fixed sets (a route pattern, a job name, a posting kind), never from input.
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry, prefix: 'openlobby_' });

export function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) return existing as Counter<L>;
  return new Counter({ ...config, registers: [metricsRegistry] });
}

export function gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) return existing as Gauge<L>;
  return new Gauge({ ...config, registers: [metricsRegistry] });
}

export function histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) return existing as Histogram<L>;
  return new Histogram({ ...config, registers: [metricsRegistry] });
}

/** Every HTTP request, by Fastify route pattern (`/wps/x/:id`, never the raw URL). */
export const httpRequestDuration = histogram({
  name: 'openlobby_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Postings written by the wallet ledger (a replay of a known key is not counted). */
export const ledgerPostings = counter({
  name: 'openlobby_ledger_postings_total',
  help: 'Ledger postings written, by kind',
  labelNames: ['kind'],
});

/** Runs of the background jobs (lib/interval-job.ts and the rebate scheduler). */
export const jobRuns = counter({
  name: 'openlobby_job_runs_total',
  help: 'Background job runs, by job',
  labelNames: ['job'],
});

export const jobFailures = counter({
  name: 'openlobby_job_failures_total',
  help: 'Background job runs that failed, by job',
  labelNames: ['job'],
});

export const jobDuration = histogram({
  name: 'openlobby_job_duration_seconds',
  help: 'Background job run time, by job',
  labelNames: ['job'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
});

/**
 * The push channel's (ADR 031): its hub counts streams opening and closing, and observes
 * each notified event's age as it leaves for the streams of this instance.
 */
export const pushConnections = gauge({
  name: 'openlobby_push_connections',
  help: 'Open push-channel connections on this instance',
});

export const pushDeliveryLag = histogram({
  name: 'openlobby_push_delivery_lag_seconds',
  help: "Time from the change that wrote an event to its delivery to this instance's streams",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** What a database pool says about itself (PGlite: one connection, always in use). */
export type PoolStats = { total: number; idle: number; waiting: number };

const poolSources = new Set<() => PoolStats>();

/**
 * Registers an open database's pool for the pool gauges; returns the call that removes it
 * (on close). Several apps in one process (tests) are summed.
 */
export function trackPool(stats: () => PoolStats): () => void {
  poolSources.add(stats);
  return () => poolSources.delete(stats);
}

function poolSum(pick: (s: PoolStats) => number): number {
  let sum = 0;
  for (const source of poolSources) sum += pick(source());
  return sum;
}

gauge({
  name: 'openlobby_db_pool_connections_in_use',
  help: 'Database connections checked out of the pool',
  collect() {
    this.set(poolSum((s) => s.total - s.idle));
  },
});
gauge({
  name: 'openlobby_db_pool_connections_idle',
  help: 'Open database connections idle in the pool',
  collect() {
    this.set(poolSum((s) => s.idle));
  },
});
gauge({
  name: 'openlobby_db_pool_waiting',
  help: 'Queries waiting for a free pool connection',
  collect() {
    this.set(poolSum((s) => s.waiting));
  },
});
