import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { smsOutbox } from '../db/schema';
import { buildTestApp } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { operatorCli } from '../test/operator-cli';

describe('operator CLI: outboxes and registration rules', () => {
  const database = useTestDatabase('pglite');
  let app: App;
  let production: App;
  let productionOpened: App;
  const urls: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp(database());
    production = await buildTestApp(database(), { NODE_ENV: 'production' });
    urls.dev = await app.listen({ port: 0, host: '127.0.0.1' });
    urls.prod = await production.listen({ port: 0, host: '127.0.0.1' });
    productionOpened = await buildTestApp(database(), {
      NODE_ENV: 'production',
      OPERATOR_OUTBOX: 'true',
    });
    urls.opened = await productionOpened.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
    await productionOpened?.close();
  });

  const cli = (line: string, target: 'dev' | 'prod' | 'opened' = 'dev') =>
    operatorCli(urls[target]!, line.split(' '));

  it('lists the development outboxes, and refuses them in production', async () => {
    expect((await cli('outbox mail')).out).toBe('The mail outbox is empty.');
    await app.db
      .insert(smsOutbox)
      .values({ to: '+5511912345678', body: 'OpenLobby: your code is 123456.' });
    const sms = await cli('outbox sms --limit 5');
    expect(sms.code).toBe(0);
    expect(sms.out).toContain('to +5511912345678');
    expect(sms.out).toContain('your code is 123456');
    const prod = await cli('outbox sms', 'prod');
    expect(prod.code).toBe(1);
    expect(prod.out).toBe('');
    // OPERATOR_OUTBOX opens them in production (the end-to-end server runs so).
    expect((await cli('outbox sms', 'opened')).out).toContain('your code is 123456');
    expect((await cli('outbox fax')).code).toBe(2);
  });

  it('tells the answer of a live captcha or slider puzzle, and refuses in production', async () => {
    const captcha = await app.inject({ url: '/wps/captcha', remoteAddress: '203.0.113.90' });
    const { captchaId } = captcha.json().value as { captchaId: string };
    const answer = await cli(`human-check -- ${captchaId}`);
    expect(answer.code).toBe(0);
    expect(answer.out).toMatch(/^[2-9A-Z]{4}$/);
    const slider = await app.inject({ url: '/wps/verification/slider?channel=login' });
    const { challengeId } = slider.json().value as { challengeId: string };
    expect((await cli(`human-check -- ${challengeId}`)).out).toMatch(/^\d+$/);
    expect((await cli(`human-check -- ${challengeId}`, 'prod')).code).toBe(1);
    expect((await cli(`human-check -- ${challengeId}`, 'opened')).out).toMatch(/^\d+$/);
    expect((await cli('human-check no-such-id')).code).toBe(1);
    expect((await cli('human-check')).code).toBe(2);
  });

  it('turns a registration field on and off', async () => {
    const off = await cli('register-rules set captcha off');
    expect(off.code).toBe(0);
    expect(off.out).toMatch(/captcha\s+off/);
    const rules = (await app.inject('/wps/system/setting/register')).json().value.rules;
    expect(rules.captcha.enabled).toBe(false);
    expect((await cli('register-rules set captcha on')).out).toMatch(/captcha\s+on /);
    expect((await cli('register-rules list')).out).toMatch(/username\s+on {2}required 6-16/);
    expect((await cli('register-rules set nosuch on')).code).toBe(2);
  });
});
