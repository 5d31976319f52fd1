import fp from 'fastify-plugin';
import playSessionRoutes from './routes';
import type { PlaySessionOptions } from './service';

/** The play session (issue 17 part B, ADR 033): the reality check and the session's figures. */
export default fp<PlaySessionOptions>(
  async (app, options) => {
    await app.register(playSessionRoutes, options);
  },
  { name: 'play-session', dependencies: ['db', 'sessions'] },
);
