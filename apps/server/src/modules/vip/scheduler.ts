import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startIntervalJob, type IntervalJob } from '../../lib/interval-job';
import { jobFailures } from '../../lib/metrics';
import { evaluateMember, payVipMonthly, previousMonth } from './vip';
import { recentlyActiveMembers } from './vip-repository';

const JOB = 'vip job';

/**
 * Every `intervalMs` (ADR 037): brings up to date the levels of members who staked in the
 * last 2 UTC days (only they can have crossed a threshold), and pays the last month's VIP
 * bonus. Runs of several processes may overlap: each tier and each (member, month) is paid
 * once. A member that fails is logged and the others still run.
 */
export function startVipScheduler(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
}): IntervalJob {
  return startIntervalJob({
    name: JOB,
    intervalMs: options.intervalMs,
    log: options.log,
    tick: async () => {
      let upgraded = 0;
      for (const memberId of await recentlyActiveMembers(options.db, 2)) {
        try {
          upgraded += (await evaluateMember(options.db, memberId)).newLevels.length;
        } catch (error) {
          jobFailures.inc({ job: JOB });
          options.log.error({ err: error, memberId }, 'vip evaluation failed');
        }
      }
      if (upgraded > 0) options.log.info({ upgraded }, 'vip tiers reached');
      const month = await payVipMonthly(options.db, previousMonth(Date.now()), { preview: false });
      if (month.paid > 0) options.log.info(month, 'vip monthly bonus paid');
    },
  });
}
