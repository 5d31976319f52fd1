import fp from 'fastify-plugin';
import type { Env } from '../../../env';
import { OidcClients, providerConfigs } from './clients';
import oauthRoutes from './routes';
import { loadOrCreateFlowSecret } from './secret';
import { memberForIdentity } from './social-members';

/**
 * Social sign-in. A social login proves identity through the provider, so it skips the
 * forced password change and the new-IP check: createSession is called directly.
 */
export default fp<{ env: Env }>(
  async (app, { env }) => {
    await app.register(oauthRoutes, {
      clients: new OidcClients(providerConfigs(env)),
      flowSecret: await loadOrCreateFlowSecret(app.db),
      publicUrl: env.PUBLIC_URL,
      signIn: async (identity) => {
        const memberId = await memberForIdentity(app.db, identity);
        const session = await app.sessions.create(memberId, { ip: identity.ip, remember: false });
        return session.value.token;
      },
    });
  },
  { name: 'oauth', dependencies: ['db', 'settings', 'sessions'] },
);
