import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { captchaSvg, captchaText } from './captcha-image';
import { plausibleTrail } from './service';

const decode = (uri: string) => Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8');

describe('captcha and slider images', () => {
  it('draws the captcha as distorted shapes with no text to read', () => {
    const text = captchaText();
    expect(text).toMatch(/^[2-9A-Z]{4}$/);
    const svg = decode(captchaSvg(text));
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(text);
    expect(svg).toContain('feDisplacementMap');
  });

  it('accepts only a trail a hand could draw', () => {
    const trail = (n: number, ms: number) =>
      Array.from({ length: n }, (_, i) => ({ x: (120 * i) / (n - 1), t: (ms * i) / (n - 1) }));
    expect(plausibleTrail(trail(8, 400), 120)).toBe(true);
    expect(plausibleTrail(trail(4, 400), 120)).toBe(false);
    expect(plausibleTrail(trail(8, 200), 120)).toBe(false);
    expect(plausibleTrail(trail(8, 400), 150)).toBe(false);
    const backwards = trail(8, 400);
    backwards[3] = { x: backwards[3]!.x, t: 0 };
    expect(plausibleTrail(backwards, 120)).toBe(false);
  });
});

describe.each(testDatabaseKinds())('captcha endpoint on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('serves an SVG captcha at most once a second per client', async () => {
    const get = () => app.inject({ url: '/wps/captcha', remoteAddress: '203.0.113.200' });
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.json().value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await get();
    // Both may straddle a second boundary; then a third within the same second is refused.
    const third = second.statusCode === 200 ? await get() : second;
    expect(third.statusCode).toBe(429);
    expect(third.json().errorCode).toBe('RATE_LIMITED');
  });
});
