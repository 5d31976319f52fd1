import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job';
import { jobFailures } from '../../lib/metrics';
import { daysToPay, payRebates } from './rebates';

export type RebateScheduler = IntervalJob;

const JOB = 'rebate job';

/**
 * Pays the last ended days' rebates at start and then every `intervalMs` (ADR 026). Runs of
 * several processes may overlap: each (member, day) is one keyed posting, paid once. A day
 * that fails is logged (and counted as a failure of the job, ADR 029) and the other days
 * still run; the next tick tries it again.
 */
export function startRebateScheduler(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
}): RebateScheduler {
  return startIntervalJob({
    name: JOB,
    intervalMs: options.intervalMs,
    log: options.log,
    tick: async () => {
      for (const day of daysToPay(Date.now())) {
        try {
          const r = await payRebates(options.db, day);
          if (r.paid > 0) options.log.info(r, 'rebates paid');
        } catch (error) {
          jobFailures.inc({ job: JOB });
          options.log.error({ err: error, day }, 'rebate job failed; retrying at the next tick');
        }
      }
    },
  });
}
