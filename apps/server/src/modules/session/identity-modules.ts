import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import humanCheckRoutes from '../human-check/routes';
import memberRoutes from '../member/routes';
import registerRulesRoutes from '../member/operator-routes';
import passwordRoutes from '../member/password-routes';
import outboxRoutes from '../messaging/operator-routes';
import messaging from '../messaging/plugin';
import codeRoutes from '../verification-codes/routes';
import { sessionConfig } from './config';
import { noNewIpVerification, type BeforeSessionForNewIp } from './new-ip';
import sessionPlugin from './plugin';
import sessionRoutes from './routes';

export type IdentityOptions = {
  env: Env;
  operator: { token: string; allowRemote: boolean };
  /** The new-IP check of the password login (the verification module's); default: none. */
  beforeSessionForNewIp?: BeforeSessionForNewIp | undefined;
};

/**
 * Sessions, members, codes, human checks and messaging, in dependency order. Decorates
 * `app.sessions`, `app.authenticate`, `app.authenticateMember`, `app.sms` and `app.mail`
 * for the modules registered after it.
 */
export async function registerIdentity(app: FastifyInstance, options: IdentityOptions) {
  const { env } = options;
  const production = env.NODE_ENV === 'production';
  if (production) app.log.warn('No SMS or mail provider configured: messages go to the outbox');
  await app.register(messaging);
  await app.register(sessionPlugin, { config: sessionConfig(env) });
  await app.register(humanCheckRoutes);
  await app.register(codeRoutes, { logCodes: env.NODE_ENV === 'development' });
  await app.register(sessionRoutes, {
    secureCookies: production,
    beforeSessionForNewIp: options.beforeSessionForNewIp ?? noNewIpVerification,
  });
  await app.register(memberRoutes, { currencySymbol: env.CURRENCY_SYMBOL });
  await app.register(passwordRoutes);
  const readable = env.OPERATOR_OUTBOX ? /^(true|1)$/.test(env.OPERATOR_OUTBOX) : !production;
  await app.register(outboxRoutes, { ...options.operator, readable });
  await app.register(registerRulesRoutes, options.operator);
}
