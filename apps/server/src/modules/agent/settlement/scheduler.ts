import type { AgentPolicy } from '@openlobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { startIntervalJob, type IntervalJob } from '../../../lib/interval-job';
import { settleDuePeriods } from './settle';

export type SettlementScheduler = IntervalJob;

/**
 * Settles every due period at start and then every `intervalMs` (ADR 023): yesterday's
 * daily salary after 00:05 UTC, an hour 5 minutes after it, a real-time slot 1 minute after
 * it, dividends after their period, and whatever a downtime (or the demo seed's week) left
 * behind. Several instances may run it at once: settlement pays each (contract, period)
 * once whoever runs it (R7, R9).
 */
export function startSettlementScheduler(options: {
  db: Db;
  intervalMs: number;
  policy: () => Promise<Pick<AgentPolicy, 'dividendApprovalAbove'>>;
  log: FastifyBaseLogger;
  now?: () => Date;
}): SettlementScheduler {
  const now = options.now ?? (() => new Date());
  return startIntervalJob({
    name: 'agent settlement',
    intervalMs: options.intervalMs,
    log: options.log,
    tick: async () => {
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
    },
  });
}
