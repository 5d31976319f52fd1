import { helpCenterValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_TOKEN } from '../../test/build-test-app';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

const HELP = '/wps/system/helpCenter';
const OPERATOR = '/operator/help-topics';
const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

describe.each(testDatabaseKinds())('help centre on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);

  const topics = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app().inject({ url: `${HELP}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return okEnvelopeSchema(helpCenterValueSchema).parse(res.json()).value;
  };
  const cli = (args: string[]) => operator(...args);

  it('serves the seeded topics in the operator order, in the language asked', async () => {
    const en = await topics('lang=en&device=WEB');
    const tags = en.map((t) => t.tag);
    for (const tag of ['deposits', 'withdrawals', 'responsible-gaming', 'account-security']) {
      expect(tags).toContain(tag);
    }
    expect(tags.indexOf('deposits')).toBeLessThan(tags.indexOf('withdrawals'));
    expect(en.find((t) => t.tag === 'terms')).toMatchObject({ title: 'Terms and conditions' });
    expect(en.find((t) => t.tag === 'deposits')?.content).toContain('<strong>Deposit</strong>');
    const pt = await topics('lang=pt');
    expect(pt.find((t) => t.tag === 'terms')?.title).toBe('Termos e condições');
    // Without lang, Accept-Language decides; Portuguese is the default.
    expect((await topics('', { 'accept-language': 'en-GB' }))[0]?.title).toBe(en[0]?.title);
    expect((await topics(''))[0]?.title).toBe(pt[0]?.title);
  });

  it('refuses bad input with a 400 envelope in the caller language', async () => {
    for (const query of ['device=H5', `lang=${'x'.repeat(50)}`, 'device=']) {
      const res = await app().inject({
        url: `${HELP}?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('sends operator HTML only sanitized (S4, ADR 044)', async () => {
    const hostile = '<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p>';
    const topic = { tag: 'xss-check', titlePt: 'a', titleEn: 'b', contentPt: hostile };
    const res = await app().inject({
      method: 'POST',
      url: OPERATOR,
      headers: auth,
      payload: { ...topic, contentEn: '<a href="javascript:alert(3)">x</a>' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    try {
      const pt = (await topics('lang=pt')).find((t) => t.tag === 'xss-check');
      expect(pt?.content).toBe('<p>Hi<img src="x"></p>');
      const en = (await topics('lang=en')).find((t) => t.tag === 'xss-check');
      expect(en?.content).toBe('<a>x</a>');
    } finally {
      await app().inject({ method: 'DELETE', url: `${OPERATOR}/xss-check`, headers: auth });
    }
  });

  it('keeps the operator routes behind the token and refuses bad topics unchanged', async () => {
    expect((await app().inject({ url: OPERATOR })).statusCode).toBe(401);
    const before = await topics('lang=en');
    const good = { tag: 'x', titlePt: 'a', titleEn: 'b', contentPt: 'c', contentEn: 'd' };
    for (const body of [
      { ...good, tag: 'Bad Tag!' },
      { ...good, tag: '-leading' },
      { ...good, tag: 'x'.repeat(41) },
      { ...good, titleEn: '' },
      { ...good, contentPt: undefined },
      { ...good, sortOrder: -1 },
      { ...good, sortOrder: 1.5 },
      'not json',
    ]) {
      const res = await app().inject({
        method: 'POST',
        url: OPERATOR,
        headers: auth,
        payload: body,
      });
      // A text body is 415, every wrong field 400: a 4xx envelope either way.
      expect(Math.floor(res.statusCode / 100), JSON.stringify(body)).toBe(4);
      expect(res.json()).toMatchObject({ success: false });
    }
    const missing = await app().inject({
      method: 'DELETE',
      url: `${OPERATOR}/nope`,
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    const badTag = await app().inject({
      method: 'DELETE',
      url: `${OPERATOR}/%3Cb%3E`,
      headers: auth,
    });
    expect(badTag.statusCode).toBe(400);
    expect(await topics('lang=en')).toEqual(before);
  });

  it('lets the operator add, replace and remove topics with the command, seen at once', async () => {
    const add = (title: string, sort: string) =>
      cli([
        'help',
        'add',
        '--tag',
        'Bonus-Rules',
        '--title-pt',
        `Regras ${title}`,
        '--title-en',
        `Rules ${title}`,
        '--content-pt',
        '<p>Pt</p>',
        '--content-en',
        '<p>En</p>',
        '--sort',
        sort,
      ]);
    const added = await add('v1', '5');
    expect(added.code, added.err).toBe(0);
    expect(added.out).toContain('Saved help topic #bonus-rules.');
    let en = await topics('lang=en');
    expect(en[0]).toEqual({ tag: 'bonus-rules', title: 'Rules v1', content: '<p>En</p>' });

    expect((await add('v2', '5000')).code).toBe(0);
    en = await topics('lang=en');
    expect(en.filter((t) => t.tag === 'bonus-rules')).toHaveLength(1);
    expect(en.at(-1)).toMatchObject({ tag: 'bonus-rules', title: 'Rules v2' });
    expect((await cli(['help', 'list'])).out).toMatch(/#bonus-rules\s+shown +Rules v2/);

    expect((await cli(['help', 'remove', 'bonus-rules'])).out).toBe(
      'Help topic #bonus-rules removed.',
    );
    expect((await topics('lang=en')).some((t) => t.tag === 'bonus-rules')).toBe(false);
    const again = await cli(['help', 'remove', 'bonus-rules']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('NOT_FOUND');
  });

  it('refuses incomplete help commands before calling the server; plain help is usage', async () => {
    expect((await cli(['help'])).out).toContain('help add --tag <tag>');
    const noTitle = await cli(['help', 'add', '--tag', 'a', '--title-en', 'x']);
    expect(noTitle.code).toBe(2);
    expect(noTitle.err).toContain('--title-pt is missing or not valid');
    const badTag = await cli(['help', 'add', '--tag', 'a b']);
    expect(badTag.err).toContain('--tag is missing or not valid (lower-case letters');
    const badSort = await cli([
      'help',
      'add',
      '--tag',
      'a',
      '--title-pt',
      'a',
      '--title-en',
      'a',
      '--content-pt',
      'a',
      '--content-en',
      'a',
      '--sort',
      'soon',
    ]);
    expect(badSort.err).toContain('--sort is missing or not valid');
    expect((await cli(['help', 'remove', '<b>'])).err).toContain('is not a help topic tag');
    expect((await cli(['help', 'list', '--tag', 'x'])).err).toContain('Unknown option --tag');
  });
});
