import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { BootData } from '@openlobby/contract/boot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { banner, helpTopic } from '../db/schema';
import { buildTestApp, operatorHeaders, resetToSeed } from '../test/build-test-app';
import { escapeHtml } from './first-screen';
import { bootLoaderHtml } from './page-html';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';

/** A web build as the server sees one: index.html, the entry style sheet, Vite's manifest. */
function fakeWebBuild(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'openlobby-boot-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>OpenLobby</title>' +
      '<script type="module" crossorigin src="/assets/main-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>' +
      `<body><div id="root"><div class="app"><header></header>${bootLoaderHtml}</div></div></body></html>`,
  );
  writeFileSync(path.join(webDist, 'assets', 'main-1.css'), 'body{color:red}');
  writeFileSync(path.join(webDist, 'assets', 'start-1.css'), '.app{color:blue}');
  writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/main.tsx': {
        file: 'assets/main-1.js',
        isEntry: true,
        dynamicImports: ['src/start.tsx'],
      },
      // The app's start-up, which the entry imports after the first paint (ADR 050).
      'src/start.tsx': {
        file: 'assets/start-1.js',
        isDynamicEntry: true,
        imports: ['src/main.tsx', '_messages.js', '_vendor.js'],
        css: ['assets/start-1.css'],
      },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      // Strings a page waits for, loaded lazily (ADR 050).
      'src/lib/i18n/locales/rewards-pt.ts': { file: 'assets/rewards-pt-1.js' },
      'src/lib/i18n/locales/rewards-en.ts': { file: 'assets/rewards-en-1.js' },
      'src/lib/i18n/locales/raffle-pt.ts': { file: 'assets/raffle-pt-1.js' },
      'src/lib/i18n/locales/raffle-en.ts': { file: 'assets/raffle-en-1.js' },
      'src/lib/i18n/locales/bundle-pt.ts': {
        file: 'assets/bundle-pt-1.js',
        imports: ['_messages.js'],
      },
      'src/lib/i18n/locales/bundle-en.ts': {
        file: 'assets/bundle-en-1.js',
        imports: ['_messages.js'],
      },
      '_messages.js': { file: 'assets/messages-1.js' },
      // A page chunk as the router asks for it: with a style sheet, a chunk it shares with
      // the strings, one of its own, and the entry (already in the page).
      'src/features/help/components/help-page.tsx': {
        file: 'assets/help-page-1.js',
        isDynamicEntry: true,
        imports: ['src/main.tsx', '_messages.js', '_safe-html.js'],
        css: ['assets/help-page-1.css'],
      },
      '_safe-html.js': { file: 'assets/safe-html-1.js', css: ['assets/main-1.css'] },
    }),
  );
  return webDist;
}

/**
 * The HTML with its scripts' priority left out: the tests of what is hinted read the same
 * on a page with a first screen, whose scripts are asked for at low priority (ADR 051).
 */
const hinted = (html: string) => html.replaceAll(' fetchpriority="low"', '');

const bootBlock = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s;

function bootOf(html: string): BootData {
  const json = bootBlock.exec(html)?.[1];
  if (json === undefined) throw new Error(`no boot data in ${html}`);
  return JSON.parse(json) as BootData;
}

/** The first screen a page's HTML draws (ADR 051), or '' when it has none. */
const firstScreenOf = (html: string) =>
  /<div id="first-screen"[\s\S]*?<\/main><\/div><\/div>/.exec(html)?.[0] ?? '';

