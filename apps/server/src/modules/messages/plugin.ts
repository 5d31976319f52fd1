import fp from 'fastify-plugin';
import { Inbox } from './inbox';
import messageOperatorRoutes from './operator-routes';
import messageRoutes from './routes';

/** Platform messages (member centre `messageV2`, ADR 027). */
export default fp(
  async (app) => {
    const inbox = new Inbox(app.db);
    await app.register(messageRoutes, { inbox });
    await app.registerOperatorRoutes(messageOperatorRoutes, { inbox });
  },
  { name: 'messages', dependencies: ['db', 'sessions', 'operator-api'] },
);
