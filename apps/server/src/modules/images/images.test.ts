import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { demoGames } from '../../seed/demo-games';
import { renderGameIconSvg } from './game-icon';
import { iconPath, roundPath } from './icon-set';
import { hasKeyword, motifFor, motifIcons } from './motifs';
import { acceptedCoding } from '../../lib/content-encoding';
import { escapeXml, logoHue, renderBadgeSvg, renderLogoSvg } from './svg-logo';
import { renderTitleArtSvg } from './title-art';

const tile = (name: string, gameType = 'RNG', vendorCode = 'PG') =>
  renderGameIconSvg({ name, vendorCode, gameType });

describe('game tiles', () => {
  it("draws a tiger game with the tiger's paths and its name as the title", () => {
    const svg = tile('Fortune Tiger Deluxe');
    expect(svg).toContain(`d="${iconPath('tiger-head')}"`);
    expect(svg).toContain('<title>Fortune Tiger Deluxe</title>');
    expect(svg).toContain('>Fortune Tiger</text>');
    expect(svg).toContain('>Deluxe</text>');
    // Only the chosen icon goes in: one icon path, a few kilobytes.
    expect(svg.match(/ d="/g)!.length).toBeLessThanOrEqual(3);
    expect(svg.length).toBeLessThan(8_000);
  });

  it.each([
    ['Golden Dragon Megaways', 'RNG', 'dragon-head'],
    ['Fortune Tiger Arcade', 'RNG', 'tiger-head'], // the subject before the sub-category
    ['Ocean Fortune', 'FISH', 'tropical-fish'],
    ['SEA 4D', 'LOTTERY', 'ticket'],
    ['Roulette 3', 'LIVE', 'roulette'],
    ['Sic Bo 2', 'LIVE', 'rolling-dices'],
    ['Dragon Tiger 1', 'LIVE', 'dragon-head'],
    ['Football Studio 4', 'LIVE', 'soccer-ball'],
    ['Golden Shark King', 'FISH', 'shark-jaws'],
    ['Sweet Fruits Bonanza', 'RNG', 'cherry'],
    ['BGS Mines', 'INHOUSE', 'unlit-bomb'],
    ["Texas Hold'em Fast", 'PVP', 'poker-hand'],
    ['Baccarat 3', 'LIVE', 'card-queen-hearts'],
    ['Teen Patti', 'PVP', 'card-random'],
    ['Blackjack 2', 'LIVE', 'card-ace-spades'],
    ['E-Mark Six', 'LOTTERY', 'ticket'],
    ['AV E-sports', 'ESPORTS', 'gamepad'],
    ['DS88', 'COCKFIGHT', 'rooster'],
    ['SBTech', 'SPORTS', 'soccer-ball'],
  ])('gives %s (%s) the %s motif', (name, category, icon) => {
    expect(motifFor(name, category).icon).toBe(icon);
  });

  it('draws the same bytes for the same game, and different tiles for different games', () => {
    expect(tile('Lucky Coins Rising')).toBe(tile('Lucky Coins Rising'));
    expect(tile('Lucky Coins Rising', 'RNG', 'JILI')).not.toBe(tile('Lucky Coins Rising'));
    expect(tile('Lucky Coins Rising')).not.toBe(tile('Lucky Coins Gold'));
  });

  it('marks live tables, and escapes a name so it cannot inject markup', () => {
    expect(tile('Baccarat 1', 'LIVE')).toContain('>LIVE</text>');
    expect(tile('Lucky Coins')).not.toContain('>LIVE</text>');
    const svg = tile('<script>x</script>');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/); // nothing external
  });

  it('gives every game of the demo catalogue a motif and a tile, nearly all from its name', () => {
    const games = demoGames();
    let named = 0;
    for (const g of games) {
      const svg = renderGameIconSvg(g);
      expect(svg, g.name).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
      if (hasKeyword(g.name)) named++;
    }
    // Provider entries ("SBTech", "DS88") take their category's motif; games their own.
    expect(named / games.length).toBeGreaterThan(0.99);
    // Every icon a motif can name is in the set.
    for (const icon of motifIcons) expect(iconPath(icon), icon).toMatch(/^[Mm]/);
  });

  it('rounds icon paths to one decimal without changing how they parse', () => {
    expect(roundPath('M425.479 25.666c.695.03 1.233.235 1.6.637')).toBe(
      'M425.5 25.7c.7 0 1.2.2 1.6.6',
    );
    expect(roundPath('M1.04.04L2 3.96-5.5-.04a1 1 0 011 1')).toBe('M1 0L2 4-5.5 0a1 1 0 011 1');
  });
});

describe('banner and promotion art', () => {
  it('illustrates a title with the motif its words call for, beside the title', () => {
    const svg = renderTitleArtSvg({
      seed: 'banner-1',
      width: 1200,
      height: 400,
      title: 'VIP Bonus every month',
      lineLength: 16,
      fontSize: { one: 76, two: 64 },
    });
    expect(svg).toContain(`d="${iconPath('crown')}"`);
    expect(svg).toContain('>VIP Bonus every</text>');
    expect(svg).toContain('<title>VIP Bonus every month</title>');
  });
});

describe('svg logo generator', () => {
  it('escapes the label so it cannot inject markup', () => {
    const svg = renderLogoSvg('X', `<script>alert("x")</script> & 'y'`);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;');
    expect(escapeXml('a&b')).toBe('a&#38;b');
  });

  it('gives a code the same colour in any case, and codes different colours', () => {
    expect(logoHue('pg')).toBe(logoHue('PG'));
    expect(logoHue('PG')).not.toBe(logoHue('JILI'));
  });

  it('sets a wordmark in type with an emblem, long names on two lines', () => {
    const svg = renderLogoSvg('TCG_LOTTO_VN', 'TCG LOTTO VN');
    expect(svg).toContain('>TCG</text>');
    expect(svg).toContain('>LOTTO VN</text>');
    expect(svg).toMatch(/font-weight="900"[^>]*letter-spacing/);
    expect(svg.match(/ d="/g)).toHaveLength(1); // the emblem
  });

  it('labels badges in the asked language', () => {
    expect(renderBadgeSvg('RESPONSIBLE', 'pt')).toContain('>responsável</text>');
    expect(renderBadgeSvg('RESPONSIBLE', 'en')).toContain('>Responsible</text>');
    expect(renderBadgeSvg('AGE18', 'pt')).toContain('>18+</text>');
  });
});

// Image routes touch no tables, so one database kind is enough here.
describe('image routes', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('draws a vendor logo as a cacheable, non-sniffable SVG', async () => {
    const res = await app.inject('/img/vendors/TCG_LOTTO_VN.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('<title>TCG LOTTO VN</title>');
    expect((await app.inject('/img/vendors/tcg_lotto_vn.svg')).body).toBe(res.body);
  });

  it('sends images compressed to a caller that accepts it, the same drawing', async () => {
    const url = '/img/vendors/PG.svg';
    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(acceptedCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedCoding('identity')).toBeUndefined();
  });

  it('labels known badges readably, in the asked language', async () => {
    expect((await app.inject('/img/badges/AGE18.svg')).body).toContain('>18+</text>');
    expect((await app.inject('/img/badges/responsible.svg?language=en')).body).toContain(
      '<title>Responsible gaming</title>',
    );
    expect((await app.inject('/img/badges/responsible.svg?language=pt')).body).toContain(
      '<title>Jogo responsável</title>',
    );
    expect((await app.inject('/img/badges/PIX.svg')).body).toContain('>PIX</text>');
  });

  it.each([
    '/img/vendors/PG.png',
    '/img/vendors/P-G.svg',
    `/img/vendors/${'A'.repeat(33)}.svg`,
    '/img/vendors/%3Cscript%3E.svg',
    '/img/badges/.svg',
  ])('refuses %s with the 404 envelope', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});
