import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackImage } from '../../db/schema';
import { operatorHeaders } from '../../test/build-test-app';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberSession } from '../../test/games-kit';
import { htmlFile, multipart, svgFile, tinyJpeg, tinyPng, type Part } from '../../test/support-kit';

const FEEDBACK = '/wps/feedback';
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const png = (filename = 'shot.png', data = tinyPng): Part => ({
  name: 'images',
  filename,
  type: 'image/png',
  data,
});

describe.each(testDatabaseKinds())('feedback on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);
  const cli = (args: string[]) => operator(...args);
  let token: string;
  beforeAll(async () => {
    token = (await memberSession(app())).token;
  });

  const send = (parts: Part[], init: { token?: string | null; language?: string } = {}) => {
    const body = multipart(parts);
    const auth = init.token === undefined ? token : init.token;
    return app().inject({
      method: 'PUT',
      url: FEEDBACK,
      payload: body.payload,
      headers: {
        ...body.headers,
        'accept-language': init.language ?? 'en',
        ...(auth ? { authorization: auth } : {}),
      },
    });
  };
  const stored = async () => {
    const [f] = await app().db.select({ n: count() }).from(feedback);
    const [i] = await app().db.select({ n: count() }).from(feedbackImage);
    return { feedback: f!.n, images: i!.n };
  };
  async function refused(parts: Part[], status: number, errorCode: string, init = {}) {
    const before = await stored();
    const res = await send(parts, init);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, errorCode });
    expect(await stored()).toEqual(before);
    return res.json() as { message: string; value?: unknown };
  }

  it('publishes the rules, and the operator changes the word bounds at run time', async () => {
    const rules = await app().inject({ url: '/wps/feedback/rules' });
    expect(rules.json().value).toEqual({
      minWords: 5,
      maxWords: 500,
      maxImages: 3,
      maxImageBytes: 5 * 1024 * 1024,
    });
    const set = await cli(['feedback', 'rules', '3', '8']);
    expect(set.out).toBe('Feedback must have 3 to 8 words.');
    expect((await app().inject({ url: '/wps/feedback/rules' })).json().value).toMatchObject({
      minWords: 3,
      maxWords: 8,
    });
    await refused([{ name: 'content', value: words(9) }], 400, 'FEEDBACK_WORD_COUNT');
    expect((await cli(['feedback', 'rules', '9', '2'])).code).toBe(2);
    expect((await cli(['feedback', 'rules', '5', '500'])).code).toBe(0);
  });

  it('stores feedback with a PNG and a JPEG; operators see them, served with nosniff', async () => {
    const res = await send([
      { name: 'content', value: '  The deposit page took a long time to load today.  ' },
      png('screen.png'),
      { name: 'images', filename: 'photo.jpeg', type: 'image/jpeg', data: tinyJpeg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as number;
    const list = await cli(['feedback', 'list']);
    expect(list.out).toContain(`#${id} `);
    expect(list.out).toContain('The deposit page took a long time to load today.');
    const urls = [...list.out.matchAll(/image (\S+) \((image\/\w+), (\d+) bytes\)/g)];
    expect(urls.map((u) => u[2]).sort()).toEqual(['image/jpeg', 'image/png']);
    for (const [, url, mime] of urls) {
      const path = new URL(url!).pathname;
      // Server-generated names: random, never the uploader's file name.
      expect(path).toMatch(/^\/operator\/feedback\/images\/[a-f0-9]{32}\.(png|jpg)$/);
      const image = await app().inject({ url: path, headers: operatorHeaders });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(mime);
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(mime === 'image/png' ? tinyPng : tinyJpeg)).toBe(true);
      expect((await app().inject({ url: path })).statusCode).toBe(401);
    }
    const text = await send([{ name: 'content', value: words(5) }]);
    expect(text.statusCode).toBe(200);
  });

  it('refuses visitors and trial members', async () => {
    const parts = [{ name: 'content', value: words(6) }];
    await refused(parts, 401, 'UNAUTHORIZED', { token: null });
    await refused(parts, 401, 'UNAUTHORIZED', { token: 'x'.repeat(40) });
    const trial = await memberSession(app(), 4);
    const body = await refused(parts, 403, 'TRIAL_NOT_ALLOWED', { token: trial.token });
    expect(body.message).toBe('Please Register An Account First');
  });

  it('refuses files that are not PNG or JPEG by their bytes, whatever their name (S5)', async () => {
    const html = await refused(
      [{ name: 'content', value: words(6) }, png('invoice.png', htmlFile)],
      415,
      'FEEDBACK_IMAGE_TYPE',
      { language: 'pt' },
    );
    expect(html.message).toBe('Somente imagens PNG ou JPG são aceitas.');
    await refused(
      [{ name: 'content', value: words(6) }, png('logo.png', svgFile)],
      415,
      'FEEDBACK_IMAGE_TYPE',
    );
    // A good image first does not let a bad second one through, nor store the first.
    await refused(
      [{ name: 'content', value: words(6) }, png(), png('x.jpg', svgFile)],
      415,
      'FEEDBACK_IMAGE_TYPE',
    );
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await refused(
      [{ name: 'content', value: words(6) }, png('a.png', gif)],
      415,
      'FEEDBACK_IMAGE_TYPE',
    );
    await refused(
      [{ name: 'content', value: words(6) }, png('empty.png', Buffer.alloc(0))],
      415,
      'FEEDBACK_IMAGE_TYPE',
    );
  });

  it('refuses a fourth image and an image over 5 MB', async () => {
    const content = { name: 'content', value: words(6) };
    const many = await refused(
      [content, png('1.png'), png('2.png'), png('3.png'), png('4.png')],
      413,
      'FEEDBACK_TOO_MANY_IMAGES',
    );
    expect(many.message).toBe('You can attach at most 3 images.');
    const big = Buffer.concat([tinyPng, Buffer.alloc(6 * 1024 * 1024)]);
    await refused([content, png('big.png', big)], 413, 'FEEDBACK_IMAGE_TOO_LARGE');
    const justOver = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 - tinyPng.length + 1)]);
    await refused([content, png('over.png', justOver)], 413, 'FEEDBACK_IMAGE_TOO_LARGE');
    const exact = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 - tinyPng.length)]);
    expect((await send([content, png('exact.png', exact)])).statusCode).toBe(200);
  });

  it('refuses empty, too short, too long or malformed content', async () => {
    const value = await refused([{ name: 'content', value: '' }], 400, 'FEEDBACK_WORD_COUNT');
    expect(value.value).toEqual({ minWords: 5, maxWords: 500 });
    await refused([{ name: 'content', value: '   \n\t ' }], 400, 'FEEDBACK_WORD_COUNT');
    await refused([{ name: 'content', value: words(4) }], 400, 'FEEDBACK_WORD_COUNT');
    await refused([{ name: 'content', value: words(501) }], 400, 'FEEDBACK_WORD_COUNT');
    await refused([{ name: 'content', value: 'a'.repeat(70_000) }], 400, 'FEEDBACK_WORD_COUNT');
    await refused([png()], 400, 'FEEDBACK_WORD_COUNT');
    await refused(
      [
        { name: 'content', value: words(6) },
        { name: 'memberId', value: '1' },
      ],
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      [
        { name: 'content', value: words(6) },
        { ...png(), name: 'attachment' },
      ],
      400,
      'VALIDATION_FAILED',
    );
    const before = await stored();
    const json = await app().inject({
      method: 'PUT',
      url: FEEDBACK,
      payload: { content: words(6) },
      headers: { authorization: token },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await stored()).toEqual(before);
  });
});
