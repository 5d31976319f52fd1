import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job';
import { accruePoints } from './accrual';

/**
 * Accrues points at start and then every `intervalMs` (ADR 036). Runs of several processes
 * queue on each source's cursor row and each source row is one keyed posting, so points
 * are paid once; a failed run is logged and counted by the interval job, and the next tick
 * picks up from the cursor.
 */
export function startPointScheduler(options: {
  db: Db;
  intervalMs: number;
  settleMs: number;
  log: FastifyBaseLogger;
}): IntervalJob {
  return startIntervalJob({
    name: 'points job',
    intervalMs: options.intervalMs,
    log: options.log,
    tick: async () => {
      const r = await accruePoints(options.db, { settleMs: options.settleMs });
      if (r.points > 0) options.log.info(r, 'points accrued');
    },
  });
}
