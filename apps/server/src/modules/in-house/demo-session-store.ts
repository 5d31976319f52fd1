import type { SandboxRound } from '@openlobby/contract';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-random';
import type { RoundRecord } from './round-store';

/** A demo's seed pair: the active one, with the nonce its next round takes. */
export type DemoSeed = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
};

/**
 * Everything a demo (free play) session holds, as plain JSON: who opened it for which
 * game, its play money, and its rounds. One record, so a round's stake, nonce, record and
 * payout change together in one `change`.
 */
export type DemoState = {
  /** The provider whose API plays it (BGS, or the sandbox aggregator). */
  vendorCode: string;
  /** The catalogue game's own vendor (PG, JILI…; the provider's code for in-house games). */
  gameVendor: string;
  gameCode: string;
  /** The address it counts against (the per-IP cap). */
  ip: string;
  expiresAt: number;
  /** The play money, minor units. */
  balance: number;
  seed: DemoSeed;
  /** Server seeds already rotated out, by hash: rounds on them may show them. */
  revealed: Record<string, string>;
  /** In-house rounds, newest last, with `serverSeed` always null (the view adds it). */
  rounds: RoundRecord[];
  /** Stakes taken by `DemoBank.bet` whose round is not yet recorded, by round id. */
  pendingBets: Record<string, number>;
  /** The sandbox provider's rounds, newest last. */
  sandboxRounds: SandboxRound[];
};

/** How many demos the store keeps at most, and how many of them one address may hold. */
export type DemoCaps = { maxSessions: number; maxPerIp: number };

/**
 * Where demo sessions live (ADR 030): this process's memory, or Redis when REDIS_URL is set
 * (app.ts chooses per database at start-up, as for the counters and the captchas), where
 * every instance behind the balancer reads and changes the same sessions.
 */
export type DemoSessionStore = {
  /**
   * Keeps a new session under `token`, first making room: expired sessions and the oldest
   * beyond `maxSessions - 1`, and the address's own oldest beyond `maxPerIp - 1`. Only
   * an address's own demos make room for its next one, never another's.
   */
  open(token: string, state: DemoState, caps: DemoCaps, now: number): Promise<void>;
  /** The session's state as it is now (a copy), or null when there is none. */
  read(token: string): Promise<DemoState | null>;
  /**
   * Runs `change` on the session's state and keeps what it made of it, atomically against
   * every other change of the session from any instance: a change that lost a race runs
   * again on the newer state, so none is lost or applied twice. `change` is synchronous and
   * may throw to refuse, and then nothing is kept. A session that is gone is
   * GAME_SESSION_INVALID.
   */
  change<T>(token: string, change: (state: DemoState) => T): Promise<T>;
  drop(token: string): Promise<void>;
};

const sessionGone = () => new AppError('GAME_SESSION_INVALID', 'demo session ended');

const stores = new WeakMap<Db, DemoSessionStore>();

export function useDemoSessionStore(db: Db, store: DemoSessionStore): void {
  stores.set(db, store);
}

/** The store chosen for `db`, or a memory store of the caller's own (one process). */
export function demoSessionStoreOf(db: Db): DemoSessionStore {
  return stores.get(db) ?? memoryDemoSessionStore();
}

/**
 * Sessions in a Map, oldest first. JavaScript runs one callback at a time and `change` is
 * synchronous, so a change cannot interleave with another; it works on a copy, so one that
 * throws leaves the session as it was.
 */
export function memoryDemoSessionStore(): DemoSessionStore {
  const sessions = new Map<string, DemoState>();
  /** Each IP's live tokens, oldest first. */
  const byIp = new Map<string, string[]>();
  const drop = (token: string) => {
    const session = sessions.get(token);
    if (!session) return;
    sessions.delete(token);
    const rest = (byIp.get(session.ip) ?? []).filter((t) => t !== token);
    if (rest.length > 0) byIp.set(session.ip, rest);
    else byIp.delete(session.ip);
  };
  return {
    async open(token, state, { maxSessions, maxPerIp }, now) {
      for (const [key, session] of sessions) {
        if (sessions.size < maxSessions && session.expiresAt > now) break;
        drop(key);
      }
      const own = byIp.get(state.ip) ?? [];
      for (const oldest of own.slice(0, Math.max(0, own.length - maxPerIp + 1))) drop(oldest);
      sessions.set(token, structuredClone(state));
      byIp.set(state.ip, [...(byIp.get(state.ip) ?? []), token]);
    },
    async read(token) {
      const session = sessions.get(token);
      return session ? structuredClone(session) : null;
    },
    async change(token, change) {
      const session = sessions.get(token);
      if (!session) throw sessionGone();
      const next = structuredClone(session);
      const value = change(next);
      sessions.set(token, next);
      return value;
    },
    async drop(token) {
      drop(token);
    },
  };
}

