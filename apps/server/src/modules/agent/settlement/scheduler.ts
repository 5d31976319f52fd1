import type { AgentPolicy } from '@openlobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { settleDuePeriods } from './settle';

export type SettlementScheduler = { stop: () => Promise<void> };

/**
 * Settles every due period at start and then every `intervalMs` (ADR 023): yesterday's
 * daily salary after 00:05 UTC, an hour 5 minutes after it, a real-time slot 1 minute after
 * it, dividends after their period, and whatever a downtime left behind. Several instances
 * may run it at once: settlement pays each (contract, period) once whoever runs it (R7,
 * R9). A tick never overlaps the previous one; an error is logged and the next tick tries
 * again. The timer is unref'd so it never keeps the process alive; `stop` waits for a
 * running tick.
 */
export function startSettlementScheduler(options: {
  db: Db;
  intervalMs: number;
  policy: () => Promise<Pick<AgentPolicy, 'dividendApprovalAbove'>>;
  log: FastifyBaseLogger;
  now?: () => Date;
}): SettlementScheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async () => {
    try {
      const result = await settleDuePeriods(options.db, {
        now: now(),
        policy: await options.policy(),
      });
      for (const p of result.periods) {
        if (p.issued > 0 || p.failed > 0 || p.applying > 0) {
          options.log.info(p, 'agent settlement');
        }
        if (p.failed > 0) options.log.warn(p, 'agent settlement: bills failed to pay');
      }
    } catch (error) {
      options.log.error({ err: error }, 'agent settlement failed; retrying at the next tick');
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
  // The first tick at once: overdue periods (a downtime's, the demo seed's week) are paid
  // at start-up, not an interval later.
  run();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
