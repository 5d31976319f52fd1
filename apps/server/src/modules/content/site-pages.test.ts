import { descriptionValueSchema, okEnvelopeSchema, sponsorsValueSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_TOKEN } from '../../test/build-test-app';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

const SPONSORS = '/wps/system/sponsors';
const DESCRIPTION = '/wps/system/description';
const OPERATOR_SPONSORS = '/operator/sponsors';
const OPERATOR_DESCRIPTION = '/operator/description';
const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

describe.each(testDatabaseKinds())('/sponsor and /description content on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);

  const read = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app().inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const sponsors = async (query = '', headers: Record<string, string> = {}) =>
    okEnvelopeSchema(sponsorsValueSchema).parse(await read(`${SPONSORS}?${query}`, headers)).value;
  const sections = async (query = '', headers: Record<string, string> = {}) =>
    okEnvelopeSchema(descriptionValueSchema).parse(await read(`${DESCRIPTION}?${query}`, headers))
      .value;
  const cli = (args: string[]) => operator(...args);

  it('serves the demo sponsorships and texts in page order, in the language asked', async () => {
    const en = await sponsors('language=en');
    expect(en.map((s) => s.kind)).toEqual(['club', 'event', 'ambassador']);
    expect(en[1]).toMatchObject({
      title: 'OpenLobby eSports Cup',
      linkUrl: 'https://example.org/esports-cup',
    });
    expect(en[2]?.linkUrl).toBeNull();
    const pt = await sponsors('', { 'accept-language': 'pt-BR' });
    expect(pt[1]?.title).toBe('Copa OpenLobby de eSports');

    // A sponsorship without an image of its own gets a drawn one, titled in the language.
    const image = await app().inject({ url: en[1]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<title>OpenLobby eSports Cup</title>');
    expect((await app().inject({ url: '/img/sponsors/999999.svg' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/img/sponsors/x.svg' })).statusCode).toBe(404);

    const texts = await sections('language=en');
    expect(texts.map((s) => s.section)).toEqual([
      'about',
      'terms',
      'privacy',
      'responsible-gaming',
    ]);
    expect(texts[1]).toMatchObject({ title: 'Terms and conditions' });
    expect(texts[1]?.content).toContain('18 or older');
    expect((await sections('language=pt'))[3]?.title).toBe('Jogo responsável');
  });

  it('refuses bad reads with a 400 envelope', async () => {
    for (const url of [`${SPONSORS}?language=${'x'.repeat(50)}`, `${DESCRIPTION}?language=%00`]) {
      const res = await app().inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('keeps the operator routes behind the token and refuses bad input, changing nothing', async () => {
    expect((await app().inject({ url: OPERATOR_SPONSORS })).statusCode).toBe(401);
    expect((await app().inject({ url: OPERATOR_DESCRIPTION })).statusCode).toBe(401);
    const beforeSponsors = await sponsors('language=en');
    const beforeSections = await sections('language=en');
    const good = {
      kind: 'club',
      titlePt: 'Clube',
      titleEn: 'Club',
      textPt: 'Texto',
      textEn: 'Text',
    };
    const refusals: [unknown, string][] = [
      [{ ...good, linkUrl: 'javascript:alert(1)' }, 'SPONSOR_LINK_INVALID'],
      [{ ...good, linkUrl: 'data:text/html,<script>alert(1)</script>' }, 'SPONSOR_LINK_INVALID'],
      [{ ...good, linkUrl: '//evil.example' }, 'SPONSOR_LINK_INVALID'],
      [{ ...good, imagePath: 'https://evil.example/a.png' }, 'SPONSOR_IMAGE_INVALID'],
      [{ ...good, imagePath: '//evil.example/a.png' }, 'SPONSOR_IMAGE_INVALID'],
      [{ ...good, imagePath: '/img/../../etc/passwd' }, 'SPONSOR_IMAGE_INVALID'],
      [{ ...good, imagePath: '/a.png" onerror="alert(1)' }, 'SPONSOR_IMAGE_INVALID'],
      [{ ...good, titleEn: 'a\u0000b' }, 'TEXT_CONTROL_CHARACTERS'],
      [{ ...good, kind: 'casino' }, 'VALIDATION_FAILED'],
      [{ ...good, textPt: '' }, 'VALIDATION_FAILED'],
      [{ ...good, sortOrder: -1 }, 'VALIDATION_FAILED'],
      [{ ...good, extra: 1 }, 'VALIDATION_FAILED'],
    ];
    for (const [body, errorCode] of refusals) {
      const res = await app().inject({
        method: 'POST',
        url: OPERATOR_SPONSORS,
        headers: { ...auth, 'accept-language': 'en' },
        payload: body as object,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode });
    }
    const linkRefusal = await app().inject({
      method: 'POST',
      url: OPERATOR_SPONSORS,
      headers: { ...auth, 'accept-language': 'pt-BR' },
      payload: { ...good, linkUrl: 'javascript:alert(1)' },
    });
    expect(linkRefusal.json()).toEqual({
      success: false,
      errorCode: 'SPONSOR_LINK_INVALID',
      message: 'O link deve ser um endereço http(s) completo, como https://example.org.',
      value: { field: 'linkUrl' },
      requestId: expect.any(String),
    });

    const text = { titlePt: 'T', titleEn: 'T', contentPt: '<p>x</p>', contentEn: '<p>x</p>' };
    for (const [url, body] of [
      [`${OPERATOR_DESCRIPTION}/cookies`, text],
      [`${OPERATOR_DESCRIPTION}/terms`, { ...text, contentEn: '' }],
      [`${OPERATOR_DESCRIPTION}/terms`, { ...text, titlePt: 'a\u0007' }],
      [`${OPERATOR_DESCRIPTION}/terms`, { ...text, section: 'about' }],
    ] as const) {
      const res = await app().inject({ method: 'PUT', url, headers: auth, payload: body });
      expect(res.statusCode, url).toBe(400);
    }
    expect(
      (await app().inject({ method: 'DELETE', url: `${OPERATOR_SPONSORS}/999999`, headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app().inject({ method: 'DELETE', url: `${OPERATOR_SPONSORS}/0`, headers: auth }))
        .statusCode,
    ).toBe(400);
    expect(await sponsors('language=en')).toEqual(beforeSponsors);
    expect(await sections('language=en')).toEqual(beforeSections);
  });

  it('stores operator HTML as written and hands it to visitors only sanitized', async () => {
    // ADR 044 (after ADR 012): the API sanitizes operator HTML on the way out, so the web
    // needs no sanitizer; the CSP is the second wall.
    const payload = '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const set = await cli([
      'description',
      'set',
      'privacy',
      '--title-pt',
      'Privacidade',
      '--title-en',
      'Privacy',
      '--content-pt',
      payload,
      '--content-en',
      payload,
    ]);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toContain('Saved description section #privacy.');
    const privacy = (await sections('language=en')).find((s) => s.section === 'privacy');
    expect(privacy).toMatchObject({ title: 'Privacy', content: '<p>Hi</p><img src="x">' });
  });

  it('lets the operator add and remove sponsorships and sections with the command', async () => {
    const added = await cli([
      'sponsor',
      'add',
      '--kind',
      'event',
      '--title-pt',
      'Maratona',
      '--title-en',
      'Marathon',
      '--text-pt',
      'Corrida',
      '--text-en',
      'A run',
      '--link',
      'https://example.org/run',
      '--image',
      '/img/badges/SSL.svg',
      '--sort',
      '1',
    ]);
    expect(added.code, added.err).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    const [first] = await sponsors('language=en');
    expect(first).toEqual({
      id,
      kind: 'event',
      title: 'Marathon',
      text: 'A run',
      imageUrl: '/img/badges/SSL.svg',
      linkUrl: 'https://example.org/run',
    });
    expect((await cli(['sponsor', 'list'])).out).toMatch(
      new RegExp(`#${id}\\s+1 event\\s+Marathon`),
    );
    expect((await cli(['sponsor', 'remove', String(id)])).out).toBe(`Sponsorship #${id} removed.`);
    expect((await sponsors('language=en')).some((s) => s.id === id)).toBe(false);
    const again = await cli(['sponsor', 'remove', String(id)]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('NOT_FOUND');

    expect((await cli(['description', 'remove', 'about'])).code).toBe(0);
    expect((await sections('language=en')).map((s) => s.section)).not.toContain('about');
    expect((await cli(['description', 'list'])).out).not.toContain('#about');
  });

  it('refuses bad commands before calling the server, with the reason', async () => {
    const badLink = await cli([
      'sponsor',
      'add',
      '--kind',
      'club',
      '--title-pt',
      'a',
      '--title-en',
      'a',
      '--text-pt',
      'a',
      '--text-en',
      'a',
      '--link',
      'javascript:alert(1)',
    ]);
    expect(badLink.code).toBe(2);
    expect(badLink.err).toContain('--link: The link must be a full http(s) address');
    const badKind = await cli(['sponsor', 'add', '--kind', 'casino']);
    expect(badKind.err).toContain('--kind is missing or not valid (club, event, ambassador)');
    const badSection = await cli(['description', 'set', 'cookies', '--title-pt', 'a']);
    expect(badSection.err).toContain('"cookies" is not a section');
    expect((await cli(['sponsor', 'remove', 'x'])).err).toContain('"x" is not a sponsor id.');
    expect((await cli(['help'])).out).toContain('sponsor add --kind club|event|ambassador');
  });
});
