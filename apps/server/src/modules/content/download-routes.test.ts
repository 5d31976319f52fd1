import { downloadValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { toString as qrSvg } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../test/build-test-app';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { demoDownloadLinks } from '../../seed/demo-home';

describe.each(testDatabaseKinds())('app download links on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);

  const links = async () => {
    const res = await app().inject('/wps/system/download');
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(downloadValueSchema).parse(res.json()).value;
  };
  const cli = (args: string[]) => operator(...args);

  it('serves the seeded store links, and the operator changes them at run time', async () => {
    expect(await links()).toEqual(demoDownloadLinks);
    const set = await cli([
      'download',
      'set',
      '--ios',
      'https://apps.example/ios',
      '--android',
      'https://apps.example/android',
    ]);
    expect(set.code, set.err).toBe(0);
    expect(await links()).toEqual({
      ios: 'https://apps.example/ios',
      android: 'https://apps.example/android',
    });
    // One link alone keeps the other; "none" stops offering that app.
    expect((await cli(['download', 'set', '--ios', 'none'])).code).toBe(0);
    expect(await links()).toEqual({ ios: null, android: 'https://apps.example/android' });
    expect((await cli(['download', 'show'])).out).toBe(
      'iOS: not offered\nAndroid: https://apps.example/android',
    );
    await cli([
      'download',
      'set',
      '--ios',
      demoDownloadLinks.ios,
      '--android',
      demoDownloadLinks.android,
    ]);
    expect(await links()).toEqual(demoDownloadLinks);
  });

  it('refuses bad links with a 400 envelope and changes nothing', async () => {
    for (const payload of [
      { ios: 'javascript:alert(1)' },
      { android: 'not a url' },
      {},
      { ios: 'https://a.example', web: 'https://b.example' },
      { ios: 5 },
    ]) {
      const res = await app().inject({
        method: 'PUT',
        url: '/operator/download',
        headers: { ...operatorHeaders, 'accept-language': 'pt' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
    const anonymous = await app().inject({
      method: 'PUT',
      url: '/operator/download',
      payload: { ios: null },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await cli(['download', 'set', '--ios', 'ftp://x'])).err).toContain('--ios must be');
    expect((await cli(['download', 'set'])).code).toBe(2);
    expect(await links()).toEqual(demoDownloadLinks);
  });

  it('draws each offered link as a QR code (SVG, revalidated by ETag) and 404s one not offered', async () => {
    const qr = (platform: string, headers: Record<string, string> = {}) =>
      app().inject({ url: `/wps/system/download/qr/${platform}`, headers });
    const drawn = (link: string) =>
      qrSvg(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

    const ios = await qr('ios');
    expect(ios.statusCode).toBe(200);
    expect(ios.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(ios.headers['cache-control']).toBe('no-cache');
    expect(ios.body).toBe(await drawn(demoDownloadLinks.ios!));
    expect((await qr('android')).body).toBe(await drawn(demoDownloadLinks.android!));
    const again = await qr('ios', { 'if-none-match': String(ios.headers.etag) });
    expect(again.statusCode).toBe(304);

    // A changed link is a new drawing at once, and the old ETag no longer matches.
    expect((await cli(['download', 'set', '--ios', 'https://apps.example/ios-2'])).code).toBe(0);
    const changed = await qr('ios', { 'if-none-match': String(ios.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(await drawn('https://apps.example/ios-2'));

    // Not offered: the error envelope in the reader's language, not a picture.
    expect((await cli(['download', 'set', '--ios', 'none'])).code).toBe(0);
    const none = await qr('ios', { 'accept-language': 'pt' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(none.json().message).not.toMatch(/ios/);
    for (const bad of ['web', 'IOS', '..%2Fdownload', '']) {
      const res = await qr(bad);
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.headers['content-type'], bad).toMatch(/application\/json/);
    }
    await cli(['download', 'set', '--ios', demoDownloadLinks.ios!]);
    expect(await links()).toEqual(demoDownloadLinks);
  });
});
