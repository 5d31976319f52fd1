import { GAME_TOKEN_HEADER, inHousePaths, sandboxPaths } from '@openlobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { App } from '../../app';
import { game } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { someGame } from '../../test/games-kit';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memoryDemoSessionStore } from './demo-session-store';
import { DemoSessions } from './demo-sessions';
import { DEMO_SESSIONS_PER_IP, inHouseQuotas } from './quotas';

describe.each(testDatabaseKinds())('demo session limits (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  const openDemo = (ip: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: inHousePaths.demo,
      remoteAddress: ip,
      headers: { 'accept-language': language },
      payload: { gameCode: 'dice' },
    });
  const catalogueGameWithDemo = async () => {
    const g = await someGame(
      app,
      and(eq(game.gameType, 'RNG'), ne(game.vendorCode, 'BGS'), eq(game.supportPlay, 0))!,
    );
    return { vendor: g.vendorCode, gameCode: g.gameCode };
  };
  const tokenOf = (res: { json(): { value: { token: string } } }) => res.json().value.token;
  const sessionOf = (token: string) =>
    app.inject({ url: inHousePaths.session, headers: { [GAME_TOKEN_HEADER]: token } });

  it('opens 120 demos for one IP an hour, in-house and sandbox together; then 429, other IPs unaffected', async () => {
    // Windows are fixed clock hours: run the 121 opens five minutes into one, so an hour
    // boundary can neither reset the count mid-test nor make the wait read in seconds.
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: hour + 5 * 60_000 });
    onTestFinished(() => void vi.useRealTimers());
    const ip = '198.51.100.7';
    const max = inHouseQuotas.demoSessions.max;
    for (let i = 0; i < max - 1; i += 1) {
      const res = await openDemo(ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    // A sandbox catalogue demo counts against the same quota.
    const catalogueDemo = await app.inject({
      method: 'POST',
      url: sandboxPaths.demo,
      remoteAddress: ip,
      payload: await catalogueGameWithDemo(),
    });
    expect(catalogueDemo.statusCode, catalogueDemo.body).toBe(200);
    const refused = await openDemo(ip, 'pt');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Muitas solicitações\. Tente novamente em \d+ minutos?\.$/,
    );
    expect(refused.json().value.retryAfterSeconds).toBeGreaterThan(50 * 60);
    expect(refused.json().value.retryAfterSeconds).toBeLessThanOrEqual(55 * 60);

    const neighbour = await openDemo('198.51.100.8');
    expect(neighbour.statusCode).toBe(200);
    expect((await sessionOf(tokenOf(neighbour))).json().value).toMatchObject({ demo: true });
  });

  it("lets one IP hold 30 live demos: its next replaces its own oldest, never another's", async () => {
    const other = tokenOf(await openDemo('203.0.113.1'));
    const own: string[] = [];
    for (let i = 0; i <= DEMO_SESSIONS_PER_IP; i += 1)
      own.push(tokenOf(await openDemo('203.0.113.2')));
    expect((await sessionOf(own[0]!)).json()).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
    expect((await sessionOf(own[1]!)).statusCode).toBe(200);
    expect((await sessionOf(own.at(-1)!)).statusCode).toBe(200);
    expect((await sessionOf(other)).json().value).toMatchObject({ demo: true, balance: 100_000 });
  });

  it("keeps a visitor's demo when one address floods a full store", async () => {
    const demos = new DemoSessions(app.db, memoryDemoSessionStore(), {
      maxSessions: 40,
      maxPerIp: 10,
    });
    const visitor = await demos.open({ vendorCode: 'BGS', gameCode: 'dice', ip: '192.0.2.1' });
    for (let i = 0; i < 100; i += 1) {
      await demos.open({ vendorCode: 'BGS', gameCode: 'dice', ip: '192.0.2.99' });
    }
    expect(await demos.find('BGS', visitor.token)).not.toBeNull();
  });
});
