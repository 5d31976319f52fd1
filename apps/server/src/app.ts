import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import contentPlugin from './modules/content';
import depositPlugin from './modules/deposit';
import gamesPlugin, { listCategorySummaries, vendorRoutes } from './modules/games';
import imageRoutes from './modules/images';
import inHouseGamesPlugin, { redisDemoSessionStore, useDemoSessionStore } from './modules/in-house';
import operatorRoutes, { operatorScope } from './modules/operator';
import agentPlugin from './modules/agent';
import lotteryPlugin from './modules/lottery';
import pointsPlugin from './modules/points';
import recordsPlugin from './modules/records';
import vipPlugin from './modules/vip';
import rafflePlugin from './modules/raffle';
import playSessionPlugin from './modules/play-session';
import messagesPlugin from './modules/messages';
import protectionPlugin, { guardedStake, refuseExcludedLogin } from './modules/protection';
import pushPlugin from './modules/push';
import promotionsPlugin from './modules/promotions';
import redEnvelopePlugin from './modules/red-envelope';
import referralPlugin, { referralCodes, rewardFirstDeposit } from './modules/referral';
import { resolveOperatorToken } from './lib/operator-token';
import type { ReadinessCheck } from './lib/readiness';
import { requestIdOf } from './lib/request-id';
import settingsPlugin from './modules/settings';
import { systemGate, systemRoutes } from './modules/system';
import identityPlugin, { redisCheckStore, useCheckStore, useSessionGate } from './modules/identity';
import sandboxProviderPlugin, { sandboxTransferWallets } from './modules/sandbox-provider';
import walletPlugin, { recallProviderWallets } from './modules/wallet';
import withdrawalPlugin, { heldBalanceOf } from './modules/withdrawal';
import dbPlugin from './plugins/db';
import invalidationPlugin from './plugins/invalidation';
import { redisCounterStore, useCounterStore } from './lib/rate-counter';
import { withLogRedaction } from './lib/log-redaction';
import { redisFromEnv } from './lib/redis';
import { runSeed } from './seed';
import encryption from './plugins/encryption';
import errorHandler, { frameworkErrorReply } from './plugins/error-handler';
import health from './plugins/health';
import helmet from './plugins/helmet';
import lifecycle from './plugins/lifecycle';
import observability from './plugins/observability';
import routeDefaults from './plugins/route-defaults';
import spa from './plugins/spa';
import swagger from './plugins/swagger';

export type BuildAppOptions = {
  env: Env;
  /** An open database to use instead of the one env describes (tests). */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Extra or replaced /health/ready checks (tests inject a failing dependency). */
  readinessChecks?: Record<string, ReadinessCheck>;
};

/**
 * The whole server as one plugin tree (fastify/demo): infrastructure first, then the
 * domain modules, then the SPA and the answer for unknown paths. Nothing listens here;
 * main.ts does, and tests call `inject`.
 */
