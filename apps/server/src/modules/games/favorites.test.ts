import {
  favoriteIdsValueSchema,
  favoriteListValueSchema,
  favoriteToggleValueSchema,
  okEnvelopeSchema,
} from '@openlobby/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { favoriteGame, game } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberSession, nodeIdOf } from '../../test/games-kit';

const IDS = '/wps/relay/MCSFE_getFavoriteGames';
const LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';

describe.each(testDatabaseKinds())('favourite games on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let dice: number;
  beforeAll(async () => {
    app = await buildTestApp(database());
    dice = await nodeIdOf(app, 'BGS', 'dice');
  });
  afterAll(async () => app?.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    language: 'en' | 'pt' = 'en',
  ) =>
    app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(token ? { authorization: token } : {}) },
      ...(payload ? { payload } : {}),
    });
  const ids = async (token: string) =>
    okEnvelopeSchema(favoriteIdsValueSchema).parse((await call('GET', IDS, token)).json()).value;
  const stored = async (memberId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(favoriteGame)
        .where(eq(favoriteGame.memberId, memberId))
    )[0]?.n;

  it('asks visitors to log in, in their language', async () => {
    const body = { nodeId: dice, vendor: 'BGS', gameType: 'INHOUSE' };
    for (const [method, url] of [
      ['GET', IDS],
      ['GET', LIST],
      ['POST', ADD],
      ['DELETE', REMOVE],
    ] as const) {
      const res = await call(method, url, undefined, method === 'GET' ? undefined : body, 'pt');
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'UNAUTHORIZED',
        message: 'Faça login para continuar.',
        requestId: expect.any(String),
      });
    }
  });

  it('lets trial players look, not change (TRIAL_NOT_ALLOWED), and stores nothing', async () => {
    const trial = await memberSession(app, 4);
    expect(await ids(trial.token)).toEqual([]);
    const res = await call('POST', ADD, trial.token, {
      nodeId: dice,
      vendor: 'BGS',
      gameType: 'INHOUSE',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'TRIAL_NOT_ALLOWED',
      message: 'Please Register An Account First',
      requestId: expect.any(String),
    });
    expect(await stored(trial.memberId)).toBe(0);
  });

  it('adds and removes idempotently; ids come newest first', async () => {
    const { memberId, token } = await memberSession(app);
    const mines = await nodeIdOf(app, 'BGS', 'mines');
    const toggle = okEnvelopeSchema(favoriteToggleValueSchema);
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', ADD, token, {
        nodeId: dice,
        vendor: 'bgs',
        gameType: 'inhouse',
      });
      expect(toggle.parse(res.json()).value).toEqual({ nodeId: dice, isFavorite: true });
    }
    await call('POST', ADD, token, { nodeId: mines, vendor: 'BGS', gameType: 'INHOUSE' });
    expect(await ids(token)).toEqual([mines, dice]);
    expect(await stored(memberId)).toBe(2);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', REMOVE, token, {
        nodeId: dice,
        vendor: 'BGS',
        gameType: 'INHOUSE',
      });
      expect(toggle.parse(res.json()).value).toEqual({ nodeId: dice, isFavorite: false });
    }
    expect(await ids(token)).toEqual([mines]);
  });

  it('refuses an unknown game, or one named with another provider or type; stores nothing', async () => {
    const { memberId, token } = await memberSession(app);
    for (const [body, method] of [
      [{ nodeId: 99_999_999, vendor: 'BGS', gameType: 'INHOUSE' }, 'POST'],
      [{ nodeId: dice, vendor: 'PG', gameType: 'INHOUSE' }, 'POST'],
      [{ nodeId: dice, vendor: 'BGS', gameType: 'RNG' }, 'POST'],
      [{ nodeId: 99_999_999, vendor: 'BGS', gameType: 'INHOUSE' }, 'DELETE'],
      [{ nodeId: dice, vendor: 'PG', gameType: 'INHOUSE' }, 'DELETE'],
    ] as const) {
      const res = await call(method, method === 'POST' ? ADD : REMOVE, token, body, 'pt');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'GAME_NOT_FOUND',
        message: 'Este jogo não está disponível.',
        requestId: expect.any(String),
      });
    }
    expect(await stored(memberId)).toBe(0);
  });

  it('refuses malformed bodies with 400, storing nothing', async () => {
    const { memberId, token } = await memberSession(app);
    for (const body of [
      { nodeId: -1, vendor: 'BGS', gameType: 'INHOUSE' },
      { nodeId: 'abc', vendor: 'BGS', gameType: 'INHOUSE' },
      { nodeId: dice, gameType: 'INHOUSE' },
      { nodeId: dice, vendor: 'x'.repeat(41), gameType: 'INHOUSE' },
      { nodeId: 1.5, vendor: 'BGS', gameType: 'INHOUSE' },
    ]) {
      const res = await call('POST', ADD, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await stored(memberId)).toBe(0);
  });

  it('pages the favourites 13 at a time, newest first, each marked favourite', async () => {
    const { token } = await memberSession(app);
    const slots = await app.db
      .select({ nodeId: game.nodeId, vendorCode: game.vendorCode })
      .from(game)
      .where(and(eq(game.gameType, 'RNG'), eq(game.gameClassify, 'JP')))
      .orderBy(asc(game.nodeId))
      .limit(15);
    for (const s of slots) {
      const res = await call('POST', ADD, token, {
        nodeId: s.nodeId,
        vendor: s.vendorCode,
        gameType: 'RNG',
      });
      expect(res.statusCode).toBe(200);
    }
    const page = async (query: string) =>
      okEnvelopeSchema(favoriteListValueSchema).parse(
        (await call('GET', `${LIST}?${query}`, token)).json(),
      ).value;
    const first = await page('pageNo=1');
    expect(first.content.map((g) => g.nodeId)).toEqual(
      slots
        .slice(2)
        .map((s) => s.nodeId)
        .reverse(),
    );
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.content.every((g) => g.isFavorite === true)).toBe(true);
    const second = await page('pageNo=2');
    expect(second.content.map((g) => g.nodeId)).toEqual([slots[1]!.nodeId, slots[0]!.nodeId]);
    expect((await call('GET', `${LIST}?pageSize=500`, token)).statusCode).toBe(400);
  });

  it("never shows one member another member's favourites", async () => {
    const a = await memberSession(app);
    const b = await memberSession(app);
    await call('POST', ADD, a.token, { nodeId: dice, vendor: 'BGS', gameType: 'INHOUSE' });
    expect(await ids(b.token)).toEqual([]);
    // Removing "it" as b changes nothing of a's.
    await call('DELETE', REMOVE, b.token, { nodeId: dice, vendor: 'BGS', gameType: 'INHOUSE' });
    expect(await ids(a.token)).toEqual([dice]);
  });
});
