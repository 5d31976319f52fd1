import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { connectRedis } from '../../lib/redis';
import { buildTestApp } from '../../test/build-test-app';
import { memberSession } from '../../test/games-kit';
import { openPushStream, type PushStream } from '../../test/push-client';
import { dropKeys, redisReachable } from '../../test/redis-kit';
import { listen } from '../../test/support-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { PUSH_STREAMS_PER_MEMBER } from '.';
import { PushHub } from './hub';
import { redisSiteCap } from './site-cap';

/** A Redis database of this file's own: the keys are per member id, as in production. */
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const redisUp = await redisReachable(REDIS_URL);

const CAP = PUSH_STREAMS_PER_MEMBER;

describe.skipIf(!redisUp).each(testDatabaseKinds())(
  'the per-member stream cap over two instances sharing Redis, on %s',
  (kind) => {
    const database = useTestDatabase(kind);
    let a: App;
    let b: App;
    const url = new Map<App, string>();
    let redis: Redis;
    const streams: PushStream[] = [];
    beforeAll(async () => {
      redis = connectRedis(REDIS_URL);
      // The other database kind's run used the same member ids.
      await dropKeys(redis, 'push:');
      a = await buildTestApp(database(), { REDIS_URL });
      b = await buildTestApp(database(), { REDIS_URL });
      url.set(a, await listen(a)).set(b, await listen(b));
    });
    afterAll(async () => {
      for (const s of streams) s.close();
      await a?.close();
      await b?.close();
      await redis?.quit();
    });

    const open = async (app: App, token: string) => {
      const stream = await openPushStream(url.get(app)!, token);
      streams.push(stream);
      expect((await stream.next()).event).toBe('ready');
      return stream;
    };
    const replaced = async (stream: PushStream) => {
      expect(await stream.next(2000)).toMatchObject({
        event: 'close',
        data: { reason: 'replaced' },
      });
      await expect(stream.next(1000)).rejects.toThrow('stream ended');
    };
    const openHere = (memberId: number) =>
      a.push.streamsOf(memberId).length + b.push.streamsOf(memberId).length;
    const counted = (memberId: number) => redis.zcard(`push:streams:${memberId}`);

    it(`keeps ${CAP} streams per member over both instances: the oldest closes wherever it is`, async () => {
      const me = await memberSession(a);
      // Alternating A, B, A, B, A: neither instance alone holds more than three.
      const opened: PushStream[] = [];
      for (let i = 0; i < CAP; i += 1) opened.push(await open(i % 2 === 0 ? a : b, me.token));
      await expect.poll(() => counted(me.memberId)).toBe(CAP);

      // A sixth on B: the oldest, on A, closes.
      const sixth = await open(b, me.token);
      await replaced(opened[0]!);
      await expect.poll(() => openHere(me.memberId)).toBe(CAP);
      expect(await counted(me.memberId)).toBe(CAP);

      // A seventh on A: the oldest now is on B.
      const seventh = await open(a, me.token);
      await replaced(opened[1]!);
      // An eighth on A whose oldest is on A too.
      await open(a, me.token);
      await replaced(opened[2]!);
      await expect.poll(() => openHere(me.memberId)).toBe(CAP);
      expect(await counted(me.memberId)).toBe(CAP);
      for (const live of [opened[3]!, opened[4]!, sixth, seventh]) {
        expect(await live.drain(100)).toEqual([]);
        expect(live.ended).toBe(false);
      }

      // Streams that end leave no entry behind.
      for (const s of streams) s.close();
      await expect.poll(() => counted(me.memberId)).toBe(0);
    });

    it("does not let a dead instance's entries hold a member's slots", async () => {
      const me = await memberSession(a);
      const streamsKey = `push:streams:${me.memberId}`;
      const aliveKey = `push:alive:${me.memberId}`;
      const now = Date.now();
      // A crashed instance left five entries: three expired already, two not yet.
      for (let i = 1; i <= CAP; i += 1) {
        const entry = `crashed-instance:${String(i).padStart(12, '0')}`;
        await redis.zadd(streamsKey, now - 60_000 + i, entry);
        await redis.zadd(aliveKey, i <= 3 ? now - 1000 : now + 60_000, entry);
      }
      const mine: PushStream[] = [];
      for (let i = 0; i < CAP; i += 1) mine.push(await open(i % 2 === 0 ? a : b, me.token));
      // Expired ones were dropped, the two left made room first: no live stream closed.
      for (const live of mine) expect(await live.drain(50)).toEqual([]);
      expect(await redis.zrange(streamsKey, '0', '-1')).not.toContain(
        'crashed-instance:000000000005',
      );
      expect(await counted(me.memberId)).toBe(CAP);
      expect(openHere(me.memberId)).toBe(CAP);
    });
  },
);

describe('the per-member stream cap while Redis is down', () => {
  it('opens streams at once under the per-instance cap and warns', async () => {
    // Nothing listens on port 1: every command fails at once, as in an outage.
    const down = connectRedis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.removeAllListeners('error');
    down.on('error', () => undefined);
    const onWarning = vi.fn();
    const cap = await redisSiteCap(down, { maxPerMember: CAP, entryTtlMs: 1000, onWarning });
    const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const hub = new PushHub({} as Db, log, {
      maxPerMember: CAP,
      maxBufferedBytes: 1024,
      maxPending: 10,
      settleMs: 1000,
    });
    hub.onOpened = (c) => cap.opened(c);
    hub.onClosed = (c) => cap.closed(c);
    const raws = Array.from(
      { length: CAP + 1 },
      () =>
        ({
          destroyed: false,
          writableLength: 0,
          write: vi.fn(() => true),
          end: vi.fn(),
          destroy: vi.fn(),
        }) as unknown as ServerResponse & { write: ReturnType<typeof vi.fn> },
    );
    const opened = raws.map((raw) => hub.open(raw, 7, 'token'));
    expect(hub.size).toBe(CAP);
    expect(opened[0]!.closed).toBe(true);
    expect(raws[0]!.write).toHaveBeenCalledWith(expect.stringContaining('"reason":"replaced"'));
    await vi.waitFor(() =>
      expect(onWarning).toHaveBeenCalledWith(expect.stringContaining('per-instance cap applies')),
    );
    await cap.close();
    down.disconnect();
  });
});
