import fp from 'fastify-plugin';
import type { IntervalJob } from '../../lib/interval-job';
import pointOperatorRoutes from './operator-routes';
import pointRoutes from './routes';
import { startPointScheduler } from './scheduler';

export type PointsOptions = {
  /** How often the accrual job runs, in ms; 0 = never (tests accrue by call). */
  tickMs?: number;
  /** How long a round must be unchanged before it earns points, in ms. */
  settleMs?: number;
};

/** The points mall (spec §2 `/pointMall`, ADR 036): balance, rewards, redeem, convert. */
export default fp<PointsOptions>(
  async (app, options) => {
    const settleMs = options.settleMs ?? 60_000;
    await app.register(pointRoutes);
    await app.registerOperatorRoutes(pointOperatorRoutes, { settleMs });
    const tickMs = options.tickMs ?? 0;
    if (tickMs > 0) {
      let job: IntervalJob | undefined;
      app.addHook('onReady', async () => {
        job = startPointScheduler({ db: app.db, intervalMs: tickMs, settleMs, log: app.log });
      });
      app.addHook('onClose', async () => job?.stop());
    }
  },
  { name: 'points', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
