import fp from 'fastify-plugin';
import { SettingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/** Shares one settings cache between the system gate, the status route and the operator API. */
export default fp(
  async (app) => {
    app.decorate('settings', new SettingsService(app.db));
  },
  { name: 'settings', dependencies: ['db'] },
);
