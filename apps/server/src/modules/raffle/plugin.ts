import fp from 'fastify-plugin';
import raffleOperatorRoutes from './operator-routes';
import raffleRoutes from './routes';
import { startRaffleScheduler } from './scheduler';

export type RaffleOptions = {
  /** How often the draw job runs, in ms; 0 = never (tests draw by command). */
  tickMs?: number;
};

/**
 * Raffles (issue 18, ADR 039): tickets from valid bets and deposits, a draw from a seed
 * committed in advance, prizes paid once; the draw job when RAFFLE_TICK_MS > 0.
 */
export default fp<RaffleOptions>(
  async (app, options) => {
    await app.register(raffleRoutes);
    await app.registerOperatorRoutes(raffleOperatorRoutes);
    const tickMs = options.tickMs ?? 0;
    if (tickMs > 0) {
      let scheduler: ReturnType<typeof startRaffleScheduler> | undefined;
      app.addHook('onReady', async () => {
        scheduler = startRaffleScheduler({ db: app.db, intervalMs: tickMs, log: app.log });
      });
      app.addHook('onClose', async () => scheduler?.stop());
    }
  },
  { name: 'raffle', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
