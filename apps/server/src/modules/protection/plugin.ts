import fp from 'fastify-plugin';
import protectionOperatorRoutes from './operator-routes';
import protectionRoutes from './routes';

/** Player protection (issue 17, ADR 032): the member's and the operator's routes. */
export default fp(
  async (app) => {
    await app.register(protectionRoutes);
    await app.registerOperatorRoutes(protectionOperatorRoutes);
  },
  { name: 'protection', dependencies: ['db', 'settings', 'sessions', 'operator-api'] },
);
