import fp from 'fastify-plugin';
import protectionOperatorRoutes from './operator-routes';
import protectionRoutes, { type ProtectionRoutesOptions } from './routes';

/**
 * Player protection (issue 17, ADR 032): the member's and the operator's routes. Both kinds
 * of exclusion run `onExcluded` in their transaction (see OnExcluded).
 */
export default fp<ProtectionRoutesOptions>(
  async (app, options) => {
    await app.register(protectionRoutes, { onExcluded: options.onExcluded });
    await app.registerOperatorRoutes(protectionOperatorRoutes, { onExcluded: options.onExcluded });
  },
  { name: 'protection', dependencies: ['db', 'settings', 'sessions', 'operator-api'] },
);
