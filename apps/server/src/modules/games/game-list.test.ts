import {
  envelopeSchema,
  gameListValueSchema,
  hotGamesValueSchema,
  okEnvelopeSchema,
  vendorGameTypesValueSchema,
  type GameItem,
} from '@openlobby/contract';
import { brotliDecompressSync } from 'node:zlib';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { game, vendor } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { GameCatalogue } from './catalogue';
import { countGames, memberSession, nodeIdOf } from '../../test/games-kit';

const LIST = '/wps/relay/GCSGAME_gameList';
const listReply = okEnvelopeSchema(gameListValueSchema);

/** Top games first, then by name (case-insensitive). */
function inListOrder(games: GameItem[]): boolean {
  return games.every((g, i) => {
    const prev = games[i - 1];
    if (!prev) return true;
    if (prev.isTop !== g.isTop) return prev.isTop;
    return prev.gameName.toLowerCase() <= g.gameName.toLowerCase();
  });
}

describe.each(testDatabaseKinds())('game list on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  async function list(query: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ url: `${LIST}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { res, value: listReply.parse(res.json()).value };
  }

  it('seeded nearly 10,000 games across every provider of the catalogue', async () => {
    const [all] = await app.db.select({ n: count() }).from(game);
    expect(all?.n).toBe(10_000);
    const vendorsWithoutGames = await app.db.execute(sql`
      SELECT v.vassalage FROM vendor v WHERE v.game_category NOT IN ('HOT') AND NOT EXISTS (
        SELECT 1 FROM game g WHERE g.vendor_code = v.vassalage AND g.game_type = v.game_category)`);
    // BGS has no card game yet (its PVP entry waits for one); every other provider has games.
    expect((vendorsWithoutGames as unknown as { rows: { vassalage: string }[] }).rows).toEqual([
      { vassalage: 'BGS' },
    ]);
  });

  it('serves 50 RNG games a page, top games first then by name, with the totals', async () => {
    const { res, value } = await list('gameType=RNG&pageNo=1');
    const total = await countGames(
      app,
      sql`g.game_type = 'RNG' AND g.game_classify IS DISTINCT FROM 'BG'`,
    );
    expect(value.games).toHaveLength(50);
    expect(value.totalCount).toBe(total);
    expect(value.totalPages).toBe(Math.ceil(total / 50));
    expect(value.games[0]?.isTop).toBe(true);
    expect(inListOrder(value.games)).toBe(true);
    expect(value.games.every((g) => g.gameType === 'RNG' && g.isFavorite === undefined)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    const first = value.games[0]!;
    expect(first.iconUrl).toBe(`/img/games/${first.nodeId}.svg`);
    expect(first.nodeName).toBe(first.gameName);
  });

  it("sends a visitor's page compressed to a browser that accepts it; a member's as it is", async () => {
    const plain = await list('gameType=RNG&pageNo=1');
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.res.headers.vary).toBe('accept-language, authorization, accept-encoding');
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const br = await app.inject({ url: `${LIST}?gameType=RNG&pageNo=1`, headers: browser });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.res.body);
    expect(br.rawPayload.length).toBeLessThan(plain.res.body.length / 4);
    const { token } = await memberSession(app);
    const member = await list('gameType=RNG&pageNo=1', { ...browser, authorization: token });
    expect(member.res.headers['content-encoding']).toBeUndefined();
    expect(member.value.games.every((g) => typeof g.isFavorite === 'boolean')).toBe(true);
  });

  it('pages to the end: the last page holds the rest, a page past it is empty', async () => {
    const { value: head } = await list('gameType=LIVE&pageSize=200');
    expect(head.totalCount).toBe(450);
    expect(head.totalPages).toBe(3);
    const { value: last } = await list('gameType=LIVE&pageSize=200&pageNo=3');
    expect(last.games).toHaveLength(50);
    const { value: beyond } = await list('gameType=LIVE&pageSize=200&pageNo=4');
    expect(beyond).toEqual({ games: [], totalCount: 450, totalPages: 3 });
    // Pages neither overlap nor skip: together they are the whole list, once each.
    const ids = new Set<number>();
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const { value } = await list(`gameType=LIVE&pageSize=200&pageNo=${pageNo}`);
      value.games.forEach((g) => ids.add(g.nodeId));
    }
    expect(ids.size).toBe(450);
  });

  it('filters by provider, sub-category, name, minimum bet and lines as the database counts', async () => {
    const visible = sql`g.game_classify IS DISTINCT FROM 'BG'`;
    const cases: [string, ReturnType<typeof sql>][] = [
      [
        'gameType=rng&vassalage=pg',
        sql`g.game_type = 'RNG' AND g.vendor_code = 'PG' AND ${visible}`,
      ],
      ['vassalage=AG', sql`g.vendor_code = 'AG'`],
      ['gameType=RNG&gameClassify=jp', sql`g.game_type = 'RNG' AND g.game_classify = 'JP'`],
      ['gameName=DRAGON', sql`lower(g.name) LIKE '%dragon%' AND ${visible}`],
      ['gameName=%20hold%20%26%20win%20', sql`lower(g.name) LIKE '%hold & win%' AND ${visible}`],
      ['gameType=RNG&minBet=50', sql`g.game_type = 'RNG' AND g.min_bet >= 50 AND ${visible}`],
      [
        'gameType=RNG&minLineNum=40',
        sql`g.game_type = 'RNG' AND g.min_line_num >= 40 AND ${visible}`,
      ],
      [
        'gameType=RNG&vassalage=MG&gameName=tiger&minBet=5',
        sql`g.game_type = 'RNG' AND g.vendor_code = 'MG' AND lower(g.name) LIKE '%tiger%' AND g.min_bet >= 5 AND ${visible}`,
      ],
      ['vassalage=NOPE', sql`false`],
    ];
    for (const [query, where] of cases) {
      const { value } = await list(`${query}&pageSize=200`);
      expect(value.totalCount, query).toBe(await countGames(app, where));
      expect(inListOrder(value.games), query).toBe(true);
    }
    const { value: named } = await list('gameName=dice&language=pt');
    // Search matches display names too: "Dados" finds the in-house dice game.
    const { value: dados } = await list('gameName=dados');
    expect(dados.games.map((g) => g.gameCode)).toEqual(['dice']);
    expect(named.games.map((g) => g.displayName)).toContain('Dados');
  });

  it('hides bingo (BG) unless asked for by name', async () => {
    const bingo = await countGames(app, sql`g.game_classify = 'BG'`);
    expect(bingo).toBeGreaterThan(0);
    const { value: all } = await list('gameName=bingo&pageSize=200');
    expect(all.totalCount).toBe(0);
    const { value: asked } = await list('gameType=RNG&gameClassify=BG&pageSize=200');
    expect(asked.totalCount).toBe(bingo);
    expect(asked.games.every((g) => g.gameClassify === 'BG')).toBe(true);
  });

  it('takes the classify a vendor category hands on: its type, the hot list, lotteries', async () => {
    const { value: fish } = await list('gameClassify=FISH');
    expect(fish.totalCount).toBe(await countGames(app, sql`g.game_type = 'FISH'`));
    const { value: hot } = await list('gameClassify=HOT&pageSize=200');
    const visibleHot = sql`g.is_hot AND g.game_classify IS DISTINCT FROM 'BG'`;
    expect(hot.totalCount).toBe(await countGames(app, visibleHot));
    const { value: lott } = await list('gameClassify=LOTT');
    expect(lott.games.every((g) => g.gameType === 'LOTTERY')).toBe(true);
    expect(lott.totalCount).toBe(20);
    const { value: none } = await list('gameType=LIVE&gameClassify=RNG');
    expect(none).toEqual({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('names in-house games in the language asked, else Accept-Language, else Portuguese', async () => {
    const names = async (query: string, headers: Record<string, string> = {}) =>
      (await list(`gameType=INHOUSE&${query}`, headers)).value.games.map((g) => g.displayName);
    expect(await names('language=en')).toEqual(['Dice', 'Mines', 'Slots']);
    expect(await names('', { 'accept-language': 'en-GB,en;q=0.8' })).toEqual([
      'Dice',
      'Mines',
      'Slots',
    ]);
    expect(await names('')).toEqual(['Dados', 'Minas', 'Caça-níqueis']);
    const { value } = await list('gameType=INHOUSE');
    expect(value.games.map((g) => [g.gameName, g.supportPlay, g.isTop])).toEqual([
      ['BGS Dice', 0, true],
      ['BGS Mines', 0, true],
      ['BGS Slots', 0, true],
    ]);
  });

  it("refuses bad input with 400 in the caller's language, changing nothing", async () => {
    const before = await app.gameCatalogue.get();
    for (const [query, language] of [
      ['pageSize=1000', 'pt'],
      ['pageSize=0', 'en'],
      ['pageNo=0', 'pt'],
      ['pageNo=abc', 'en'],
      ['gameType=SLOTS', 'pt'],
      ['gameClassify=XYZ', 'en'],
      ['minBet=-1', 'pt'],
      ['minLineNum=1.5', 'en'],
      [`gameName=${'x'.repeat(61)}`, 'pt'],
    ] as const) {
      const res = await app.inject({
        url: `${LIST}?${query}`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message:
          language === 'pt'
            ? 'Algumas das informações enviadas não são válidas.'
            : 'Some of the information sent is not valid.',
        requestId: expect.any(String),
      });
    }
    expect(await app.gameCatalogue.get()).toBe(before);
    expect((await app.db.select({ n: count() }).from(game))[0]?.n).toBe(10_000);
  });

  it('marks favourites when a token comes along; a stale token just means visitor', async () => {
    const { token } = await memberSession(app);
    const dice = await nodeIdOf(app, 'BGS', 'dice');
    await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { authorization: token },
      payload: { nodeId: dice, vendor: 'BGS', gameType: 'INHOUSE' },
    });
    const { res, value } = await list('gameType=INHOUSE', { authorization: token });
    expect(value.games.map((g) => [g.gameCode, g.isFavorite])).toEqual([
      ['dice', true],
      ['mines', false],
      ['slot', false],
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    const stale = await list('gameType=INHOUSE', { authorization: 'x'.repeat(43) });
    expect(stale.value.games.every((g) => g.isFavorite === undefined)).toBe(true);
  });

  it('serves the hot list in rank order, our own games first, cacheable', async () => {
    const res = await app.inject('/wps/relay/GCSGAME_hotGamesV2?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    const hot = okEnvelopeSchema(hotGamesValueSchema).parse(res.json()).value;
    expect(hot.length).toBe(
      await countGames(app, sql`g.is_hot AND g.game_classify IS DISTINCT FROM 'BG'`),
    );
    expect(hot.slice(0, 3).map((g) => g.displayName)).toEqual(['Slots', 'Dice', 'Mines']);
    // The lottery providers' entries are hot too (their cards hide the heart, spec §4).
    expect(hot.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vassalage)).toEqual([
      'LOTT',
      'ELOTT',
    ]);
  });

  it("counts a provider's game types and sub-categories for members", async () => {
    const url = '/wps/relay/GCSGAME_getVassGameType?vassalage=ag';
    expect((await app.inject(url)).statusCode).toBe(401);
    const { token } = await memberSession(app);
    const res = await app.inject({ url, headers: { authorization: token } });
    const value = okEnvelopeSchema(vendorGameTypesValueSchema).parse(res.json()).value;
    expect(value).toEqual([
      { gameType: 'LIVE', gameClassify: null, count: 150 },
      { gameType: 'FISH', gameClassify: null, count: 40 },
    ]);
    const pg = await app.inject({
      url: '/wps/relay/GCSGAME_getVassGameType?vassalage=PG',
      headers: { authorization: token },
    });
    const types = okEnvelopeSchema(vendorGameTypesValueSchema).parse(pg.json()).value;
    expect(types.map((t) => t.gameClassify)).toEqual([null, 'SC', 'VP', 'JP', 'TG', 'AC']);
    expect(types.reduce((n, t) => n + t.count, 0)).toBe(
      await countGames(app, sql`g.vendor_code = 'PG' AND g.game_classify IS DISTINCT FROM 'BG'`),
    );
  });

  it("follows the operator's switches: a revision bump reloads, no bump reuses", async () => {
    // Visitors' pages are kept as bytes per snapshot: ask first so they are remembered.
    expect((await list('vassalage=PG')).value.totalCount).toBeGreaterThan(1000);
    expect((await list('gameType=INHOUSE')).value.games.map((g) => g.gameCode)).toContain('dice');
    // A second catalogue with no check interval stands for another server process.
    const other = new GameCatalogue(app.db, 0);
    const first = await other.get();
    expect(await other.get()).toBe(first); // nothing changed: the same snapshot
    await app.db.update(vendor).set({ enabled: false }).where(eq(vendor.vassalage, 'PG'));
    try {
      const second = await other.get();
      expect(second.revision).toBeGreaterThan(first.revision);
      expect(second.games.some((g) => g.vendorCode === 'PG')).toBe(false);
      app.gameCatalogue.expire();
      const { value } = await list('vassalage=PG');
      expect(value.totalCount).toBe(0);
      await app.db
        .update(game)
        .set({ enabled: false })
        .where(and(eq(game.vendorCode, 'BGS'), eq(game.gameCode, 'dice')));
      app.gameCatalogue.expire();
      expect((await list('gameType=INHOUSE')).value.games.map((g) => g.gameCode)).toEqual([
        'mines',
        'slot',
      ]);
    } finally {
      await app.db.update(vendor).set({ enabled: true });
      await app.db.update(game).set({ enabled: true });
      app.gameCatalogue.expire();
    }
    expect((await list('vassalage=PG')).value.totalCount).toBeGreaterThan(1000);
  });

  it('documents every games call in the OpenAPI document under the games tag', async () => {
    const doc = (await app.inject('/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const calls = [
      ['get', '/wps/relay/GCSGAME_gameList'],
      ['get', '/wps/relay/GCSGAME_hotGamesV2'],
      ['get', '/wps/relay/GCSGAME_getVassGameType'],
      ['get', '/wps/relay/MCSFE_getFavoriteGames'],
      ['get', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['post', '/wps/relay/MCSFE_addFavoriteGameV2'],
      ['delete', '/wps/relay/MCSFE_removeFavoriteGameV2'],
      ['get', '/wps/relay/GCS_recentGame'],
      ['get', '/wps/relay/GLS2_roomList'],
      ['post', '/wps/relay/GCS_gameLaunchFB'],
    ] as const;
    for (const [method, path] of calls) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['games']);
    }
  });

  it('draws a tile for every game: SVG, cached a week; unknown ids are 404', async () => {
    const dice = await nodeIdOf(app, 'BGS', 'dice');
    const res = await app.inject(`/img/games/${dice}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<title>BGS Dice</title>');
    expect(res.body).toContain('>BGS Dice</text>'); // the name as the tile's title
    expect(res.body).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/); // nothing external
    expect((await app.inject(`/img/games/${dice}.svg`)).body).toBe(res.body);
    for (const file of ['999999.svg', '0.svg', 'abc.svg', `${dice}.png`, '1e3.svg']) {
      const missing = await app.inject(`/img/games/${file}`);
      expect(missing.statusCode, file).toBe(404);
      expect(envelopeSchema(gameListValueSchema).parse(missing.json()).success).toBe(false);
    }
  });
});