describe.each(testDatabaseKinds())('page boot data on %s (ADR 015)', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { WEB_DIST: fakeWebBuild() });
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetToSeed(app));

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res;
  };

  it('answers the home page first reads inside the HTML, as the API answers them', async () => {
    const banners = '/wps/system/banners?groupName=w_home&language=pt';
    const reads = [
      '/wps/relay/GCSGAME_newGameVendor?language=pt&platform=html5-desktop',
      '/wps/relay/MCSFE_getListAnnouncements?language=pt&platform=W',
      banners,
      '/wps/system/customerService',
      '/wps/system/status',
    ];
    // Each read once first, as the site's earlier visitors would have: a cold first read on
    // a loaded machine may pass the 400 ms budget and be left to the browser (by design),
    // which is not what this test is about.
    for (const key of reads) expect((await app.inject(key)).statusCode, key).toBe(200);
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    // Per caller (status by IP): never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { replies } = bootOf(res.body);
    expect(Object.keys(replies).sort()).toEqual(reads);
    for (const [key, reply] of Object.entries(replies)) {
      const api = (await app.inject(key)).json();
      expect(reply.value, key).toEqual(api.value);
    }
    expect(replies[banners]?.visitorOnly).toBeUndefined();
    const firstBanner = (replies[banners]?.value as { url: string }[])[0]?.url;
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${firstBanner?.replace(/&/g, '&amp;')}">`,
    );
  });

  it('preloads the strings of the language the cookie names, and gives the replies in it', async () => {
    const pt = await page('/');
    expect(hinted(pt.body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/bundle-pt-1.js">',
    );
    expect(pt.body).toContain('href="/assets/messages-1.js"');
    const en = await page('/', { cookie: 'other=1; lang=en' });
    expect(en.body).toContain('href="/assets/bundle-en-1.js"');
    expect(en.body).not.toContain('bundle-pt-1.js');
    const { replies } = bootOf(en.body);
    const titles = (
      replies['/wps/system/banners?groupName=w_home&language=en']?.value as { title: string }[]
    ).map((b) => b.title);
    expect(titles[0]).toBe('VIP Bonus every month');
    // An unknown language in the cookie falls back to the default.
    expect(bootOf((await page('/', { cookie: 'lang=xx' })).body).replies).toHaveProperty([
      '/wps/system/banners?groupName=w_home&language=pt',
    ]);
  });

  it("hints the route's page chunk, its imports and its style sheet, once each (ADR 049)", async () => {
    const help = hinted((await page('/HELP/')).body);
    for (const hint of [
      // In cors mode, as Vite's chunk loader asks for it: else the preload goes unused.
      '<link rel="preload" as="style" crossorigin href="/assets/help-page-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/help-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/safe-html-1.js">',
    ])
      expect(help).toContain(hint);
    // What the page loads already (the entry, its inlined sheet) is not hinted again.
    expect(help).not.toContain('<link rel="modulepreload" crossorigin href="/assets/main-1.js">');
    expect(help).not.toMatch(/rel="preload" as="style"[^>]*main-1\.css/);
    expect(help.match(/messages-1\.js/g)).toHaveLength(1);
    expect(help).toContain('<link rel="modulepreload" crossorigin href="/assets/bundle-pt-1.js">');
    // Another route, and a path no route has, do not get the help page's chunk.
    expect((await page('/')).body).not.toContain('help-page-1');
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('help-page-1');
  });

  it('hints the app start-up on every page and inlines its style sheet (ADR 050)', async () => {
    for (const url of ['/', '/help', '/no-such-page']) {
      const html = hinted((await app.inject(url)).body);
      expect(html, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/start-1.js">',
      );
      expect(html, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">',
      );
      // The sheet is in the page before the start-up runs, as the entry's is.
      expect(html, url).toContain(
        '<style>.app{color:blue}</style><link rel="stylesheet" href="/assets/start-1.css" disabled>',
      );
      expect(html, url).not.toMatch(/rel="preload" as="style"[^>]*start-1\.css/);
      // A chunk the start-up shares with the strings is hinted once.
      expect(html.match(/messages-1\.js/g), url).toHaveLength(1);
    }
  });

  it("hints the lazily loaded strings a route's page waits for, in the page's language (ADR 050)", async () => {
    const pt = hinted((await page('/promotions')).body);
    for (const file of ['rewards-pt-1.js', 'raffle-pt-1.js'])
      expect(pt).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(pt).not.toContain('rewards-en-1.js');
    const en = hinted((await page('/promotions', { cookie: 'lang=en' })).body);
    expect(en).toContain('<link rel="modulepreload" crossorigin href="/assets/rewards-en-1.js">');
    expect(en).not.toContain('rewards-pt-1.js');
    // A page that does not wait for them does not get them.
    expect((await page('/help')).body).not.toContain('rewards-');
  });

  it('inlines the entry style sheet and keeps a disabled link for the chunk loader', async () => {
    const res = await page('/help');
    expect(res.body).toContain('<style>body{color:red}</style>');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/main-1.css" disabled>');
    expect(res.body).not.toContain('<link rel="stylesheet" crossorigin');
  });

  it('answers a list page first game page for visitors only, with its first icon preloaded', async () => {
    const res = await page('/rng?vassalage=pg');
    const key =
      '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&language=pt&pageNo=1&pageSize=50' +
      '&platform=html5-desktop&vassalage=PG';
    const reply = bootOf(res.body).replies[key];
    expect(reply?.visitorOnly).toBe(true);
    const games = (reply?.value as { games: { iconUrl: string; vassalage: string }[] }).games;
    expect(games).toHaveLength(50);
    expect(new Set(games.map((g) => g.vassalage))).toEqual(new Set(['PG']));
    expect(res.body).toContain(`as="image" fetchpriority="high" href="${games[0]?.iconUrl}"`);
    // The favourites view is a member's own: nothing to answer in advance.
    const favorites = bootOf((await page('/rng?view=favorites')).body).replies;
    expect(Object.keys(favorites).some((k) => k.includes('GCSGAME_gameList'))).toBe(false);
  });

  it('answers the promotions page public list for visitors only, with its first art preloaded', async () => {
    const res = await page('/promotions');
    const reply = bootOf(res.body).replies['/wps/system/promotions?language=pt'];
    expect(reply?.visitorOnly).toBe(true);
    const promotions = reply?.value as { imageUrl: string }[];
    expect(promotions.length).toBeGreaterThan(0);
    expect(res.body).toContain(
      `as="image" fetchpriority="high" href="${promotions[0]?.imageUrl.replace(/&/g, '&amp;')}"`,
    );
  });

  it('answers the help page topics, for visitors and members alike, as the API does', async () => {
    const res = await page('/help', { cookie: 'lang=en' });
    const key = '/wps/system/helpCenter?device=WEB&lang=en';
    const reply = bootOf(res.body).replies[key];
    expect(reply?.visitorOnly).toBeUndefined();
    const topics = reply?.value as { title: string }[];
    expect(topics.length).toBeGreaterThan(0);
    expect(topics).toEqual((await app.inject(key)).json().value);
    expect(bootOf((await page('/')).body).replies).not.toHaveProperty([key]);
  });

  it("answers each lottery page's menu and draws its head for a member's browser", async () => {
    const menus = '/lgw/games/game_menus';
    const vn = '/lgw/vn/games/game_menu';
    for (const [path, key, other] of [
      ['/lottery', menus, vn],
      ['/seaLottery', menus, vn],
      ['/vnLottery', vn, menus],
    ] as const) {
      // The web's hint that the browser has a member's tab (ADR 057).
      const body = (await page(path, { cookie: 'lang=pt; member=1' })).body;
      const { replies } = bootOf(body);
      const reply = replies[key];
      // Its head is drawn where the loader was (ADR 056): the picked game's draw.
      const screen = firstScreenOf(body);
      expect(screen, path).toContain('class="first-screen first-screen-of-lottery"');
      expect(screen, path).toContain('<section class="first-screen-draw">');
      expect(body, path).not.toContain(bootLoaderHtml);
      expect(reply?.visitorOnly, path).toBeUndefined();
      type Menu = { games: { vassalage: string; gameCode: string }[] };
      const codes = ({ games }: Menu) => games.map((g) => `${g.vassalage}:${g.gameCode}`);
      const given = codes(reply?.value as Menu);
      expect(given.length, path).toBeGreaterThan(0);
      // The games as the API lists them (a draw may roll over between the two reads).
      expect(given).toEqual(codes((await app.inject(key)).json().value as Menu));
      expect(replies, path).not.toHaveProperty([other]);
    }
    expect(bootOf((await page('/')).body).replies).not.toHaveProperty([menus]);
  });

  it('draws the login page for a visitor at a lottery page, where its guard sends them', async () => {
    for (const path of ['/lottery?gameCode=SSC&vassalage=LOTT', '/seaLottery', '/pointMall']) {
      const res = await page(path, { cookie: 'lang=en' });
      // Still the page's own address and status: the app's guard sends the visitor on.
      expect(res.statusCode, path).toBe(200);
      const screen = firstScreenOf(res.body);
      // The home page's head (its banner), which the login popup opens over; no lottery.
      expect(screen, path).toContain('class="first-screen first-screen-of-home"');
      expect(res.body, path).not.toContain('first-screen-of-lottery');
      expect(bootOf(res.body).replies, path).not.toHaveProperty(['/lgw/games/game_menus']);
    }
    // The hint is a hint: a member's hint on a page that needs no login changes nothing.
    const help = await page('/help', { cookie: 'member=1' });
    expect(firstScreenOf(help.body)).toContain('first-screen-of-help');
  });

  it('cannot be broken out of by a stored title, and keeps `$` patterns as written', async () => {
    const title = `</script><script>alert(1)</script><!-- $' $& \u2028`;
    await app.db.update(banner).set({ titlePt: title }).where(eq(banner.groupName, 'w_home'));
    const res = await page('/');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(2); // main.js and the data block
    const titles = (
      bootOf(res.body).replies['/wps/system/banners?groupName=w_home&language=pt']?.value as {
        title: string;
      }[]
    ).map((b) => b.title);
    expect(titles).toContain(title);
  });

  it('gives the caller own status: maintenance, and no gated reply', async () => {
    await app.inject({
      method: 'PUT',
      url: '/operator/maintenance',
      payload: { enabled: true, endsAt: null },
      headers: operatorHeaders,
    });
    const { replies } = bootOf((await page('/')).body);
    expect(Object.keys(replies)).toEqual(['/wps/system/status']);
    expect(replies['/wps/system/status']?.value).toMatchObject({ status: 1, maintenance: true });
  });

  it('sees the caller address, as the status call would', async () => {
    await app.inject({
      method: 'PUT',
      url: '/operator/region',
      payload: { enabled: true, countries: [], ipRanges: ['203.0.113.0/24'] },
      headers: operatorHeaders,
    });
    const res = await app.inject({ url: '/', remoteAddress: '203.0.113.9' });
    const status = bootOf(res.body).replies['/wps/system/status']?.value;
    expect(status).toMatchObject({ status: 2, location: { ip: '203.0.113.9' } });
  });

  it('compresses the HTML for browsers that take Brotli or gzip', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('cookie');
    expect(bootOf(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('replies');
  });

  // ADR 051: the first screen a page's HTML draws.
  const html = async (url: string, headers: Record<string, string> = {}) =>
    (await page(url, headers)).body;

  it('draws the home page first banner where the loader was, hidden from assistive technology', async () => {
    const body = await html('/');
    const first = (
      bootOf(body).replies['/wps/system/banners?groupName=w_home&language=pt']?.value as {
        title: string;
        url: string;
      }[]
    )[0]!;
    const screen = firstScreenOf(body);
    expect(screen).toContain(
      `<img src="${escapeHtml(first.url)}" alt="${escapeHtml(first.title)}" width="1200" height="400" fetchpriority="high"`,
    );
    // Only a picture of the page: assistive technology hears it is loading, in its language.
    expect(screen).toContain('<p class="visually-hidden" role="status">Carregando…</p>');
    expect(screen).toContain('<div aria-hidden="true">');
    expect(screen).not.toMatch(/<(a|button|input)\b/);
    expect(body).not.toContain(bootLoaderHtml);
    expect(firstScreenOf(await html('/', { cookie: 'lang=en' }))).toContain('Loading…');
  });

  it('asks for the largest picture before any script, and for the scripts after the first screen', async () => {
    const body = await html('/');
    const picture = body.indexOf('<link rel="preload" as="image"');
    expect(picture).toBeGreaterThan(-1);
    expect(picture).toBeLessThan(body.indexOf('<script'));
    // The head asks for the entry alone, at low priority; the app's chunks are hinted in an
    // inert template the entry puts in the head once the first screen is painted (ADR 053).
    const [head = '', rest = ''] = body.split('</head>');
    expect(head).not.toContain('rel="modulepreload"');
    const entry = head.match(/<script type="module"[^>]*>/g) ?? [];
    expect(entry).toHaveLength(1);
    expect(entry[0]).toContain('fetchpriority="low"');
    const later = /<template id="later-hints">(.*?)<\/template>/.exec(rest)?.[1] ?? '';
    expect(later).toContain('<link rel="modulepreload" crossorigin href="/assets/start-1.js">');
    expect(later).toContain('<link rel="modulepreload" crossorigin href="/assets/bundle-pt-1.js">');
  });

  it("draws a game list's title and first games, their vendors named, a phone's first rows eager", async () => {
    const body = await html('/rng');
    const screen = firstScreenOf(body);
    expect(screen).toContain('<h1 class="first-screen-title">Caça-níqueis</h1>');
    const key =
      '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&language=pt&pageNo=1&pageSize=50&platform=html5-desktop';
    const games = (bootOf(body).replies[key]?.value as { games: { displayName: string }[] }).games;
    const names = [...screen.matchAll(/<span class="first-screen-game-name">(.*?)<\/span>/g)];
    expect(names.map((m) => m[1])).toEqual(games.slice(0, 7).map((g) => escapeHtml(g.displayName)));
    const vendors = [...screen.matchAll(/first-screen-game-vendor">(.*?)<\/span>/g)];
    expect(vendors.every((m) => m[1] !== '')).toBe(true);
    const pictures = screen.match(/<img [^>]*>/g) ?? [];
    expect(pictures).toHaveLength(7);
    expect(pictures.map((img) => img.includes('loading="lazy"'))).toEqual([
      ...Array<boolean>(4).fill(false),
      ...Array<boolean>(3).fill(true),
    ]);
    expect(pictures[0]).toContain('fetchpriority="high"');
  });

  it("holds a game list's toolbar where the app draws it: chips, search, and /rng's slot tabs", async () => {
    // In the order of game-list-page.tsx, so the first games sit where the app's will.
    const bars = (screen: string) =>
      [...screen.matchAll(/first-screen-placeholder-([a-z-]+)/g)].map((m) => m[1]);
    expect(bars(firstScreenOf(await html('/rng')))).toEqual([
      'chips',
      'search',
      'slot-tabs',
      'count',
    ]);
    expect(bars(firstScreenOf(await html('/live')))).toEqual(['chips', 'search', 'count']);
  });

  it("draws the promotions' first three cards", async () => {
    const body = await html('/promotions', { cookie: 'lang=en' });
    const promotions = bootOf(body).replies['/wps/system/promotions?language=en']?.value as {
      title: string;
    }[];
    const titles = [...firstScreenOf(body).matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(promotions.slice(0, 3).map((p) => escapeHtml(p.title)));
  });

  it("draws the help centre's contents and first topic as plain text, none of its markup", async () => {
    await app.db
      .update(helpTopic)
      .set({
        contentEn:
          '<p>Fair &amp; fast <strong>games</strong></p><img src=x onerror="alert(1)"><ul><li>PIX</li></ul>',
      })
      .where(eq(helpTopic.tag, 'about'));
    const screen = firstScreenOf(await html('/help', { cookie: 'lang=en' }));
    expect(screen).toContain(
      '<section class="first-screen-topic"><h2>About us</h2><p>Fair &amp; fast games</p><p>PIX</p></section>',
    );
    // The contents list every topic by its title, as the page's does (no links yet).
    expect(screen).toMatch(/<ul class="first-screen-contents"><li>About us<\/li><li>[^<]+<\/li>/);
    expect(screen).not.toContain('onerror');
  });

  it("replaces the web build's own loader", () => {
    // The first screen takes the loader's place in index.html: if the two part ways, every
    // page silently keeps its spinner.
    const indexHtml = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    expect(indexHtml).toContain(bootLoaderHtml);
  });

  it('keeps the loader and the scripts as they were on a page with nothing to draw', async () => {
    for (const url of ['/down', '/no-such-page']) {
      const body = await html(url);
      expect(firstScreenOf(body), url).toBe('');
      expect(body, url).toContain(bootLoaderHtml);
      expect(body, url).not.toContain('fetchpriority="low"');
      expect(body, url).not.toContain('<template id="later-hints">');
      expect(body.split('</head>')[0], url).toContain('rel="modulepreload"');
    }
    // Under maintenance the gate answers only the status: the home page draws no banner.
    await app.inject({
      method: 'PUT',
      url: '/operator/maintenance',
      payload: { enabled: true, endsAt: null },
      headers: operatorHeaders,
    });
    expect(await html('/')).toContain(bootLoaderHtml);
  });

  it('escapes a stored title in the picture of the page', async () => {
    await app.db
      .update(banner)
      .set({ titlePt: `"><script>alert(1)</script>` })
      .where(eq(banner.groupName, 'w_home'));
    const screen = firstScreenOf(await html('/'));
    expect(screen).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
