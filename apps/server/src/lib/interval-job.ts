import type { FastifyBaseLogger } from 'fastify';
import { jobDuration, jobFailures, jobRuns } from './metrics';

export type IntervalJob = { stop: () => Promise<void> };

/**
 * Runs `tick` at once and then every `intervalMs`: the loop of the server's background jobs
 * (lottery draws, agent settlement). The first run is immediate so work a downtime left
 * overdue is done at start, not an interval later. A run never overlaps the previous one in
 * this process (other instances may run theirs: each job's steps are conditional, R7); an
 * error is logged and the next tick tries again. The timer is unref'd so it never keeps the
 * process alive; `stop` waits for a running tick.
 */
export function startIntervalJob(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  tick: () => Promise<void>;
}): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    // Runs, failures and run time per job name go to /metrics (ADR 029).
    const labels = { job: options.name };
    const timer = jobDuration.startTimer(labels);
    jobRuns.inc(labels);
    running = options
      .tick()
      .catch((error: unknown) => {
        jobFailures.inc(labels);
        options.log.error({ err: error }, `${options.name} failed; retrying at the next tick`);
      })
      .finally(() => {
        timer();
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  run();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
