import { customerServiceValueSchema, okEnvelopeSchema } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { operatorHeaders } from '../../test/build-test-app';
import { useListeningApp } from '../../test/listening-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('customer service, social links and live chat on %s', (kind) => {
  const database = useTestDatabase(kind);
  const { app, cli } = useListeningApp(database);

  const shown = async () => {
    const res = await app().inject({ url: '/wps/system/customerService' });
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(customerServiceValueSchema).parse(res.json()).value;
  };
  const rightBar = async () =>
    (await shown()).customerService
      .filter((c) => c.csPosition === 'RIGHT_BAR')
      .map((c) => c.csType);
  const models = async () => {
    const res = await app().inject({ url: '/wps/relay/CBS_modelList' });
    expect(res.statusCode).toBe(200);
    return res.json().value as { modelId: string; name: string }[];
  };
  const launch = (body: unknown, language = 'en') =>
    app().inject({
      method: 'POST',
      url: '/wps/relay/CBS_launchChat',
      payload: body as object,
      headers: { 'accept-language': language },
    });

  it('serves the seeded links; live chat stays hidden until a channel exists', async () => {
    const value = await shown();
    expect(await rightBar()).toEqual(['TELEGRAM', 'WHATSAPP', 'FACEBOOK']);
    expect(value.customerService[0]).toEqual({
      csType: 'TELEGRAM',
      csPosition: 'RIGHT_BAR',
      url: 'https://t.me/openlobby_support',
    });
    expect(value.social.map((s) => s.socialType)).toEqual([
      'YOUTUBE',
      'TWITTER',
      'FACEBOOK',
      'INSTAGRAM',
      'TIKTOK',
    ]);
    expect(await models()).toEqual([]);
    const refused = await launch({ modelId: 'support' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'CHAT_NOT_AVAILABLE' });
  });

  it('lets the operator add, move and remove shortcuts, seen at the next call', async () => {
    const moved = await cli(
      'cs',
      'set',
      'whatsapp',
      'whatsapp://send?phone=5511900000001',
      '--sort',
      '5',
    );
    expect(moved.code, moved.err).toBe(0);
    expect(await rightBar()).toEqual(['WHATSAPP', 'TELEGRAM', 'FACEBOOK']);
    const footerOnly = await cli(
      'cs',
      'set',
      'TELEGRAM',
      'tg://resolve?domain=ol',
      '--position',
      'footer',
    );
    expect(footerOnly.code, footerOnly.err).toBe(0);
    expect((await shown()).customerService).toContainEqual({
      csType: 'TELEGRAM',
      csPosition: 'FOOTER',
      url: 'tg://resolve?domain=ol',
    });
    const removed = await cli('cs', 'remove', 'facebook');
    expect(removed.out).toContain('FACEBOOK removed.');
    expect(await rightBar()).toEqual(['WHATSAPP', 'TELEGRAM']);
    expect((await cli('cs', 'remove', 'FACEBOOK')).code).toBe(1);
    expect((await cli('cs', 'list')).out).toMatch(/5 WHATSAPP\s+FOOTER\s+whatsapp:\/\/send/);
  });

  it('refuses unsafe or incomplete links, in the CLI and in the operator API', async () => {
    for (const args of [
      ['cs', 'set', 'TELEGRAM', 'javascript:alert(1)'],
      ['cs', 'set', 'TELEGRAM', 'http://t.me/x'],
      ['cs', 'set', 'TELEGRAM'],
      ['cs', 'set', 'LIVECHAT', 'https://chat.example.com'],
      ['cs', 'set', 'SKYPE', 'https://x.example.com'],
      ['cs', 'set', 'TELEGRAM', 'https://t.me/x', '--position', 'TOP'],
      ['social', 'set', 'YOUTUBE', 'data:text/html,hi'],
      ['social', 'set', 'MYSPACE', 'https://myspace.com/x'],
      ['chat', 'set', 'support', 'tg://resolve?domain=x'],
      ['chat', 'set', 'bad name!', 'https://chat.example.com'],
    ]) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(2);
    }
    for (const body of [
      { csType: 'TELEGRAM', url: 'javascript:alert(1)' },
      { csType: 'LIVECHAT', url: 'https://chat.example.com' },
      { csType: 'TELEGRAM', url: 'https://t.me/x', positions: [] },
      { csType: 'TELEGRAM', url: 'https://t.me/x', extra: true, sort: -1 },
    ]) {
      const res = await app().inject({
        method: 'PUT',
        url: '/operator/customer-service',
        payload: body,
        headers: operatorHeaders,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await app().inject({
      method: 'PUT',
      url: '/operator/social-links',
      payload: { socialType: 'YOUTUBE', url: 'https://youtube.com/x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await shown()).social[0]?.url).toBe('https://www.youtube.com/@openlobby');
  });

  it('sets and removes social links', async () => {
    expect((await cli('social', 'set', 'messenger', 'https://m.me/openlobby')).code).toBe(0);
    expect((await shown()).social).toContainEqual({
      socialType: 'MESSENGER',
      url: 'https://m.me/openlobby',
    });
    expect((await cli('social', 'remove', 'TIKTOK')).out).toContain('TIKTOK removed.');
    expect((await shown()).social.some((s) => s.socialType === 'TIKTOK')).toBe(false);
    expect((await cli('social', 'list')).out).toContain('MESSENGER https://m.me/openlobby');
  });

  it('launches the configured live chat; LIVECHAT shows only while one exists', async () => {
    const set = await cli('chat', 'set', 'support', 'https://chat.example.com/room?site=ol');
    expect(set.code, set.err).toBe(0);
    expect(await models()).toEqual([{ modelId: 'support', name: 'support' }]);
    expect(await rightBar()).toContain('LIVECHAT');
    const live = (await shown()).customerService.find((c) => c.csType === 'LIVECHAT');
    expect(live?.url).toBeNull();
    const res = await launch({ modelId: 'support' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { url: 'https://chat.example.com/room?site=ol' },
    });

    for (const body of [{}, { modelId: '' }, { modelId: 'x'.repeat(65) }, 'modelId=support']) {
      const bad = await launch(body, 'pt');
      expect(bad.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
      expect(bad.json()).toMatchObject({ success: false });
    }
    expect((await launch({ modelId: 'other' }, 'pt')).json().message).toBe(
      'O chat ao vivo não está disponível no momento. Tente outro contato.',
    );

    expect((await cli('chat', 'remove', 'support')).out).toContain('No live-chat channels');
    expect(await models()).toEqual([]);
    expect(await rightBar()).not.toContain('LIVECHAT');
  });
});
