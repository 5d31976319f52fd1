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
    const settings = new SettingsService(app.db);
    app.decorate('settings', settings);
    // Another process's operator change reaches this one at once, not within the TTL.
    app.invalidation.subscribe('operator-change', () => settings.invalidate());
  },
  { name: 'settings', dependencies: ['db', 'invalidation'] },
);
