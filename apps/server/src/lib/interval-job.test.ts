import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startIntervalJob } from './interval-job';
import { metricsRegistry } from './metrics';

const silent = { error: () => {} } as unknown as FastifyBaseLogger;

async function valueOf(name: string, job: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)!.get();
  return metric.values.find((v) => v.labels['job'] === job)?.value ?? 0;
}

describe('interval job metrics (ADR 029)', () => {
  it('counts each run and each failure under the job name', async () => {
    const name = `test job ${Date.now()}`;
    let calls = 0;
    const job = startIntervalJob({
      name,
      intervalMs: 10,
      log: silent,
      tick: async () => {
        calls += 1;
        if (calls % 2 === 0) throw new Error('every second run fails');
      },
    });
    while (calls < 4) await new Promise((r) => setTimeout(r, 10));
    await job.stop();
    const runs = await valueOf('openlobby_job_runs_total', name);
    const failures = await valueOf('openlobby_job_failures_total', name);
    expect(runs).toBe(calls);
    expect(failures).toBe(Math.floor(calls / 2));
  });
});
