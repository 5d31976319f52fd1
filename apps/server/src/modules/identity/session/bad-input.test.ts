import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { member } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { identityClient, type IdentityClient } from '../../../test/identity-client';
import { useTestDatabase } from '../../../test/suite';
import { testDatabaseKinds } from '../../../test/test-database';

const huge = 'x'.repeat(100_000);

/**
 * S7 over the identity endpoints: wrong types, huge strings, unknown and missing fields
 * each get a 4xx envelope in the caller's language, and no member is created or changed.
 */
describe.each(testDatabaseKinds())('identity endpoints refuse bad input on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let c: IdentityClient;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    c = identityClient(app);
    token = (await c.login('demo_player', 'Player#2026')).json().value.token;
  });
  afterAll(async () => app?.close());

  type Case = {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    e?: boolean;
    bodies: unknown[];
  };
  const cases: Case[] = [
    {
      method: 'POST',
      url: '/wps/session/login',
      e: true,
      bodies: [{}, { type: 'sms', username: 'abc' }, { type: 'username', username: huge }],
    },
    {
      method: 'POST',
      url: '/wps/session/login/remembered',
      bodies: [{}, { username: 7 }, { username: huge }, { username: 'a', x: 1 }],
    },
    { method: 'POST', url: '/wps/session/login/freeplay', bodies: [{ os: huge }, { admin: true }] },
    {
      method: 'POST',
      url: '/wps/verification/slider',
      bodies: [
        {},
        { challengeId: 'a', x: 'left', trail: [] },
        { challengeId: 'a', x: 1, trail: Array(600).fill({ x: 1, t: 1 }) },
        { challengeId: huge, x: 1, trail: [] },
      ],
    },
    {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      bodies: [
        {},
        { mobileNum: '119', countryDialingCode: '55', purpose: 'login', sliderToken: 't' },
        { mobileNum: huge, countryDialingCode: '+55', purpose: 'spam', sliderToken: 't' },
      ],
    },
    {
      method: 'POST',
      url: '/wps/verification/sms/register',
      bodies: [{}, { mobileNum: 11912345678, countryDialingCode: '+55', sliderToken: 't' }],
    },
    {
      method: 'PUT',
      url: '/wps/member/register',
      e: true,
      bodies: [
        {},
        { termsAccepted: 'yes' },
        { termsAccepted: true, username: huge },
        { termsAccepted: true, role: 'admin' },
      ],
    },
    {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      e: true,
      bodies: [{}, { termsAccepted: true, mobileNum: ['1'] }],
    },
    {
      method: 'POST',
      url: '/wps/member/password',
      e: true,
      bodies: [
        {},
        { oldPassword: 1, newPassword: 2, confirmNewPassword: 3 },
        { oldPassword: 'a', newPassword: huge, confirmNewPassword: huge },
      ],
    },
    {
      method: 'POST',
      url: '/wps/member/password/email',
      bodies: [{}, { username: 'a', email: huge }, { username: ['a'], email: 'a@b.c' }],
    },
    {
      method: 'POST',
      url: '/wps/member/password/verification',
      e: true,
      bodies: [
        {},
        {
          mobileNum: '11912345678',
          countryDialingCode: '+55',
          verificationCode: '12ab56',
          newPassword: 'Aa#12345678',
        },
      ],
    },
  ];

  it.each(cases)('$method $url', async ({ method, url, e, bodies }) => {
    const before = await app.db.select().from(member);
    for (const body of bodies) {
      const res =
        e && method !== 'GET' && method !== 'DELETE'
          ? await c.e(method, url, body, { token, language: 'pt' })
          : await c.call(method, url, body, { token, language: 'pt' });
      expect(
        res.statusCode,
        `${JSON.stringify(body).slice(0, 60)} → ${res.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const json = res.json();
      expect(json.success).toBe(false);
      expect(typeof json.message).toBe('string');
      expect(json.message).not.toMatch(/^The |^Some /); // Portuguese, not English
    }
    expect(await app.db.select().from(member)).toEqual(before);
  });

  it('refuses bad query strings', async () => {
    for (const url of [
      '/wps/verification/slider',
      '/wps/verification/slider?channel=bank',
      '/wps/agent/affiliate',
      `/wps/agent/affiliate?code=${'x'.repeat(200)}`,
    ]) {
      const res = await c.call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a body too large for the API', async () => {
    const res = await c.call('POST', '/wps/session/login/remembered', {
      username: 'x'.repeat(300_000),
    });
    expect(res.statusCode).toBe(413);
  });
});
