import {
  launchGameValueSchema,
  okEnvelopeSchema,
  recentGamesValueSchema,
  roomListValueSchema,
  RECENT_GAMES_LIMIT,
} from '@openlobby/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { game, gameSession, recentGame, vendor } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { GameSessions } from '../wallet/game-sessions';
import { memberSession, nodeIdOf, someGame } from '../../test/games-kit';

const LAUNCH = '/wps/relay/GCS_gameLaunchFB';
const RECENT = '/wps/relay/GCS_recentGame';
const ROOMS = '/wps/relay/GLS2_roomList';

describe.each(testDatabaseKinds())('launching games on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  const launch = (token: string | undefined, payload: object, language: 'en' | 'pt' = 'en') =>
    app.inject({
      method: 'POST',
      url: LAUNCH,
      headers: { 'accept-language': language, ...(token ? { authorization: token } : {}) },
      payload,
    });
  const launched = async (token: string, payload: object) => {
    const res = await launch(token, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return okEnvelopeSchema(launchGameValueSchema).parse(res.json()).value;
  };
  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { authorization: token } : {} });
  const sessionsOf = async (memberId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(gameSession)
        .where(eq(gameSession.memberId, memberId))
    )[0]?.n;
  const recentOf = async (token: string) =>
    okEnvelopeSchema(recentGamesValueSchema).parse((await get(RECENT, token)).json()).value;

  it('asks a visitor to log in', async () => {
    const res = await launch(undefined, { nodeId: await nodeIdOf(app, 'BGS', 'dice') }, 'pt');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('UNAUTHORIZED');
    expect((await get(RECENT)).statusCode).toBe(401);
    expect((await get(ROOMS)).statusCode).toBe(401);
  });

  it('refuses trial players (spec §5) and opens no game session', async () => {
    const trial = await memberSession(app, 4);
    for (const demo of [false, true]) {
      const res = await launch(trial.token, { nodeId: await nodeIdOf(app, 'BGS', 'dice'), demo });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'TRIAL_NOT_ALLOWED',
        message: 'Please Register An Account First',
        requestId: expect.any(String),
      });
    }
    expect(await sessionsOf(trial.memberId)).toBe(0);
    expect(await recentOf(trial.token)).toEqual([]);
  });

  it('answers lottery games and lottery providers with their lottery page (spec §7)', async () => {
    const { memberId, token } = await memberSession(app);
    const cases = [
      ['LOTT', 'SSC', '/lottery?gameCode=SSC', { path: '/lottery', gameCode: 'SSC' }],
      ['ELOTT', 'PK10', '/lottery?gameCode=PK10', { path: '/lottery', gameCode: 'PK10' }],
      ['TCG_SEA', '4D', '/seaLottery?gameCode=4D', { path: '/seaLottery', gameCode: '4D' }],
      ['TCG_LOTTO_VN', 'lobby', '/vnLottery', { path: '/vnLottery', gameCode: null }],
    ] as const;
    for (const [vendorCode, code, url, lotteryPage] of cases) {
      const res = await launch(token, { nodeId: await nodeIdOf(app, vendorCode, code) }, 'pt');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { url, demo: false, lotteryPage } });
    }
    // The lottery page is no game session: the lottery's bets are the lottery API's.
    expect(await sessionsOf(memberId)).toBe(0);
  });

  it("starts a provider-level entry (sports, e-sports, cockfight) as the provider's lobby", async () => {
    const { memberId, token } = await memberSession(app);
    for (const vendorCode of ['IBC', 'IMES', 'DS88']) {
      const { url, demo } = await launched(token, {
        nodeId: await nodeIdOf(app, vendorCode, 'lobby'),
      });
      expect(demo).toBe(false);
      expect(url).toMatch(new RegExp(`^/games/sandbox/${vendorCode}/lobby\\?token=.+`));
    }
    // Each lobby is a real game session: the sandbox provider can bet against the wallet.
    expect(await sessionsOf(memberId)).toBe(3);
  });

  it('starts games under /wps/game/launchGame too (spec §7: PVP and lottery launches)', async () => {
    const { memberId, token } = await memberSession(app);
    const pvp = await someGame(app, and(eq(game.gameType, 'PVP'), eq(game.isGame, 'GAME'))!);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { authorization: token },
      payload: { nodeId: pvp.nodeId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = okEnvelopeSchema(launchGameValueSchema).parse(res.json()).value;
    expect(url).toMatch(new RegExp(`^/games/sandbox/${pvp.vendorCode}/${pvp.gameCode}\\?token=`));
    expect(await sessionsOf(memberId)).toBe(1);
    const visitor = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: pvp.nodeId },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('plays a demo only where one is offered (supportPlay 0), with no game session', async () => {
    const { memberId, token } = await memberSession(app);
    const demoSlot = await someGame(app, and(eq(game.vendorCode, 'PG'), eq(game.supportPlay, 0))!);
    const paidSlot = await someGame(app, and(eq(game.vendorCode, 'PG'), eq(game.supportPlay, 1))!);
    expect(await launched(token, { nodeId: demoSlot.nodeId, demo: true })).toEqual({
      url: `/games/sandbox/PG/${demoSlot.gameCode}?demo=1`,
      demo: true,
    });
    expect(
      await launched(token, { nodeId: await nodeIdOf(app, 'BGS', 'mines'), demo: true }),
    ).toEqual({
      url: '/games/bgs/mines?demo=1',
      demo: true,
    });
    const refused = await launch(token, { nodeId: paidSlot.nodeId, demo: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('DEMO_NOT_AVAILABLE');
    expect(await sessionsOf(memberId)).toBe(0);
    expect((await recentOf(token)).map((g) => g.gameCode)).toEqual(['mines', demoSlot.gameCode]);
  });

  it('opens a game session for a real launch: the URL carries a token the wallet knows', async () => {
    const { memberId, token } = await memberSession(app);
    const slot = await someGame(app, and(eq(game.vendorCode, 'JILI'), eq(game.gameType, 'RNG'))!);
    const value = await launched(token, { nodeId: slot.nodeId });
    expect(value.demo).toBe(false);
    const url = new URL(value.url, 'http://site');
    expect(url.pathname).toBe(`/games/sandbox/JILI/${slot.gameCode}`);
    const gameToken = url.searchParams.get('token')!;
    expect(gameToken).toMatch(/^[A-Za-z0-9_-]{20,128}$/);
    const session = await new GameSessions(app.db).find('JILI', gameToken);
    expect(session).toMatchObject({
      memberId,
      vendorCode: 'JILI',
      gameCode: slot.gameCode,
      expired: false,
    });

    const dice = await launched(token, { nodeId: await nodeIdOf(app, 'BGS', 'dice'), demo: false });
    expect(dice.url).toMatch(/^\/games\/bgs\/dice\?token=[A-Za-z0-9_-]{20,128}$/);
    expect(await sessionsOf(memberId)).toBe(2);
    expect((await recentOf(token)).map((g) => g.gameCode)).toEqual(['dice', slot.gameCode]);
  });

  it('refuses an unknown or switched-off game, and bad bodies, changing nothing', async () => {
    const { memberId, token } = await memberSession(app);
    const missing = await launch(token, { nodeId: 99_999_999 }, 'pt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      errorCode: 'GAME_NOT_FOUND',
      message: 'Este jogo não está disponível.',
      requestId: expect.any(String),
    });
    const slot = await nodeIdOf(app, 'BGS', 'slot');
    await app.db.update(game).set({ enabled: false }).where(eq(game.nodeId, slot));
    try {
      expect((await launch(token, { nodeId: slot })).statusCode).toBe(404);
    } finally {
      await app.db.update(game).set({ enabled: true }).where(eq(game.nodeId, slot));
    }
    for (const body of [{}, { nodeId: 'abc' }, { nodeId: slot, demo: 'yes' }, { nodeId: -3 }]) {
      const res = await launch(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await sessionsOf(memberId)).toBe(0);
    expect(await recentOf(token)).toEqual([]);
  });

  it('starts a game by provider and game code (the /seamless page), with the same rules', async () => {
    const { memberId, token } = await memberSession(app);
    const slot = await someGame(app, and(eq(game.vendorCode, 'JILI'), eq(game.gameType, 'RNG'))!);
    // The address may carry the provider in lower case, as gameListCenter's does.
    const value = await launched(token, { vassalage: 'jili', gameCode: slot.gameCode });
    expect(value.url).toMatch(
      new RegExp(`^/games/sandbox/JILI/${slot.gameCode}\\?token=[A-Za-z0-9_-]{20,128}$`),
    );
    expect(await sessionsOf(memberId)).toBe(1);

    const trial = await memberSession(app, 4);
    const refused = await launch(trial.token, { vassalage: 'JILI', gameCode: slot.gameCode });
    expect(refused.json().errorCode).toBe('TRIAL_NOT_ALLOWED');

    // A provider the operator switched off (closed, in maintenance) starts nothing.
    await app.db.update(vendor).set({ enabled: false }).where(eq(vendor.vassalage, 'JILI'));
    try {
      const closed = await launch(token, { vassalage: 'JILI', gameCode: slot.gameCode }, 'pt');
      expect(closed.statusCode).toBe(404);
      expect(closed.json().message).toBe('Este jogo não está disponível.');
    } finally {
      await app.db.update(vendor).set({ enabled: true }).where(eq(vendor.vassalage, 'JILI'));
    }
    const unknown = await launch(token, { vassalage: 'JILI', gameCode: 'no-such-game' });
    expect(unknown.json().errorCode).toBe('GAME_NOT_FOUND');
    for (const body of [
      { vassalage: 'JILI' },
      { gameCode: slot.gameCode },
      { vassalage: '', gameCode: slot.gameCode },
      { vassalage: 'JILI', gameCode: 'x'.repeat(101) },
    ]) {
      const res = await launch(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nul = await launch(token, { vassalage: 'JI\u0000LI', gameCode: slot.gameCode });
    expect(nul.json().errorCode).toBe('TEXT_CONTROL_CHARACTERS');
    expect(await sessionsOf(memberId)).toBe(1);
  });

  it(`keeps the last ${RECENT_GAMES_LIMIT} games, most recent first; a relaunch moves a game up`, async () => {
    const { memberId, token } = await memberSession(app);
    const slots = await app.db
      .select({ nodeId: game.nodeId })
      .from(game)
      .where(
        and(eq(game.vendorCode, 'PT'), eq(game.gameType, 'RNG'), sql`${game.gameClassify} IS NULL`),
      )
      .orderBy(game.nodeId)
      .limit(RECENT_GAMES_LIMIT + 2);
    for (const s of slots) await launched(token, { nodeId: s.nodeId });
    await launched(token, { nodeId: slots[5]!.nodeId });
    const recent = (await recentOf(token)).map((g) => g.nodeId);
    const expected = slots
      .map((s) => s.nodeId)
      .filter((id) => id !== slots[5]!.nodeId)
      .reverse()
      .slice(0, RECENT_GAMES_LIMIT - 1);
    expect(recent).toEqual([slots[5]!.nodeId, ...expected]);
    const [rows] = await app.db
      .select({ n: count() })
      .from(recentGame)
      .where(eq(recentGame.memberId, memberId));
    expect(rows?.n).toBe(RECENT_GAMES_LIMIT);
  });

  it('lists the rooms of PVP games, all or of one game', async () => {
    const { token } = await memberSession(app);
    const rooms = okEnvelopeSchema(roomListValueSchema).parse(
      (await get(`${ROOMS}?language=en`, token)).json(),
    ).value;
    expect(rooms).toHaveLength(120); // 40 card games × 3 stake tiers
    expect(rooms.every((r) => r.vassalage === 'KY' && r.players <= r.seats)).toBe(true);
    const rummy = await nodeIdOf(app, 'KY', 'rummy');
    const res = await get(`${ROOMS}?nodeId=${rummy}`, token);
    expect(res.headers['cache-control']).toBe('no-store');
    const one = okEnvelopeSchema(roomListValueSchema).parse(res.json()).value;
    expect(one.map((r) => [r.roomId, r.name, r.minBet, r.seats])).toEqual([
      ['KY-rummy-beginner', 'Rummy · Iniciante', 100, 6],
      ['KY-rummy-standard', 'Rummy · Padrão', 1_000, 6],
      ['KY-rummy-vip', 'Rummy · VIP', 10_000, 4],
    ]);
    expect((await get(`${ROOMS}?nodeId=abc`, token)).statusCode).toBe(400);
  });
});
