import fp from 'fastify-plugin';
import type { IntervalJob } from '../../lib/interval-job';
import vipOperatorRoutes from './operator-routes';
import vipRoutes from './routes';
import { startVipScheduler } from './scheduler';

export type VipOptions = {
  currency: string;
  /** How often the VIP job runs, in ms; 0 = never (tests and e2e evaluate on demand). */
  tickMs?: number;
};

/**
 * VIP levels (issue 18, ADR 037): tiers by cumulative valid bet, the upgrade bonus once per
 * tier and the monthly VIP bonus; evaluated by a scheduled job and when the member opens
 * the VIP card.
 */
export default fp<VipOptions>(
  async (app, options) => {
    await app.register(vipRoutes, { currency: options.currency });
    await app.registerOperatorRoutes(vipOperatorRoutes);
    const tickMs = options.tickMs ?? 0;
    if (tickMs > 0) {
      let scheduler: IntervalJob | undefined;
      app.addHook('onReady', async () => {
        scheduler = startVipScheduler({ db: app.db, intervalMs: tickMs, log: app.log });
      });
      app.addHook('onClose', async () => scheduler?.stop());
    }
  },
  { name: 'vip', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
