import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { buildTestApp } from './test/build-test-app';
import { useTestDatabase } from './test/suite';
import { testDatabaseKinds } from './test/test-database';

function scriptSrc(csp: string | undefined): string {
  return (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
}

describe.each(testDatabaseKinds())('app-wide behaviour on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let spa: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), {}, (a) => {
      a.get('/wps/test/boom', async () => {
        throw new Error('connection to db-secret-host:5432 refused');
      });
    });
    const webDist = mkdtempSync(path.join(tmpdir(), 'openlobby-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(
      path.join(webDist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    spa = await buildTestApp(database(), { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app?.close();
    await spa?.close();
  });

  it('wraps success in the envelope', async () => {
    const body = (await app.inject('/wps/system/whitelabel')).json();
    expect(body.success).toBe(true);
    expect(Array.isArray(body.value)).toBe(true);
  });

  it.each([
    '/wps/nope',
    '/lgw/games/x',
    '/lotto/x',
    '/operator/x',
    '/games/x',
    '/img/x',
    // Spelt as the router reads them: still API paths, not pages.
    '/%77ps/nope',
    '/%6Fperator/x',
  ])('answers unknown %s with the 404 envelope in the caller language', async (url) => {
    const pt = await app.inject(url);
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toEqual({
      success: false,
      errorCode: 'NOT_FOUND',
      message: 'O recurso solicitado não existe.',
      requestId: expect.any(String),
    });
    const en = await app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(en.json().message).toBe('The requested resource does not exist.');
  });

  it('answers a 5xx generically without leaking the error', async () => {
    const res = await app.inject({ url: '/wps/test/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('secret');
  });

  it('sends a strict Content-Security-Policy on API replies and on /docs', async () => {
    for (const url of ['/wps/system/status', '/docs/', '/docs/static/index.css']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(scriptSrc(csp)).toMatch(/script-src 'self'/);
      expect(scriptSrc(csp)).not.toContain('unsafe-inline');
    }
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/whitelabel',
        '/wps/relay/GCSGAME_newGameVendor',
        '/operator/maintenance',
      ]),
    );
    expect(doc.paths['/wps/system/status'].get.responses['200']).toBeDefined();
  });

  it('says the web app is not built when there is no build', async () => {
    const res = await app.inject('/login');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/not built/);
  });

  describe('with a web build', () => {
    it.each(['/', '/login', '/vnlottery', '/vnLottery/', '/gameListCenter/pg/rng', '/index.html'])(
      'answers known page %s with index.html and 200',
      async (url) => {
        const res = await spa.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.body).toContain('<div id="root">');
      },
    );

    it('answers an unknown page with index.html and 404', async () => {
      const res = await spa.inject('/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
    });

    it('hands out the build-time Brotli copy to browsers that accept it', async () => {
      const br = await spa.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
      const plain = await spa.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
    });

    it('serves hashed assets for a year and API 404s stay envelopes', async () => {
      const asset = await spa.inject('/assets/index-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await spa.inject('/assets/missing.js');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      expect((await spa.inject('/wps/nope')).json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await spa.inject('/%77ps/nope')).json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      const post = await spa.inject({ method: 'POST', url: '/login' });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    });
  });
});
