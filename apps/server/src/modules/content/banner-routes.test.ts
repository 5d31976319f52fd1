import { bannersValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { banner } from '../../db/schema';
import { operatorHeaders } from '../../test/build-test-app';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { nodeIdOf } from '../../test/games-kit';

const BANNERS = '/wps/system/banners';

describe.each(testDatabaseKinds())('banners on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app().inject({ url: `${BANNERS}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return okEnvelopeSchema(bannersValueSchema).parse(res.json()).value;
  };
  const cli = (args: string[]) => operator(...args);
  const count = async () => (await app().db.select().from(banner)).length;

  it('serves the seeded home banners in order, each linkage with what a click needs', async () => {
    const home = await list('groupName=w_home&language=en');
    expect(home.map((b) => b.title)).toEqual([
      'VIP Bonus every month',
      'Play the house slot',
      "Member's Day: double spins",
      'Play responsibly',
      'Sunday’s Best',
    ]);
    expect(home[0]).toMatchObject({ linkageType: 'PROMOTION', linkage: 'VIP', game: null });
    const slot = await nodeIdOf(app(), 'BGS', 'slot');
    expect(home[1]).toMatchObject({
      linkageType: 'GAME',
      linkage: String(slot),
      game: { nodeId: slot, vassalage: 'BGS', gameType: 'INHOUSE', isGame: 'GAME' },
    });
    expect(home[3]).toMatchObject({
      linkageType: 'URL',
      linkage: 'https://www.begambleaware.org/',
    });
    expect(home[0]!.url).toBe(`/img/banners/${home[0]!.id}.svg?language=en`);
    const pt = await list('groupName=w_home', { 'accept-language': 'pt-BR' });
    expect(pt[0]!.title).toBe('Bônus VIP todo mês');
    for (const group of ['w_login', 'w_register', 'w_forget']) {
      const banners = await list(`groupName=${group}`);
      expect(banners.length, group).toBeGreaterThan(0);
      expect(banners.every((b) => b.groupName === group)).toBe(true);
    }
  });

  it('draws each banner as an SVG from its title, escaped, and 404s unknown ones', async () => {
    const [first] = await list('groupName=w_home&language=en');
    const res = await app().inject(first!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<title>VIP Bonus every month</title>');
    for (const url of ['/img/banners/999999.svg', '/img/banners/abc.svg', '/img/banners/1.png']) {
      const missing = await app().inject(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });

  it('refuses bad queries with a 400 envelope in the caller language', async () => {
    for (const query of ['', 'groupName=w_nope', 'groupName=', `groupName=${'w'.repeat(500)}`]) {
      const res = await app().inject({
        url: `${BANNERS}?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('lets the operator add, hide, show and remove banners, seen at once', async () => {
    const added = await cli([
      'banner',
      'add',
      '--group',
      'w_home',
      '--title-pt',
      'Novo jogo <b>',
      '--title-en',
      'New game <b>',
      '--url',
      'https://example.com/new',
      '--sort',
      '5',
    ]);
    expect(added.code, added.err).toBe(0);
    const id = Number(/Published banner (\d+)/.exec(added.out)?.[1]);
    const home = await list('groupName=w_home&language=en');
    expect(home[0]).toMatchObject({ id, title: 'New game <b>', linkageType: 'URL' });
    // The title is text in the image, never markup.
    expect((await app().inject(home[0]!.url)).body).toContain('New game &#60;b&#62;');
    expect((await cli(['banner', 'list'])).out).toContain(`${id} w_home     shown  sort:5 url:`);

    expect((await cli(['banner', 'disable', String(id)])).code).toBe(0);
    expect((await list('groupName=w_home')).some((b) => b.id === id)).toBe(false);
    expect((await cli(['banner', 'enable', String(id)])).code).toBe(0);
    expect((await list('groupName=w_home')).some((b) => b.id === id)).toBe(true);
    expect((await cli(['banner', 'remove', String(id)])).out).toBe(`Banner ${id} removed.`);
    expect((await list('groupName=w_home')).some((b) => b.id === id)).toBe(false);
    expect((await cli(['banner', 'remove', String(id)])).code).toBe(1);
  });

  it('refuses banners whose linkage does not fit, changing nothing', async () => {
    const before = await count();
    const bad = [
      {
        groupName: 'w_home',
        titlePt: 'a',
        titleEn: 'a',
        linkageType: 'URL',
        linkage: 'javascript:alert(1)',
      },
      { groupName: 'w_home', titlePt: 'a', titleEn: 'a', linkageType: 'GAME', linkage: 'abc' },
      { groupName: 'w_home', titlePt: 'a', titleEn: 'a', linkageType: 'NONE', linkage: 'x' },
      { groupName: 'w_nope', titlePt: 'a', titleEn: 'a' },
      { groupName: 'w_home', titlePt: '', titleEn: 'a' },
      { groupName: 'w_home', titlePt: 'a', titleEn: 'a', extra: true },
    ];
    for (const payload of bad) {
      const res = await app().inject({
        method: 'POST',
        url: '/operator/banners',
        headers: operatorHeaders,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    const unknownGame = await app().inject({
      method: 'POST',
      url: '/operator/banners',
      headers: operatorHeaders,
      payload: {
        groupName: 'w_home',
        titlePt: 'a',
        titleEn: 'a',
        linkageType: 'GAME',
        linkage: '99999999',
      },
    });
    expect(unknownGame.statusCode).toBe(404);
    expect(unknownGame.json()).toMatchObject({ errorCode: 'GAME_NOT_FOUND' });
    const noToken = await app().inject({ method: 'GET', url: '/operator/banners' });
    expect(noToken.statusCode).toBe(401);
    expect(await count()).toBe(before);

    const cliBad = await cli([
      'banner',
      'add',
      '--group',
      'w_home',
      '--title-pt',
      'a',
      '--title-en',
      'a',
      '--url',
      'ftp://x',
    ]);
    expect(cliBad.code).toBe(2);
    expect(cliBad.err).toContain('--url is not valid: give an absolute http(s) URL.');
    expect((await cli(['banner', 'add', '--group', 'w_x'])).err).toContain(
      '--group is missing or not valid (w_home',
    );
    expect((await cli(['banner', 'add', '--game', '1', '--url', 'https://a.b'])).err).toContain(
      'at most one',
    );
    expect(await count()).toBe(before);
  });
});
