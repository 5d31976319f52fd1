import {
  DEMO_START_BALANCE,
  GAME_TOKEN_HEADER,
  identityPaths,
  inHousePaths,
  sandboxPaths,
  type RoundResult,
  type SandboxSpinValue,
} from '@openlobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from './app';
import { game } from './db/schema';
import { connectRedis } from './lib/redis';
import { PUSH_STREAMS_PER_MEMBER } from './modules/push';
import { buildTestApp } from './test/build-test-app';
import { passwordLogin, randomVisitorIp } from './test/http-identity';
import { openPushStream, type PushStream } from './test/push-client';
import { dropKeys, redisReachable } from './test/redis-kit';
import { startInstances } from './test/scale-out-kit';
import type { ServerProcess } from './test/server-process';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { memberWithBalance, providerClient } from './test/wallet-fixtures';

/** A Redis database of these tests' own, so no other suite's keys meet theirs. */
const REDIS_URL = 'redis://127.0.0.1:6379/14';
const PORTS = [4110, 4111, 4112, 4113] as const;
const redisUp = await redisReachable(REDIS_URL);

type EventData = { id: number; kind: string; payload: Record<string, unknown> };

type Reply<T> = { status: number; body: { success: boolean; errorCode?: string; value: T } };

/** A call of a game's API on one instance, as the game page makes it through the proxy. */
async function gameCall<T>(
  server: ServerProcess,
  path: string,
  visitor: { ip: string; token?: string },
  body?: unknown,
): Promise<Reply<T>> {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': visitor.ip,
      ...(visitor.token ? { [GAME_TOKEN_HEADER]: visitor.token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

/** The value of a successful reply. */
function valueOf<T>(reply: Reply<T>): T {
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ success: true });
  return reply.body.value;
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Issue 16 "Done means": four server processes (the real `main.ts`, with the compose file's
 * settings, scale-out-kit.ts) on one PostgreSQL and one Redis are one site: limits, demo
 * games and the push stream alike. An in-process
 * app on the same database stands in for the game provider and makes the member's session.
 */
describe.skipIf(!inject('testDatabaseUrl') || !redisUp)(
  'four instances on PostgreSQL and Redis',
  () => {
    let testDatabase: TestDatabase;
    let control: App;
    let servers: ServerProcess[] = [];
    const streams: PushStream[] = [];

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      control = await buildTestApp(testDatabase.database);
      // Stream entries a killed instance of an earlier run left (same member ids).
      const redis = connectRedis(REDIS_URL);
      await dropKeys(redis, 'push:');
      await redis.quit();
      // The periodic session check far off: a logout must close streams by its notice.
      servers = await startInstances(testDatabase.url!, REDIS_URL, PORTS, {
        PUSH_SESSION_CHECK_MS: '300000',
      });
    }, 240_000);
    afterAll(async () => {
      for (const s of streams) s.close();
      await Promise.all(servers.map((s) => s.stop()));
      await control?.close();
      await testDatabase?.dispose();
    });

    it('refuses the 21st login attempt from one address whichever instance it reaches', async () => {
      const ip = randomVisitorIp();
      const run = ip.replaceAll(':', '');
      const guess = (i: number) =>
        passwordLogin(servers[i % servers.length]!.url, ip, {
          username: `spray${run}${i}`,
          password: 'Guess#2026',
          // A captcha is due from the address's 4th failure; sent, it is checked then only.
          withCaptcha: i >= 3,
        });
      // 20 wrong guesses at 20 usernames (5 per account would lock the account first),
      // spread over the instances: three one by one, then the rest at once.
      const replies = [await guess(0), await guess(1), await guess(2)];
      replies.push(...(await Promise.all(Array.from({ length: 17 }, (_, i) => guess(i + 3)))));
      for (const reply of replies) {
        expect(reply.status).toBe(401);
        expect(reply.body.errorCode).toBe('INVALID_CREDENTIALS');
      }
      // The 21st, with the right password of a real account, on each instance: refused.
      const refused = await Promise.all(
        servers.map((server) =>
          passwordLogin(server.url, ip, {
            username: 'demo_agent',
            password: 'Agent#2026',
            withCaptcha: true,
          }),
        ),
      );
      for (const reply of refused) {
        expect(reply.status).toBe(429);
        expect(reply.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
      }
      // Another address is not held back by this one's failures.
      const other = await passwordLogin(servers[0]!.url, randomVisitorIp(), {
        username: 'demo_agent',
        password: 'Agent#2026',
        withCaptcha: false,
      });
      expect(other.status).toBe(200);
    }, 120_000);

    it('plays a demo opened on A through B, C and D, rounds at once included, and A reads one purse', async () => {
      const [a, b, c, d] = servers as [ServerProcess, ServerProcess, ServerProcess, ServerProcess];
      const ip = randomVisitorIp();
      const open = async (server: ServerProcess, path: string, body: unknown) =>
        valueOf(await gameCall<{ token: string }>(server, path, { ip }, body)).token;

      // Dice: one roll on each of B, C and D, then twelve at once over the three.
      const dice = { ip, token: await open(a, inHousePaths.demo, { gameCode: 'dice' }) };
      const roll = (server: ServerProcess) =>
        gameCall<RoundResult>(server, inHousePaths.diceRoll, dice, {
          stake: 1_000,
          targetHundredths: 5000,
          direction: 'under',
        }).then(valueOf);
      const rolls = [await roll(b), await roll(c), await roll(d)];
      rolls.push(
        ...(await Promise.all(Array.from({ length: 12 }, (_, i) => roll([b, c, d][i % 3]!)))),
      );
      const paid = rolls.reduce((sum, r) => sum + r.round.payout, 0);
      const session = valueOf(
        await gameCall<{ demo: boolean; balance: number; fairness: { nonce: number } }>(
          a,
          inHousePaths.session,
          dice,
        ),
      );
      expect(session).toMatchObject({
        demo: true,
        balance: DEMO_START_BALANCE - 15 * 1_000 + paid,
        fairness: { nonce: 15 },
      });
      expect(new Set(rolls.map((r) => r.round.nonce)).size).toBe(15);

      // Mines: started on B, a tile revealed on C, cashed out on A and D at once (paid once).
      const mines = { ip, token: await open(a, inHousePaths.demo, { gameCode: 'mines' }) };
      const started = valueOf(
        await gameCall<RoundResult>(b, inHousePaths.minesStart, mines, { stake: 1_000, mines: 1 }),
      );
      const twice = await gameCall(c, inHousePaths.minesStart, mines, { stake: 1_000, mines: 1 });
      expect(twice.body.errorCode).toBe('GAME_ROUND_IN_PROGRESS');
      const roundId = started.round.id;
      const step = valueOf(
        await gameCall<RoundResult>(c, inHousePaths.minesReveal, mines, { roundId, tile: 12 }),
      );
      let expected = DEMO_START_BALANCE - 1_000;
      if (step.round.state === 'playing') {
        // 24 tiles in 25 are safe; when this one was, cash out twice at once.
        const cashOuts = await Promise.all(
          [a, d].map((server) =>
            gameCall<RoundResult>(server, inHousePaths.minesCashOut, mines, { roundId }),
          ),
        );
        const won = cashOuts.filter((r) => r.body.success);
        expect(won).toHaveLength(1);
        expect(cashOuts.map((r) => r.body.errorCode ?? 'ok').sort()).toEqual([
          'GAME_ROUND_OVER',
          'ok',
        ]);
        expected += won[0]!.body.value.round.payout;
      }
      expect(
        valueOf(await gameCall<{ balance: number }>(a, inHousePaths.session, mines)).balance,
      ).toBe(expected);

      // A catalogue game's demo through the sandbox aggregator: spins at once on B, C and D.
      const [listed] = await control.db
        .select({ vendor: game.vendorCode, gameCode: game.gameCode })
        .from(game)
        .where(and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.supportPlay, 0)))
        .limit(1);
      const slot = { ip, token: await open(a, sandboxPaths.demo, listed) };
      const spins = await Promise.all(
        [b, c, d, b, c, d].map((server) =>
          gameCall<SandboxSpinValue>(server, sandboxPaths.spin, slot, {
            ...listed,
            stake: 500,
          }).then(valueOf),
        ),
      );
      const won = spins.reduce((sum, s) => sum + s.round.payout, 0);
      const view = valueOf(
        await gameCall<{ demo: boolean; balance: number }>(
          a,
          `${sandboxPaths.session}?vendor=${listed!.vendor}&gameCode=${listed!.gameCode}`,
          slot,
        ),
      );
      expect(view).toMatchObject({ demo: true, balance: DEMO_START_BALANCE - 6 * 500 + won });
    }, 60_000);

    it(`keeps a member to ${PUSH_STREAMS_PER_MEMBER} streams over the four, and a logout through B closes them all within a second`, async () => {
      const [a, b, c, d] = servers as [ServerProcess, ServerProcess, ServerProcess, ServerProcess];
      const memberId = await memberWithBalance(control.db, 0);
      const { token } = (
        await control.sessions.create(memberId, { ip: '127.0.0.1', remember: false })
      ).value;
      const open = async (server: ServerProcess) => {
        const stream = await openPushStream(server.url, token);
        streams.push(stream);
        expect((await stream.next()).event).toBe('ready');
        return stream;
      };
      const mine = [await open(a), await open(b), await open(c), await open(d), await open(a)];
      // The sixth, through B: the oldest, on A, gives way.
      mine.push(await open(b));
      expect(await mine[0]!.next(2000)).toMatchObject({
        event: 'close',
        data: { reason: 'replaced' },
      });
      const gauges = async () => {
        let sum = 0;
        for (const server of servers) {
          const text = await (await fetch(`${server.url}/metrics`)).text();
          sum += Number(/^openlobby_push_connections (\S+)$/m.exec(text)?.[1] ?? NaN);
        }
        return sum;
      };
      await expect.poll(gauges).toBe(PUSH_STREAMS_PER_MEMBER);

      const loggedOut = Date.now();
      const res = await fetch(`${b.url}${identityPaths.logout}`, {
        method: 'DELETE',
        headers: { authorization: token },
      });
      expect(res.status).toBe(200);
      for (const stream of mine.slice(1)) {
        expect(await stream.next(2000)).toMatchObject({
          event: 'close',
          data: { reason: 'session' },
        });
      }
      expect(Date.now() - loggedOut).toBeLessThan(1000);
      await expect.poll(gauges).toBe(0);
    });

    it('pushes a bet placed through B to the member on A within a second; when A dies, B replays what was missed once, in order', async () => {
      const [a, b, c, d] = servers as [ServerProcess, ServerProcess, ServerProcess, ServerProcess];
      const memberId = await memberWithBalance(control.db, 1000);
      const { token } = (
        await control.sessions.create(memberId, { ip: '127.0.0.1', remember: false })
      ).value;
      const provider = await providerClient(control, 'BGS');
      const game = await provider.session(memberId);
      let round = 0;
      const bet = async (server: ServerProcess) => {
        round += 1;
        const reply = await provider.fetchCall(server.url, 'bet', {
          token: game.token,
          transactionId: `four-${memberId}-${round}`,
          roundId: `four-round-${memberId}-${round}`,
          gameCode: 'dice',
          amount: 10,
        });
        expect(reply.status).toBe(200);
      };
      const balanceOf = (message: { data: unknown }) => (message.data as EventData).payload;

      const onA = await openPushStream(a.url, token);
      streams.push(onA);
      expect((await onA.next()).event).toBe('ready');
      const placed = Date.now();
      await bet(b);
      const first = await onA.next(1000);
      expect(Date.now() - placed).toBeLessThan(1000);
      expect(first.event).toBe('balance');
      expect(balanceOf(first)).toEqual({ balance: 990 });
      const lastId = first.id!;

      a.process.kill('SIGKILL');
      await a.exited;
      await until(() => onA.ended, 5000);
      // Missed while the member had no stream, placed through the three instances left.
      await bet(c);
      await bet(d);
      await bet(b);

      const onB = await openPushStream(b.url, token, lastId);
      streams.push(onB);
      expect((await onB.next()).event).toBe('ready');
      const missed = [await onB.next(), await onB.next(), await onB.next()];
      expect(missed.map((m) => [m.event, balanceOf(m)])).toEqual([
        ['balance', { balance: 980 }],
        ['balance', { balance: 970 }],
        ['balance', { balance: 960 }],
      ]);
      const ids = missed.map((m) => (m.data as EventData).id);
      expect(ids[0]).toBeGreaterThan((first.data as EventData).id);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
      expect(new Set(ids).size).toBe(3);
      // Nothing twice; and the resumed stream is live again.
      expect(await onB.drain(300)).toEqual([]);
      await bet(d);
      expect(balanceOf(await onB.next(1000))).toEqual({ balance: 950 });
    });
  },
);
