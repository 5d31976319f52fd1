import fp from 'fastify-plugin';
import type { OperatorRoutesOptions } from '../operator/routes';
import announcementRoutes from './announcement-routes';
import contentOperatorRoutes from './operator-routes';

/** Site content (spec §7 "Announcements and support", ADR 012). */
export default fp<{ operator: OperatorRoutesOptions }>(
  async (app, { operator }) => {
    await app.register(announcementRoutes);
    await app.register(contentOperatorRoutes, operator);
  },
  { name: 'content', dependencies: ['db', 'sessions'] },
);
