import fp from 'fastify-plugin';
import betRoutes from './bet-routes';
import { ensureLotteryGames } from './engine';
import lotteryOperatorRoutes from './operator-routes';
import readRoutes from './read-routes';
import { startLotteryScheduler, type LotteryScheduler } from './scheduler';

export type LotteryOptions = {
  /** How often the draw job runs, in ms; 0 = never (tests drive it themselves). */
  tickMs?: number;
};

/**
 * The lottery (issue 14, ADR 024): the games' draws with committed seeds, bets settled
 * once per bet, chases, cancels, the public reads of spec §7's `/lgw` calls and the
 * operator's routes; the draw job when LOTTERY_TICK_MS > 0.
 */
export default fp<LotteryOptions>(
  async (app, options) => {
    // Every game of the games package has its row before the first request.
    app.addHook('onReady', async () => ensureLotteryGames(app.db));
    await app.register(readRoutes);
    await app.register(betRoutes);
    await app.registerOperatorRoutes(lotteryOperatorRoutes);
    const tickMs = options.tickMs ?? 0;
    if (tickMs > 0) {
      let scheduler: LotteryScheduler | undefined;
      app.addHook('onReady', async () => {
        scheduler = startLotteryScheduler({ db: app.db, intervalMs: tickMs, log: app.log });
      });
      app.addHook('onClose', async () => scheduler?.stop());
    }
  },
  { name: 'lottery', dependencies: ['db', 'sessions', 'wallet', 'operator-api'] },
);
