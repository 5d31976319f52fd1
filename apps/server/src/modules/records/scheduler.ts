import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { daysToPay, payRebates } from './rebates';

export type RebateScheduler = { stop: () => Promise<void> };

/**
 * Pays the last ended days' rebates at start and then every `intervalMs` (ADR 026). Runs of
 * several processes may overlap: each (member, day) is one keyed posting, paid once. A
 * failure is logged and the next tick tries again; the timer is unref'd.
 */
export function startRebateScheduler(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
}): RebateScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    for (const day of daysToPay(Date.now())) {
      try {
        const r = await payRebates(options.db, day);
        if (r.paid > 0) options.log.info(r, 'rebates paid');
      } catch (error) {
        options.log.error({ err: error, day }, 'rebate job failed; retrying at the next tick');
      }
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
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
