import fp from 'fastify-plugin';
import redEnvelopeOperatorRoutes from './operator-routes';
import redEnvelopeRoutes from './routes';

/** Red envelopes (issue 18, ADR 038): the member's round and open, the operator's rounds. */
export default fp(
  async (app) => {
    await app.register(redEnvelopeRoutes);
    await app.registerOperatorRoutes(redEnvelopeOperatorRoutes);
  },
  {
    name: 'red-envelope',
    dependencies: ['db', 'sessions', 'wallet', 'operator-api'],
  },
);
