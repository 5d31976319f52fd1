import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import {
  consumeCheck,
  deleteOldChecks,
  findLiveCheck,
  insertCheck,
  type CheckKind,
} from './check-repository';

/** What a check's callers read of it, wherever it is kept. */
export type StoredCheck = { kind: string; channel: string | null; answer: string };
type NewCheck = {
  id: string;
  kind: CheckKind;
  channel?: string | null;
  answer: string;
  expiresAt: Date;
};

/**
 * Where captchas, slider puzzles and slider tokens live (ADR 030): the `human_check` table,
 * or Redis when REDIS_URL is set (app.ts chooses per database at start-up). They are
 * single-use and gone within minutes, so nothing is lost with Redis but a puzzle a visitor
 * draws again.
 */
export type CheckStore = {
  insert(check: NewCheck): Promise<void>;
  /** The live, unused check of this kind, spent by this call; null if there is none. */
  consume(id: string, kind: CheckKind): Promise<StoredCheck | null>;
  /** A live captcha or slider puzzle, left as it is (the development tool's read). */
  findLive(id: string): Promise<StoredCheck | null>;
  /** Drops long-expired checks (the database's; Redis expires its own). */
  sweep(): Promise<void>;
};

const stores = new WeakMap<Db, CheckStore>();

export function useCheckStore(db: Db, store: CheckStore): void {
  stores.set(db, store);
}

export function checkStoreOf(db: Db): CheckStore {
  return (
    stores.get(db) ?? {
      insert: (check) => insertCheck(db, check),
      consume: (id, kind) => consumeCheck(db, id, kind),
      findLive: (id) => findLiveCheck(db, id),
      sweep: () => deleteOldChecks(db),
    }
  );
}

/**
 * Each check is the key `<prefix><kind>:<id>` with its expiry; consuming it is one GETDEL,
 * so two instances cannot both spend it.
 */
export function redisCheckStore(redis: Redis, prefix = 'human-check:'): CheckStore {
  const keyOf = (kind: string, id: string) => `${prefix}${kind}:${id}`;
  const parse = (kind: string, raw: string | null): StoredCheck | null => {
    if (raw === null) return null;
    const { channel, answer } = JSON.parse(raw) as { channel: string | null; answer: string };
    return { kind, channel, answer };
  };
  return {
    async insert({ id, kind, channel = null, answer, expiresAt }) {
      const lifeMs = Math.max(1, expiresAt.getTime() - Date.now());
      await redis.set(keyOf(kind, id), JSON.stringify({ channel, answer }), 'PX', lifeMs, 'NX');
    },
    async consume(id, kind) {
      return parse(kind, await redis.getdel(keyOf(kind, id)));
    },
    async findLive(id) {
      for (const kind of ['captcha', 'slider'] as const) {
        const found = parse(kind, await redis.get(keyOf(kind, id)));
        if (found) return found;
      }
      return null;
    },
    sweep: async () => undefined,
  };
}
