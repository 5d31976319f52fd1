import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job';
import { jobFailures } from '../../lib/metrics';
import { endedOpenRaffles } from './raffle-repository';
import { drawRaffleNow } from './raffle-service';

const JOB = 'raffle draw job';

/**
 * Draws every ended raffle at start and then every `intervalMs` (ADR 039). Runs of several
 * processes may overlap: the draw's conditional update lets one of them draw, and each
 * prize is one keyed posting. A failed raffle is logged and counted; the next tick retries.
 */
export function startRaffleScheduler(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
}): IntervalJob {
  return startIntervalJob({
    name: JOB,
    intervalMs: options.intervalMs,
    log: options.log,
    tick: async () => {
      for (const { id } of await endedOpenRaffles(options.db)) {
        try {
          const r = await drawRaffleNow(options.db, id);
          if (r.outcome === 'drawn') {
            options.log.info({ raffle: id, winners: r.raffle.winners.length }, 'raffle drawn');
          }
        } catch (error) {
          jobFailures.inc({ job: JOB });
          options.log.error({ err: error, raffle: id }, 'raffle draw failed; retrying next tick');
        }
      }
    },
  });
}
