import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { runLotteryTick } from './engine';

export type LotteryScheduler = { stop: () => Promise<void> };

/**
 * Runs the draw job at start and then every `intervalMs` (ADR 024): draws created up to
 * the horizon, due draws drawn, drawn ones settled, void ones refunded. Instances may
 * overlap (every step is conditional, R7); a tick never overlaps the previous one in this
 * process; an error is logged and the next tick tries again. The timer is unref'd;
 * `stop` waits for a running tick.
 */
export function startLotteryScheduler(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}): LotteryScheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    try {
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
    } catch (error) {
      options.log.error({ err: error }, 'lottery draw job failed; retrying at the next tick');
    }
  };

  const run = () => {
    if (running || stopped) return;
    running = tick().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  // Overdue draws (a downtime's) are drawn and settled at start, not an interval later.
  run();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
