import { eq } from 'drizzle-orm';
import { okEnvelopeSchema, vendorCategoryListSchema } from '@openlobby/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { vendor } from '../../db/schema';
import { seedCategories } from '../../seed/vendor-catalog';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('vendor categories on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { PUBLIC_IMAGE_BASE: 'https://cdn.example.com/img/' });
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetToSeed(app));

  async function list(query = '', headers: Record<string, string> = {}) {
    const res = await app.inject({
      url: `/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { res, categories: okEnvelopeSchema(vendorCategoryListSchema).parse(res.json()).value };
  }

  it('lists every seeded category in order, with vendors, images and a short private cache', async () => {
    const { res, categories } = await list('&language=en');
    expect(categories.map((c) => c.gameCategory)).toEqual(
      seedCategories.map((c) => c.gameCategory),
    );
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    const lottery = categories.find((c) => c.gameCategory === 'LOTTERY');
    expect(lottery?.vendors.map((v) => [v.vassalage, v.gameType])).toEqual([
      ['TCG_LOTTO_VN', 'VNLOTTO'],
      ['TCG_SEA', 'SEA'],
      ['LOTT', 'LOTT'],
      ['ELOTT', 'ELOTT'],
    ]);
    const pg = categories.find((c) => c.gameCategory === 'RNG')?.vendors[0];
    expect(pg).toEqual({
      vassalage: 'PG',
      gameType: 'RNG',
      vendorName: 'PG Soft',
      imageUrl: 'https://cdn.example.com/img/vendors/PG.svg',
    });
  });

  it('titles categories in the requested language, else Accept-Language, else Portuguese', async () => {
    const title = (cs: { gameCategory: string; title: string }[]) =>
      cs.find((c) => c.gameCategory === 'INHOUSE')?.title;
    expect(title((await list('&language=en')).categories)).toBe('In-house');
    expect(title((await list('&language=pt', { 'accept-language': 'en' })).categories)).toBe(
      'Jogos da casa',
    );
    expect(title((await list('', { 'accept-language': 'en-US,en;q=0.9' })).categories)).toBe(
      'In-house',
    );
    expect(title((await list('&language=xx')).categories)).toBe('Jogos da casa');
    expect(title((await list()).categories)).toBe('Jogos da casa');
  });

  it('leaves out a category whose vendors are all disabled', async () => {
    await app.db.update(vendor).set({ enabled: false }).where(eq(vendor.gameCategory, 'PVP'));
    await app.db.update(vendor).set({ enabled: false }).where(eq(vendor.vassalage, 'IBC'));
    // Written past the operator API, so announced as its writes are (the reply is cached).
    await app.invalidation.publish('operator-change');
    const { categories } = await list();
    expect(categories.map((c) => c.gameCategory)).not.toContain('PVP');
    const sports = categories.find((c) => c.gameCategory === 'SPORTS');
    expect(sports?.vendors.map((v) => v.vassalage)).toEqual(['SBT', 'UG', 'U9W']);
  });

  it('drops a category the operator disables and brings it back when enabled', async () => {
    const hide = await app.inject({
      method: 'PUT',
      url: '/operator/vendor-categories',
      headers: operatorHeaders,
      payload: { gameCategory: 'SPORTS', enabled: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await list()).categories.map((c) => c.gameCategory)).not.toContain('SPORTS');

    await app.inject({
      method: 'PUT',
      url: '/operator/vendor-categories',
      headers: operatorHeaders,
      payload: { gameCategory: 'SPORTS', enabled: true },
    });
    expect((await list()).categories.map((c) => c.gameCategory)).toContain('SPORTS');
  });

  it('refuses a malformed query in the envelope', async () => {
    const res = await app.inject(`/wps/relay/GCSGAME_newGameVendor?platform=${'x'.repeat(200)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: 'Algumas das informações enviadas não são válidas.',
      requestId: expect.any(String),
    });
  });
});
