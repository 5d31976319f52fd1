import fp from 'fastify-plugin';
import recordsOperatorRoutes from './operator-routes';
import recordsRoutes from './routes';
import { startRebateScheduler, type RebateScheduler } from './scheduler';

export type RecordsOptions = {
  currency: string;
  /** How often the rebate job runs, in ms; 0 = never (tests and e2e pay by command). */
  rebateTickMs?: number;
};

/**
 * The member's records (issue 15, ADR 026): betting record, profit and loss, bonuses, the
 * rebate rates and the daily rebate job.
 */
export default fp<RecordsOptions>(
  async (app, options) => {
    await app.register(recordsRoutes, { currency: options.currency });
    await app.registerOperatorRoutes(recordsOperatorRoutes);
    const tickMs = options.rebateTickMs ?? 0;
    if (tickMs > 0) {
      let scheduler: RebateScheduler | undefined;
      app.addHook('onReady', async () => {
        scheduler = startRebateScheduler({ db: app.db, intervalMs: tickMs, log: app.log });
      });
      app.addHook('onClose', async () => scheduler?.stop());
    }
  },
  { name: 'records', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
