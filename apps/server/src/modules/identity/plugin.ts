import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env';
import profileRulesRoutes from './account/operator-routes';
import accountRoutes from './account/routes';
import codeRoutes from './codes/routes';
import humanCheckAnswerRoutes from './human-check/operator-routes';
import humanCheckRoutes from './human-check/routes';
import registerRulesRoutes from './member/operator-routes';
import type { ReferralCodes } from './member/register';
import passwordRoutes from './member/password-routes';
import memberRoutes from './member/routes';
import outboxRoutes from './messaging/operator-routes';
import messaging from './messaging/plugin';
import oauthPlugin from './oauth/plugin';
import { sessionConfig } from './session/config';
import sessionPlugin from './session/plugin';
import sessionRoutes from './session/routes';
import verificationPlugin, { createLoginVerification } from './verification/plugin';
import { newIpVerification } from './verification/routes';

export type IdentityOptions = {
  env: Env;
  /** Members' invitation codes (ADR 025): the referral module's, wired in app.ts. */
  referrals?: ReferralCodes | undefined;
};

/**
 * Identity (docs/identity-api.md, ADR 008): messaging, sessions, human checks, codes,
 * login and registration, passwords, the new-IP check and the authenticator, social
 * sign-in, in dependency order. Decorates `app.sessions`, `app.authenticate`,
 * `app.authenticateMember`, `app.sms` and `app.mail` for the modules registered after it.
 */
export default fp<IdentityOptions>(
  async (app, options) => {
    const { env } = options;
    const production = env.NODE_ENV === 'production';
    if (production) app.log.warn('No SMS or mail provider configured: messages go to the outbox');
    await app.register(messaging);
    await app.register(sessionPlugin, { config: sessionConfig(env) });
    await app.register(humanCheckRoutes);
    await app.register(codeRoutes, { logCodes: env.NODE_ENV === 'development' });
    const loginVerification = createLoginVerification(app as FastifyInstance);
    await app.register(sessionRoutes, {
      secureCookies: production,
      beforeSessionForNewIp: newIpVerification(loginVerification),
    });
    await app.register(memberRoutes, {
      currencySymbol: env.CURRENCY_SYMBOL,
      referrals: options.referrals,
    });
    await app.register(passwordRoutes);
    await app.register(accountRoutes);
    await app.register(verificationPlugin, {
      service: loginVerification,
      secureCookies: production,
    });
    await app.register(oauthPlugin, { env });
    const readable = env.OPERATOR_OUTBOX ? /^(true|1)$/.test(env.OPERATOR_OUTBOX) : !production;
    await app.registerOperatorRoutes(outboxRoutes, { readable });
    await app.registerOperatorRoutes(humanCheckAnswerRoutes, { readable });
    await app.registerOperatorRoutes(registerRulesRoutes);
    await app.registerOperatorRoutes(profileRulesRoutes);
  },
  { name: 'identity', dependencies: ['db', 'settings', 'operator-api'] },
);
