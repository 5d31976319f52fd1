import { jurisdictionRules } from '@openlobby/contract';
import fp from 'fastify-plugin';
import { DemoSessions } from './demo-sessions';
import inHouseRoutes from './routes';
import { InHouseGames } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Demo (free play) game sessions: the launch opens one instead of a wallet game
     * session when the player asks for the demo (in-house and sandbox games alike).
     */
    demoGames: DemoSessions;
    inHouseGames: InHouseGames;
  }
}

/** The in-house provider BGS: provably fair slot, dice and mines (ADR 006). */
export default fp<{ currency: string }>(
  async (app, { currency }) => {
    const demos = new DemoSessions(app.db);
    const games = new InHouseGames(app.db, app.providerWallet, demos, currency, async () => {
      const { jurisdiction } = (await app.settings.get()).protection;
      return jurisdictionRules[jurisdiction].minSpinMs;
    });
    app.decorate('demoGames', demos);
    app.decorate('inHouseGames', games);
    await app.register(inHouseRoutes, { games });
  },
  { name: 'in-house-games', dependencies: ['db', 'sessions', 'wallet'] },
);
