import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job';
import { runLotteryTick } from './engine';

export type LotteryScheduler = IntervalJob;

/**
 * Runs the draw job at start and then every `intervalMs` (ADR 024): draws created up to
 * the horizon, due draws drawn, drawn ones settled, void ones refunded. Overdue draws (a
 * downtime's) are drawn and settled at start. Instances may overlap: every step is
 * conditional (R7).
 */
export function startLotteryScheduler(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}): LotteryScheduler {
  const now = options.now ?? (() => new Date());
  return startIntervalJob({
    name: 'lottery draw job',
    intervalMs: options.intervalMs,
    log: options.log,
    tick: async () => {
      const r = await runLotteryTick(options.db, now());
      if (r.drawn > 0 || r.settled.length > 0 || r.refunded.length > 0) {
        options.log.info(
          {
            created: r.created,
            drawn: r.drawn,
            settled: r.settled.filter((s) => s.settled > 0),
            refunded: r.refunded,
          },
          'lottery draws',
        );
      }
    },
  });
}
