import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import contentPlugin from './modules/content/plugin';
import depositPlugin from './modules/deposit/plugin';
import gamesPlugin from './modules/games/plugin';
import vendorRoutes from './modules/games/vendor-routes';
import imageRoutes from './modules/images/routes';
import inHouseGamesPlugin from './modules/in-house/plugin';
import operatorRoutes from './modules/operator/routes';
import promotionsPlugin from './modules/promotions/plugin';
import { resolveOperatorToken } from './modules/operator/token';
import settingsPlugin from './modules/settings/plugin';
import systemGate from './modules/system/gate';
import systemRoutes from './modules/system/routes';
import { registerIdentity } from './modules/session/identity-modules';
import oauthPlugin from './modules/oauth/plugin';
import sandboxProviderPlugin from './modules/sandbox-provider/plugin';
import verificationPlugin, { createLoginVerification } from './modules/verification/plugin';
import { newIpVerification } from './modules/verification/routes';
import walletPlugin from './modules/wallet/plugin';
import withdrawalPlugin from './modules/withdrawal/plugin';
import dbPlugin from './plugins/db';
import encryption from './plugins/encryption';
import errorHandler from './plugins/error-handler';
import helmet from './plugins/helmet';
import spa from './plugins/spa';
import swagger from './plugins/swagger';

export type BuildAppOptions = {
  env: Env;
  /** An open database to use instead of the one env describes (tests). */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
};

/**
 * The whole server as one plugin tree (fastify/demo): infrastructure first, then the
 * domain modules, then the SPA and the answer for unknown paths. Nothing listens here;
 * main.ts does, and tests call `inject`.
 */
export async function buildApp({ env, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // The API takes small JSON bodies; anything near this is a mistake or an attack.
    bodyLimit: 256 * 1024,
    // The first start creates the embedded database (PGlite's initdb: 8 s on a busy 2-core
    // machine), migrates and seeds ~10,000 games inside the db plugin; Fastify's default
    // 10 s per plugin then kills it. Later starts skip all of this (P7).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const operator = await resolveOperatorToken(env.OPERATOR_TOKEN, env.DATA_DIR);
  if (operator.source !== 'env') app.log.info(`Operator token in ${operator.file}`);

  await app.register(errorHandler);
  await app.register(helmet);
  await app.register(swagger);
  await app.register(dbPlugin, { env, database });
  await app.register(settingsPlugin);
  await app.register(systemGate, { countryHeader: env.COUNTRY_HEADER });
  await app.register(encryption);

  await app.register(systemRoutes, {
    countryHeader: env.COUNTRY_HEADER,
    mainDomain: env.MAIN_DOMAIN,
    publicImageBase: env.PUBLIC_IMAGE_BASE,
  });
  await app.register(vendorRoutes, { publicImageBase: env.PUBLIC_IMAGE_BASE });
  await app.register(imageRoutes);
  await app.register(operatorRoutes, {
    token: operator.token,
    allowRemote: env.OPERATOR_ALLOW_REMOTE,
  });
  const loginVerification = createLoginVerification(app);
  await registerIdentity(app, {
    env,
    operator: { token: operator.token, allowRemote: env.OPERATOR_ALLOW_REMOTE },
    beforeSessionForNewIp: newIpVerification(loginVerification),
  });
  await app.register(verificationPlugin, {
    service: loginVerification,
    secureCookies: env.NODE_ENV === 'production',
  });
  await app.register(oauthPlugin, { env });
  await app.register(walletPlugin, {
    currency: env.CURRENCY,
    providerSecrets: env.PROVIDER_WALLET_SECRETS,
  });
  await app.register(depositPlugin, {
    currency: env.CURRENCY,
    publicUrl: env.PUBLIC_URL,
    operator: { token: operator.token, allowRemote: env.OPERATOR_ALLOW_REMOTE },
  });
  await app.register(withdrawalPlugin, {
    currency: env.CURRENCY,
    operator: { token: operator.token, allowRemote: env.OPERATOR_ALLOW_REMOTE },
  });
  await app.register(gamesPlugin, { publicImageBase: env.PUBLIC_IMAGE_BASE });
  await app.register(inHouseGamesPlugin, { currency: env.CURRENCY });
  await app.register(sandboxProviderPlugin, { currency: env.CURRENCY });
  await app.register(contentPlugin, {
    operator: { token: operator.token, allowRemote: env.OPERATOR_ALLOW_REMOTE },
    home: { currency: env.CURRENCY, imageBase: env.PUBLIC_IMAGE_BASE },
  });

  await app.register(promotionsPlugin, {
    operator: { token: operator.token, allowRemote: env.OPERATOR_ALLOW_REMOTE },
  });

  await app.register(spa, { webDist: env.WEB_DIST });
  return app;
}

/** Fastify trusts "n hops" at run time but its types lack the number form; spell it out. */
function trustProxyOption(value: Env['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
