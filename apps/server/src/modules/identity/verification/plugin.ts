import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import verificationRoutes from './routes';
import { LoginVerificationService } from './service';

/**
 * The service exists before the session routes (whose new-IP hook it is) and before the
 * messaging plugin; so it reaches the SMS gateway and mail transport only when it sends.
 */
export function createLoginVerification(app: FastifyInstance): LoginVerificationService {
  return new LoginVerificationService({
    db: app.db,
    sms: { send: (to, body) => app.sms.send(to, body) },
    mail: { send: (message) => app.mail.send(message) },
    loginVerification: async () => (await app.settings.get()).loginVerification,
  });
}

/** New-IP verification routes and the authenticator app; after sessions and messaging. */
export default fp<{ service: LoginVerificationService; secureCookies: boolean }>(
  async (app, options) => {
    await app.register(verificationRoutes, options);
  },
  { name: 'verification', dependencies: ['db', 'settings', 'sessions', 'messaging'] },
);
