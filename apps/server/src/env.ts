import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './server-root';

/**
 * The one place that reads process.env (style.md; lint enforces it). Everything else gets
 * a validated `Env` so a typo in a deployment fails at start-up, not at the first request.
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * TRUST_PROXY is handed to Fastify's `trustProxy`: false, true, a number of hops, or a
 * comma list of addresses/CIDRs of the proxies in front of us.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | number | string[] => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.some((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'false, true, a hop count or addresses/CIDRs' });
      return z.NEVER;
    }
    return list;
  });

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  /**
   * PostgreSQL connections one process may use for queries (plus at most two it holds for
   * LISTEN). A database on few cores is fastest with few busy connections in all, so
   * several instances split one budget (deploy/: 4 × 2; ADR 045) rather than each taking
   * the one-process default.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  TRUST_PROXY: trustProxy,
  COUNTRY_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'an HTTP header name')
      .transform((h) => h.toLowerCase())
      .optional(),
  ),
  OPERATOR_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  OPERATOR_ALLOW_REMOTE: booleanString,
  /**
   * Lets a scraper read /metrics from any address with `Authorization: Bearer <token>`;
   * without it only loopback callers may (ADR 029: the figures are operational data).
   */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  /**
   * How long a SIGTERM/SIGINT waits for in-flight requests before closing what is left
   * (ADR 029). Below a proxy's or orchestrator's own kill timeout.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /**
   * Lets the operator command read the SMS and mail outboxes. They hold live codes, so it
   * is off in production unless set (the end-to-end tests set it on their production build).
   */
  OPERATOR_OUTBOX: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * Offers a one-minute reality-check interval (ADR 033) so tests and the end-to-end journey
   * see the check without waiting a quarter of an hour. Never set it in production.
   */
  REALITY_CHECK_TEST_INTERVAL: z.enum(['true', 'false', '1', '0']).optional(),
  PUBLIC_IMAGE_BASE: z.string().min(1).default('/img'),
  MAIN_DOMAIN: z.string().min(1).default('localhost'),
  WEB_DIST: optionalString,
  // Identity (identity-api.md): session lifetimes, password age, the default weak password.
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().positive().default(90),
  /** Operator's default password for accounts created by staff; it forces a change. */
  DEFAULT_WEAK_PASSWORD: z.string().min(1).max(64).default('Aa123456'),
  /** Currency symbol shown with balances (member info). */
  CURRENCY_SYMBOL: z.string().min(1).max(8).default('R$'),
  /** ISO 4217 code of the wallet's currency; amounts are its minor units (ADR 007). */
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('BRL'),
  /**
   * Seamless-wallet secrets of game providers (docs/provider-wallet-api.md), as
   * `CODE=secret,CODE=secret`. Providers not listed get a generated secret kept in the
   * database (the in-house and sandbox providers).
   */
  PROVIDER_WALLET_SECRETS: optionalString.transform((raw, ctx) => {
    const secrets: Record<string, string> = {};
    for (const pair of (raw ?? '').split(',').filter((p) => p.trim() !== '')) {
      const match = /^\s*([A-Z0-9_]{2,32})=(\S{32,256})\s*$/.exec(pair);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'CODE=secret pairs, secrets of 32+ characters' });
        return z.NEVER;
      }
      secrets[match[1]!] = match[2]!;
    }
    return secrets;
  }),
  /**
   * How often each server process settles the agents' due periods (ADR 023), in ms; 0
   * turns the scheduler off (tests). Processes may overlap: each bill is paid once.
   */
  AGENT_SETTLEMENT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * How often each server process runs the lottery's draw job (ADR 024), in ms; 0 turns it
   * off (tests drive it with their own clock). Processes may overlap: each step is
   * conditional, each bet settled once. Every 5 s: a tick costs tens of milliseconds of
   * queries, which on the embedded PGlite run on the server's own thread (at 1 s an idle
   * server spent a quarter of a core on it); a result comes at most 5 s after its close.
   */
  LOTTERY_TICK_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /**
   * How often the rebate job pays the last ended days (ADR 026), in ms; 0 turns it off
   * (tests pay by command). Hourly: a day's rebates come within the hour after midnight UTC.
   */
  REBATE_TICK_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /**
   * How often the VIP job (ADR 037) brings active members' levels up to date and pays the
   * last month's VIP bonus, in ms; 0 turns it off (members' levels still rise when they
   * open the VIP card; tests pay by command).
   */
  VIP_TICK_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /**
   * How often the raffle draw job draws ended raffles (ADR 039), in ms; 0 turns it off
   * (tests draw by command). Every minute: results follow a raffle's end within a minute.
   */
  RAFFLE_TICK_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * The points mall's accrual job (ADR 036): how often it runs (0 = never; tests accrue by
   * call) and how long a round stays unchanged before it earns points.
   */
  POINTS_TICK_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  POINTS_SETTLE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /**
   * The push channel (ADR 031): a `: ping` on every open stream this often (proxies close
   * silent connections after about a minute), and each stream's session checked this often
   * (logout, expiry or a kick closes it within that time). Events older than
   * PUSH_EVENT_HOURS are pruned every PUSH_PRUNE_TICK_MS (0 = never: tests).
   */
  PUSH_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),
  PUSH_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /**
   * The push channel's settle window (ADR 031, R11): an event id notified this long ago is
   * final, as no transaction that writes an event runs this long; resume cursors list only
   * the ids sent since. Longer is safer against slow transactions; shorter keeps cursors short.
   */
  PUSH_SETTLE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PUSH_EVENT_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  PUSH_PRUNE_TICK_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  /** Origin the browser reaches us at; OpenID Connect redirect URIs are built from it. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  // Social sign-in (identity-api.md "Social"): a provider is on when its client id is set
  // and its white-label module (GOOGLELOGIN3, FACEBOOKLOGIN3) is enabled.
  GOOGLE_OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_OIDC_ISSUER: z.url().default('https://www.facebook.com'),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
});

/** A client id without its secret would only fail later, at the first sign-in. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    if (env[`${provider}_CLIENT_ID`] && !env[`${provider}_CLIENT_SECRET`]) {
      ctx.addIssue({
        code: 'custom',
        path: [`${provider}_CLIENT_SECRET`],
        message: `required when ${provider}_CLIENT_ID is set`,
      });
    }
  }
});

export type Env = Omit<z.output<typeof envSchema>, 'DATA_DIR' | 'WEB_DIST' | 'PUBLIC_URL'> & {
  /** Absolute. */
  DATA_DIR: string;
  /** Absolute directory of the built SPA. */
  WEB_DIST: string;
  /** Without a trailing slash. */
  PUBLIC_URL: string;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates a set of variables (process.env by default; tests pass their own). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    // The SPA sits next to the server package in the repository, wherever we run from.
    WEB_DIST: env.WEB_DIST
      ? path.resolve(env.WEB_DIST)
      : fileURLToPath(new URL('../web/dist', serverRoot())),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
