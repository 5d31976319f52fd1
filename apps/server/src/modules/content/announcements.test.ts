import { announcementsValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';
import { memberSession } from '../../test/games-kit';

const LIST = '/wps/relay/MCSFE_getListAnnouncements';

describe.each(testDatabaseKinds())('announcements on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli: operator } = useListeningApp(database);

  const get = async (query: string, headers: Record<string, string> = {}) => {
    const res = await app().inject({ url: `${LIST}?${query}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const { status, body } = await get(query, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return okEnvelopeSchema(announcementsValueSchema).parse(body).value;
  };
  const cli = (args: string[]) => operator(...args);

  it('lists the seeded announcements newest first, in the language asked', async () => {
    const all = await list('types=PL,PU,PR&platform=W&language=en');
    expect(all.length).toBeGreaterThan(6); // more than one page of the popup (spec §9)
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(['PL', 'PU', 'PR']));
    const times = all.map((a) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.map((a) => a.title)).toContain('Welcome to OpenLobby');
    const pt = await list('types=PL', { 'accept-language': 'pt-BR' });
    expect(pt.map((a) => a.title)).toContain('Bem-vindo ao OpenLobby');
    expect((await list('types=B')).every((a) => a.type === 'B')).toBe(true);
  });

  it('gives visitors the B popups; A and F need a member token', async () => {
    const visitors = await list('execution=B&language=en');
    expect(visitors.map((a) => a.title)).toEqual(['Welcome to OpenLobby']);
    for (const execution of ['A', 'F']) {
      const { status, body } = await get(`execution=${execution}`);
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    }
    const { token } = await memberSession(app());
    const members = await list('execution=A&language=en', { authorization: token });
    expect(members.map((a) => a.title)).toEqual(['News for members']);
    const first = await list('execution=F&language=en', { authorization: token });
    expect(first).toMatchObject([{ title: 'Welcome bonus', promotionType: 'WELCOME' }]);
  });

  it('refuses bad input with a 400 envelope in the caller language', async () => {
    for (const query of [
      'types=XX',
      'types=',
      'execution=Z',
      'platform=H5',
      `types=${'B,'.repeat(80)}`,
    ]) {
      const { status, body } = await get(query, { 'accept-language': 'pt' });
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('lets the operator publish, hide and remove announcements, seen at once', async () => {
    const added = await cli([
      'announcement',
      'add',
      '--type',
      'PR',
      '--execution',
      'b',
      '--promotion',
      'VIP',
      '--title-pt',
      'Bônus VIP',
      '--title-en',
      'VIP bonus',
      '--content-pt',
      '<p>Para <b>VIPs</b></p>',
      '--content-en',
      '<p>For <b>VIPs</b></p>',
    ]);
    expect(added.code, added.err).toBe(0);
    const id = Number(/Published announcement (\d+)/.exec(added.out)?.[1]);
    const shown = await list('execution=B&language=en');
    expect(shown.find((a) => a.id === id)).toMatchObject({
      title: 'VIP bonus',
      content: '<p>For <b>VIPs</b></p>',
      promotionType: 'VIP',
      execution: 'B',
    });
    expect((await cli(['announcement', 'list'])).out).toContain(`${id} PR shown  popup:B`);

    expect((await cli(['announcement', 'disable', String(id)])).code).toBe(0);
    expect((await list('execution=B')).some((a) => a.id === id)).toBe(false);
    expect((await cli(['announcement', 'enable', String(id)])).code).toBe(0);
    expect((await list('execution=B')).some((a) => a.id === id)).toBe(true);
    expect((await cli(['announcement', 'remove', String(id)])).out).toBe(
      `Announcement ${id} removed.`,
    );
    expect((await list('types=PR')).some((a) => a.id === id)).toBe(false);
    expect((await cli(['announcement', 'remove', String(id)])).code).toBe(1);
  });

  it('refuses incomplete or unknown announcement commands before calling the server', async () => {
    const missing = await cli(['announcement', 'add', '--type', 'PL', '--title-en', 'x']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--title-pt is missing or not valid');
    const badType = await cli(['announcement', 'add', '--type', 'ZZ']);
    expect(badType.err).toContain('--type is missing or not valid (B, PL, PU, PR, H, AG)');
    expect((await cli(['announcement', 'remove', 'abc'])).err).toContain(
      'is not an announcement id',
    );
  });
});