/**
 * Makes room and keeps a new session, in one script so two opens cannot both take the
 * last place: expired sessions go first, then the oldest while the store is full, then the
 * address's own oldest. Members of the sets are token hashes scored by expiry (the
 * opener's clock, as for the counters), its thousandths a running count so sessions opened
 * in one millisecond keep their order. KEYS: the session, every session's set, the
 * address's set, the running count. ARGV: now, life ms, expiry, maxSessions, maxPerIp, the
 * state, the token's hash, the sessions' key prefix, the addresses' key prefix, the
 * address.
 */
const OPEN_SCRIPT = `
local maxAll, maxIp = tonumber(ARGV[4]), tonumber(ARGV[5])
local function drop(hash)
  local key = ARGV[8] .. hash
  local ip = redis.call('HGET', key, 'ip')
  redis.call('DEL', key)
  redis.call('ZREM', KEYS[2], hash)
  if ip then redis.call('ZREM', ARGV[9] .. ip, hash) end
end
for _, hash in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])) do drop(hash) end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', ARGV[1])
local all = redis.call('ZCARD', KEYS[2])
if all >= maxAll then
  for _, hash in ipairs(redis.call('ZRANGE', KEYS[2], 0, all - maxAll)) do drop(hash) end
end
local own = redis.call('ZCARD', KEYS[3])
if own >= maxIp then
  for _, hash in ipairs(redis.call('ZRANGE', KEYS[3], 0, own - maxIp)) do drop(hash) end
end
local score = ARGV[3] .. string.format('.%03d', redis.call('INCR', KEYS[4]) % 1000)
redis.call('HSET', KEYS[1], 'state', ARGV[6], 'version', '0', 'ip', ARGV[10])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], score, ARGV[7])
redis.call('ZADD', KEYS[3], score, ARGV[7])
redis.call('PEXPIRE', KEYS[3], ARGV[2])
return 1`;

/** Keeps a changed state only if nobody changed it since it was read (its version). */
const CHANGE_SCRIPT = `
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'version', tostring(tonumber(ARGV[1]) + 1))
return 1`;

/** KEYS: the session, every session's set. ARGV: the token's hash, the addresses' prefix. */
const DROP_SCRIPT = `
local ip = redis.call('HGET', KEYS[1], 'ip')
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
if ip then redis.call('ZREM', ARGV[2] .. ip, ARGV[1]) end
return 1`;

/** How often a change that keeps losing races is run again before the call gives up. */
const CHANGE_ATTEMPTS = 50;

/**
 * Sessions in Redis, shared by every instance. A session is the hash
 * `<prefix>session:<sha256 of the token>` (a dump of Redis holds no live token) with its
 * state as JSON, a version and its address, expiring with the session; the sets
 * `<prefix>all` and `<prefix>ip:<address>` list live sessions by expiry for the caps
 * (`<prefix>opened` counts opens, to order those of one millisecond). A
 * change reads the state and its version, runs, and keeps its result with a script that
 * first checks the version is unchanged (optimistic concurrency): a change that lost the
 * race reads again and runs again. The scripts touch keys they compute, so this needs one
 * Redis (as deploy/ runs), not a cluster.
 */
export function redisDemoSessionStore(redis: Redis, prefix = 'demo:'): DemoSessionStore {
  const sessionPrefix = `${prefix}session:`;
  const ipPrefix = `${prefix}ip:`;
  const allKey = `${prefix}all`;
  const keyOf = (token: string) => sessionPrefix + sha256(token);
  return {
    async open(token, state, { maxSessions, maxPerIp }, now) {
      const hash = sha256(token);
      await redis.eval(
        OPEN_SCRIPT,
        4,
        sessionPrefix + hash,
        allKey,
        ipPrefix + state.ip,
        `${prefix}opened`,
        Math.trunc(now),
        Math.max(1, Math.trunc(state.expiresAt - now)),
        Math.trunc(state.expiresAt),
        maxSessions,
        maxPerIp,
        JSON.stringify(state),
        hash,
        sessionPrefix,
        ipPrefix,
        state.ip,
      );
    },
    async read(token) {
      const raw = await redis.hget(keyOf(token), 'state');
      return raw === null ? null : (JSON.parse(raw) as DemoState);
    },
    async change(token, change) {
      const key = keyOf(token);
      for (let attempt = 1; attempt <= CHANGE_ATTEMPTS; attempt += 1) {
        const [raw, version] = await redis.hmget(key, 'state', 'version');
        if (raw == null || version == null) throw sessionGone();
        const state = JSON.parse(raw) as DemoState;
        const value = change(state);
        const kept = await redis.eval(CHANGE_SCRIPT, 1, key, version, JSON.stringify(state));
        if (kept === 1) return value;
        // Another instance changed the session first: wait a moment, then run on its state.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 10)));
      }
      throw new AppError('GAME_PROVIDER_UNAVAILABLE', 'demo session too contended');
    },
    async drop(token) {
      const hash = sha256(token);
      await redis.eval(DROP_SCRIPT, 2, sessionPrefix + hash, allKey, hash, ipPrefix);
    },
  };
}
