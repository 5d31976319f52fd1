import fp from 'fastify-plugin';
import type { OperatorRoutesOptions } from '../operator/routes';
import rewardOperatorRoutes from './operator-routes';
import rewardRoutes from './routes';

/** Reward centre and mission activity (spec §7 "Missions and promotions (T)", ADR 018). */
export default fp<{ operator: OperatorRoutesOptions }>(
  async (app, { operator }) => {
    await app.register(rewardRoutes);
    await app.register(rewardOperatorRoutes, operator);
  },
  { name: 'promotions', dependencies: ['db', 'sessions', 'wallet'] },
);
