import { SLIDER_TOLERANCE_PX } from '@openlobby/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { App } from '../../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { identityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';
import { humanCheck } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  CAPTCHA_ZOOM,
  captchaImage,
  captchaSvg,
  captchaText,
} from './captcha-image';
import { glyphs } from './glyphs';
import { plausibleTrail } from './service';
import { PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH, sliderDrawing } from './slider-image';

const bytes = (uri: string) => Buffer.from(uri.split(',')[1] ?? '', 'base64');
const text = (uri: string) => bytes(uri).toString('latin1');

/**
 * The attack of issue 12: read each character's dots from the markup (every glyph spans
 * its 5 × 7 grid, so a dot's place in the group's extent is its column and row) and match
 * the glyph table. No OCR. Returns null when the image holds no such markup.
 */
function readCaptchaMarkup(image: string): string | null {
  const groups = [
    ...image.matchAll(/<g fill="[^"]+" transform="translate\(([\d.-]+) [^"]*">(.*?)<\/g>/g),
  ];
  if (groups.length === 0) return null;
  return groups
    .map((g) => ({
      x: Number(g[1]),
      dots: [...g[2]!.matchAll(/<rect x="([\d.-]+)" y="([\d.-]+)"/g)],
    }))
    .sort((a, b) => a.x - b.x)
    .map(({ dots }) => {
      const xs = dots.map((d) => Number(d[1]));
      const ys = dots.map((d) => Number(d[2]));
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const grid = Array.from({ length: 7 }, () => Array<string>(5).fill('0'));
      xs.forEach((x, i) => {
        grid[Math.round((6 * (ys[i]! - y0)) / (y1 - y0))]![Math.round((4 * (x - x0)) / (x1 - x0))] =
          '1';
      });
      const bits = grid.map((row) => row.join('')).join('');
      const distance = (rows: string[]) =>
        [...rows.join('')].filter((b, i) => b !== bits[i]).length;
      return Object.entries(glyphs).sort(([, a], [, b]) => distance(a) - distance(b))[0]![0];
    })
    .join('');
}

/** The slider's attack: the darkest hole drawn in the background's markup is the gap. */
function readGapMarkup(background: string): number | null {
  const holes = [
    ...background.matchAll(/<(?:rect x="|path d="M)([\d.]+)[^>]*fill="rgba\(0,0,0,([\d.]+)\)"/g),
  ].map((m) => ({ x: Number(m[1]) - (m[0].startsWith('<path') ? 6 : 0), opacity: Number(m[2]) }));
  holes.sort((a, b) => b.opacity - a.opacity);
  return holes[0]?.x ?? null;
}

function decodePng(uri: string): PNG {
  expect(uri).toMatch(/^data:image\/png;base64,/);
  return PNG.sync.read(bytes(uri));
}

describe('captcha and slider images', () => {
  it('sends the captcha as pixels only: reading its markup no longer gives the answer', async () => {
    const answer = captchaText();
    expect(answer).toMatch(/^[2-9A-Z]{4}$/);
    // The attack is real: on the drawing (what the server used to send) it reads the answer.
    expect(readCaptchaMarkup(captchaSvg(answer))).toBe(answer);
    const served = await captchaImage(answer);
    expect(served).toMatch(/^data:image\/png;base64,/);
    expect(text(served)).not.toMatch(/<svg|<rect|<\?xml|<g /);
    expect(readCaptchaMarkup(text(served))).toBeNull();
  });

  it('draws a PNG of the captcha size, different at every render of the same answer', async () => {
    const first = decodePng(await captchaImage('AB7K'));
    const second = decodePng(await captchaImage('AB7K'));
    expect([first.width, first.height]).toEqual([
      CAPTCHA_WIDTH * CAPTCHA_ZOOM,
      CAPTCHA_HEIGHT * CAPTCHA_ZOOM,
    ]);
    expect([second.width, second.height]).toEqual([
      CAPTCHA_WIDTH * CAPTCHA_ZOOM,
      CAPTCHA_HEIGHT * CAPTCHA_ZOOM,
    ]);
    // Not a copy with a few pixels moved: most of the picture differs.
    let differing = 0;
    for (let i = 0; i < first.data.length; i += 4)
      if (first.data.readUInt32BE(i) !== second.data.readUInt32BE(i)) differing += 1;
    expect(differing / (CAPTCHA_WIDTH * CAPTCHA_HEIGHT)).toBeGreaterThan(0.5);
  });

  it('draws the slider gap where the server expects it, and the markup attack finds it there', () => {
    const drawing = sliderDrawing();
    expect(Math.abs(readGapMarkup(drawing.background)! - drawing.gapX)).toBeLessThanOrEqual(
      SLIDER_TOLERANCE_PX,
    );
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

describe.each(testDatabaseKinds())('captcha and slider endpoints on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('serves a PNG captcha at most once a second per client', async () => {
    // The window is a fixed clock second: the clock stands still here, so all three ask
    // within one.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 1000) * 1000 + 100 });
    onTestFinished(() => void vi.useRealTimers());
    const get = () => app.inject({ url: '/wps/captcha', remoteAddress: '203.0.113.200' });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const { image } = first.json().value as { image: string };
    const png = decodePng(image);
    expect([png.width, png.height]).toEqual([
      CAPTCHA_WIDTH * CAPTCHA_ZOOM,
      CAPTCHA_HEIGHT * CAPTCHA_ZOOM,
    ]);
    expect(readCaptchaMarkup(text(image))).toBeNull();
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await get();
    expect(second.statusCode).toBe(429);
    expect(second.json().errorCode).toBe('RATE_LIMITED');
  });

  it('serves the slider as PNGs whose markup holds no gap, and still checks the answer', async () => {
    const id = identityClient(app);
    const res = await id.call('GET', '/wps/verification/slider?channel=login', undefined, {
      ip: '203.0.113.201',
    });
    expect(res.statusCode).toBe(200);
    const puzzle = res.json().value as {
      challengeId: string;
      width: number;
      height: number;
      pieceY: number;
      background: string;
      piece: string;
    };
    const background = decodePng(puzzle.background);
    const piece = decodePng(puzzle.piece);
    expect([background.width, background.height]).toEqual([SLIDER_WIDTH, SLIDER_HEIGHT]);
    expect([puzzle.width, puzzle.height]).toEqual([SLIDER_WIDTH, SLIDER_HEIGHT]);
    expect([piece.width, piece.height]).toEqual([PIECE_SIZE, PIECE_SIZE]);
    expect(text(puzzle.background)).not.toMatch(/<svg|<rect|<path/);
    expect(readGapMarkup(text(puzzle.background))).toBeNull();
    // The answer a person gives still passes (a test reads the gap from the database).
    expect(await id.sliderToken('login', '203.0.113.201')).toMatch(/.{20,}/);
  });

  it('holds an address that keeps missing the slider to 30 misses in 10 minutes', async () => {
    const id = identityClient(app);
    const ip = '203.0.113.202';
    const attempt = async (right: boolean) => {
      const res = await id.call('GET', '/wps/verification/slider?channel=login', undefined, { ip });
      const { challengeId } = res.json().value as { challengeId: string };
      const [row] = await app.db.select().from(humanCheck).where(eq(humanCheck.id, challengeId));
      // A blind guess: far from the gap, with a trail a hand could draw.
      const x = right ? Number(row!.answer) : Number(row!.answer) + 40;
      const trail = Array.from({ length: 8 }, (_, i) => ({ x: (x * i) / 7, t: i * 57 }));
      const answer = await id.call(
        'POST',
        '/wps/verification/slider',
        { challengeId, x, trail },
        { ip },
      );
      return answer.json() as { errorCode?: string };
    };
    // Right answers give their slot back: they never wear the limit down.
    for (let i = 0; i < 3; i++) expect((await attempt(true)).errorCode).toBeUndefined();
    for (let i = 0; i < 30; i++) expect((await attempt(false)).errorCode).toBe('SLIDER_FAILED');
    // Then even a right answer waits for the window, and another address does not.
    expect((await attempt(true)).errorCode).toBe('RATE_LIMITED');
    expect(await id.sliderToken('login', '203.0.113.203')).toMatch(/.{20,}/);
  });
});
