import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { escapeXml, logoColour, renderLogoSvg } from './svg-logo';

describe('svg logo generator', () => {
  it('escapes the label so it cannot inject markup', () => {
    const svg = renderLogoSvg('X', `<script>alert("x")</script> & 'y'`);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;');
    expect(escapeXml('a&b')).toBe('a&#38;b');
  });

  it('gives a code the same colour in any case, and codes different colours', () => {
    expect(logoColour('pg')).toBe(logoColour('PG'));
    expect(logoColour('PG')).not.toBe(logoColour('JILI'));
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
    expect(res.body).toContain('>TCG LOTTO VN</text>');
    expect((await app.inject('/img/vendors/tcg_lotto_vn.svg')).body).toBe(res.body);
  });

  it('labels known badges readably', async () => {
    expect((await app.inject('/img/badges/AGE18.svg')).body).toContain('>18+</text>');
    expect((await app.inject('/img/badges/responsible.svg')).body).toContain(
      '>Responsible Gaming</text>',
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
