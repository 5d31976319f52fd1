import fp from 'fastify-plugin';
import rewardOperatorRoutes from './operator-routes';
import promotionPublicRoutes from './public-routes';
import rewardRoutes from './routes';

/** Reward centre and mission activity (spec §7 "Missions and promotions (T)", ADR 018). */
export default fp(
  async (app) => {
    await app.register(rewardRoutes);
    await app.register(promotionPublicRoutes);
    await app.registerOperatorRoutes(rewardOperatorRoutes);
  },
  {
    name: 'promotions',
    dependencies: ['db', 'sessions', 'wallet', 'operator-api', 'invalidation'],
  },
);
