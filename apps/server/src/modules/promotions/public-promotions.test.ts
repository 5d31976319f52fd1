import { okEnvelopeSchema, publicPromotionListSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { rewardMember } from '../../test/rewards-kit';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

const PUBLIC = '/wps/system/promotions';
const JOIN = '/wps/relay/MCSFE_signUpPromotionJoin';
const REQUEST = '/wps/relay/MCSFE_signUpRequestReward';

describe.each(testDatabaseKinds())('the promotions page’s public read on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);
  const cli = (args: string[]) => operator(...args);

  const read = async (query = '', headers: Record<string, string> = {}) => {
    const res = await app().inject({ url: `${PUBLIC}?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return okEnvelopeSchema(publicPromotionListSchema).parse(res.json()).value;
  };

  it('shows a visitor every seeded promotion with its tab, rules, art and the clock’s status', async () => {
    const en = await read('language=en');
    const summary = Object.fromEntries(
      en.map((p) => [p.promotionType, [p.category, p.status, p.rule]]),
    );
    expect(summary).toEqual({
      WELCOME: ['welcome', 'join', 'instant'],
      SLOTS: ['slots', 'join', 'apply'],
      WEEKEND: ['other', 'coming', 'instant'],
      MEMBERS_DAY: ['other', 'join', 'instant'],
      LIVE_CASHBACK: ['live', 'join', 'apply'],
      SPORTS_KICKOFF: ['sports', 'join', 'instant'],
      LUCKY_DRAW: ['lottery', 'coming', 'instant'],
    });
    const welcome = en.find((p) => p.promotionType === 'WELCOME')!;
    expect(welcome.title).toBe('Welcome bonus');
    expect(welcome.rules).toContain('<strong>Join</strong>');
    expect(welcome.imageUrl).toBe(`/img/promotions/${welcome.id}.svg?language=en`);
    const pt = await read('', { 'accept-language': 'pt-BR' });
    const ptWelcome = pt.find((p) => p.promotionType === 'WELCOME')!;
    expect(ptWelcome.title).toBe('Bônus de boas-vindas');
    expect(ptWelcome.rules).toContain('<strong>Participar</strong>');
  });

  it('lists one tab when a category is asked', async () => {
    const slots = await read('category=slots&language=en');
    expect(slots.map((p) => p.promotionType)).toEqual(['SLOTS']);
    const other = await read('category=other');
    expect(other.map((p) => p.promotionType).sort()).toEqual(['MEMBERS_DAY', 'WEEKEND']);
  });

  it('never shows a member’s status, even to a request that carries the member’s token', async () => {
    const m = await rewardMember(app());
    const welcome = (await read()).find((p) => p.promotionType === 'WELCOME')!;
    const slots = (await read()).find((p) => p.promotionType === 'SLOTS')!;
    for (const [url, promotionId] of [
      [JOIN, welcome.id],
      [REQUEST, welcome.id],
      [JOIN, slots.id],
      [REQUEST, slots.id],
    ] as const) {
      expect((await m.call('POST', url, { promotionId })).status).toBe(200);
    }
    // The member's own list says claimed and applying; the public read does not.
    const own = await m.call('GET', '/wps/relay/MCSFE_getPromotionList');
    const ownStatus = (own.body as { value: { promotionType: string; status: string }[] }).value;
    expect(ownStatus.find((p) => p.promotionType === 'WELCOME')?.status).toBe('claimed');
    expect(ownStatus.find((p) => p.promotionType === 'SLOTS')?.status).toBe('applying');

    const res = await app().inject({ url: PUBLIC, headers: { authorization: m.token } });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { value: Record<string, unknown>[] }).value;
    for (const item of items) {
      expect(['coming', 'join', 'close']).toContain(item['status']);
      expect(item).not.toHaveProperty('rejectionReason');
    }
    expect(items.find((p) => p['promotionType'] === 'WELCOME')?.['status']).toBe('join');
  });

  it('refuses bad queries with a clear 400 in the caller’s language', async () => {
    for (const query of ['category=vip', 'category=', 'tab=slots', `language=${'x'.repeat(50)}`]) {
      const res = await app().inject({
        url: `${PUBLIC}?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
    const pt = await app().inject({ url: `${PUBLIC}?category=vip`, headers: {} });
    const en = await app().inject({
      url: `${PUBLIC}?category=vip`,
      headers: { 'accept-language': 'en' },
    });
    expect(pt.json().message).not.toBe(en.json().message);
  });

  it('shows an operator’s new promotion in its tab at once, rules as written', async () => {
    const before = await read('category=lottery');
    const added = await cli([
      'promotion',
      'add',
      '--type',
      'PAGE_TEST',
      '--title-pt',
      'Teste da página',
      '--title-en',
      'Page test',
      '--description-pt',
      'Descrição',
      '--description-en',
      'Description',
      '--starts',
      new Date(Date.now() - 60_000).toISOString(),
      '--ends',
      new Date(Date.now() + 86_400_000).toISOString(),
      '--reward',
      '100',
      '--rule',
      'instant',
      '--category',
      'lottery',
      '--rules-en',
      '<p>Only <em>today</em>.</p>',
    ]);
    expect(added.code, added.err).toBe(0);
    expect(added.out).toMatch(/PAGE_TEST\s+shown\s+instant\s+lottery/);
    const after = await read('category=lottery&language=en');
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((p) => p.promotionType === 'PAGE_TEST')).toMatchObject({
      status: 'join',
      rules: '<p>Only <em>today</em>.</p>',
    });
    // No Portuguese rules given: the Portuguese detail has none rather than English ones.
    const pt = await read('category=lottery&language=pt');
    expect(pt.find((p) => p.promotionType === 'PAGE_TEST')?.rules).toBe('');

    const wrong = await cli(['promotion', 'add', '--category', 'vip']);
    expect(wrong.code).not.toBe(0);
  });

  it('draws each promotion’s art from its title, and answers 404 for one that does not exist', async () => {
    const welcome = (await read('language=en')).find((p) => p.promotionType === 'WELCOME')!;
    const art = await app().inject({ url: welcome.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<title>Welcome bonus</title>');
    for (const file of ['0.svg', '99999.svg', 'x.svg', '9999999999.svg']) {
      const res = await app().inject({ url: `/img/promotions/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