export async function buildApp({ env, database, logger, readinessChecks }: BuildAppOptions) {
  const app = Fastify({
    // Secrets that arrive in a URL (a handed-over session token, a game token) stay out of it.
    logger: withLogRedaction(logger ?? { level: env.LOG_LEVEL }),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // The API takes small JSON bodies; anything near this is a mistake or an attack.
    bodyLimit: 256 * 1024,
    // The first start creates the embedded database (PGlite's initdb: 8 s on a busy 2-core
    // machine), migrates and seeds ~10,000 games inside the db plugin; Fastify's default
    // 10 s per plugin then kills it. Later starts skip all of this (P7).
    pluginTimeout: 120_000,
    // A bad URL or an over-long path parameter gets the error envelope too (S7).
    frameworkErrors: frameworkErrorReply,
    // Every request's id, in each of its log lines (`reqId`), its x-request-id header and
    // its error replies: the caller's when sane, else ours (ADR 029).
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const operator = await resolveOperatorToken(env.OPERATOR_TOKEN, env.DATA_DIR);
  if (operator.source !== 'env') app.log.info(`Operator token in ${operator.file}`);

  await app.register(errorHandler);
  await app.register(lifecycle);
  // Before every route: its hooks time and tag them all (ADR 029).
  await app.register(observability, { metricsToken: env.METRICS_TOKEN });
  // Before every route, swagger's own included: the error replies and no-store they all get.
  await app.register(routeDefaults);
  await app.register(helmet);
  await app.register(swagger);
  await app.register(dbPlugin, {
    env,
    database,
    seed: (db) =>
      runSeed(db, {
        defaultWeakPassword: env.DEFAULT_WEAK_PASSWORD,
        demoTeam: env.NODE_ENV !== 'test',
        demoLottery: env.NODE_ENV !== 'test',
        demoRecords: env.NODE_ENV !== 'test',
      }),
  });
  await app.register(health, { redisUrl: env.REDIS_URL, checks: readinessChecks });
  // With REDIS_URL every instance shares the limits' counters, the captchas and the demo
  // game sessions there (ADR 030).
  const redis = redisFromEnv(env);
  if (redis) {
    useCounterStore(app.db, redisCounterStore(redis));
    useCheckStore(app.db, redisCheckStore(redis));
    useDemoSessionStore(app.db, redisDemoSessionStore(redis));
  }
  // Before every cache: each subscribes to it (ADR 030).
  await app.register(invalidationPlugin, { redis });
  await app.register(settingsPlugin);
  await app.register(systemGate, { countryHeader: env.COUNTRY_HEADER });
  await app.register(encryption);
  const operatorApi = { token: operator.token, allowRemote: env.OPERATOR_ALLOW_REMOTE };
  await app.register(operatorScope, operatorApi);

  await app.register(systemRoutes, {
    countryHeader: env.COUNTRY_HEADER,
    mainDomain: env.MAIN_DOMAIN,
    publicImageBase: env.PUBLIC_IMAGE_BASE,
  });
  await app.register(vendorRoutes, { publicImageBase: env.PUBLIC_IMAGE_BASE });
  await app.register(imageRoutes);
  await app.registerOperatorRoutes(operatorRoutes, {
    listCategories: () => listCategorySummaries(app.db),
  });
  await app.register(identityPlugin, {
    env,
    referrals: referralCodes,
  });
  // Player protection (ADR 032): a member on a break gets no new session.
  useSessionGate(app.db, refuseExcludedLogin);
  await app.register(walletPlugin, {
    currency: env.CURRENCY,
    providerSecrets: env.PROVIDER_WALLET_SECRETS,
    heldBalance: heldBalanceOf,
    transferWallets: sandboxTransferWallets,
    stakeGuard: guardedStake,
  });
  await app.register(depositPlugin, {
    currency: env.CURRENCY,
    publicUrl: env.PUBLIC_URL,
    // Inside the crediting transaction: a stale cache is read through it, not through a
    // second pooled connection taken while this one is held (SettingsService.get).
    onCredited: async (tx, deposit) =>
      rewardFirstDeposit(tx, deposit, (await app.settings.get(tx)).referralRules, app.log),
  });
  await app.register(withdrawalPlugin, { currency: env.CURRENCY });
  await app.register(gamesPlugin, { publicImageBase: env.PUBLIC_IMAGE_BASE });
  await app.register(inHouseGamesPlugin, { currency: env.CURRENCY });
  await app.register(sandboxProviderPlugin, { currency: env.CURRENCY });
  await app.register(contentPlugin, {
    home: { currency: env.CURRENCY, imageBase: env.PUBLIC_IMAGE_BASE },
  });
  await app.register(promotionsPlugin);
  await app.register(redEnvelopePlugin);
  await app.register(referralPlugin, { currency: env.CURRENCY });
  await app.register(agentPlugin, {
    settlementIntervalMs: env.AGENT_SETTLEMENT_INTERVAL_MS,
  });
  await app.register(lotteryPlugin, { tickMs: env.LOTTERY_TICK_MS });
  await app.register(recordsPlugin, { currency: env.CURRENCY, rebateTickMs: env.REBATE_TICK_MS });
  await app.register(vipPlugin, { currency: env.CURRENCY, tickMs: env.VIP_TICK_MS });
  await app.register(pointsPlugin, { tickMs: env.POINTS_TICK_MS, settleMs: env.POINTS_SETTLE_MS });
  await app.register(playSessionPlugin, {
    currency: env.CURRENCY,
    testInterval: ['true', '1'].includes(env.REALITY_CHECK_TEST_INTERVAL ?? ''),
  });
  await app.register(messagesPlugin);
  await app.register(rafflePlugin, { tickMs: env.RAFFLE_TICK_MS });
  await app.register(protectionPlugin, {
    // An exclusion empties the member's transfer-mode wallets into the main one (C4).
    onExcluded: async (tx, memberId, now) => {
      await recallProviderWallets(tx, sandboxTransferWallets, memberId, now);
    },
  });
  await app.register(pushPlugin, {
    heartbeatMs: env.PUSH_HEARTBEAT_MS,
    settleMs: env.PUSH_SETTLE_MS,
    sessionCheckMs: env.PUSH_SESSION_CHECK_MS,
    eventHours: env.PUSH_EVENT_HOURS,
    pruneTickMs: env.PUSH_PRUNE_TICK_MS,
    redis,
  });

  await app.register(spa, { webDist: env.WEB_DIST });
  return app;
}

/** Fastify trusts "n hops" at run time but its types lack the number form; spell it out. */
function trustProxyOption(value: Env['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
