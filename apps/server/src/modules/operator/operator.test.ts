import { okEnvelopeSchema, operatorSettingsSchema } from '@openlobby/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  buildTestApp,
  operatorHeaders,
  resetToSeed,
  TEST_OPERATOR_TOKEN,
} from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('operator API on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());
  beforeEach(async () => resetToSeed(app));

  const settings = async () => {
    const res = await app.inject({ url: '/operator/settings', headers: operatorHeaders });
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(operatorSettingsSchema).parse(res.json()).value;
  };

  describe('access', () => {
    it('refuses a call without the token or with a wrong one', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${TEST_OPERATOR_TOKEN}x`,
        TEST_OPERATOR_TOKEN,
      ]) {
        const res = await app.inject({
          url: '/operator/settings',
          headers: authorization ? { authorization, 'accept-language': 'en' } : {},
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      }
    });

    it('refuses a remote caller even with the token, unless remote calls are allowed', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/operator/maintenance',
        remoteAddress: '198.51.100.7',
        headers: operatorHeaders,
        payload: { enabled: true, endsAt: null },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
      expect((await settings()).maintenance.enabled).toBe(false);

      const open = await buildTestApp(database(), { OPERATOR_ALLOW_REMOTE: 'true' });
      try {
        const remote = await open.inject({
          url: '/operator/settings',
          remoteAddress: '198.51.100.7',
          headers: operatorHeaders,
        });
        expect(remote.statusCode).toBe(200);
      } finally {
        await open.close();
      }
    });

    it('refuses a call a proxy forwarded, even with remote calls allowed (compose’s app1)', async () => {
      // As behind HAProxy: one trusted hop, which appends the visitor's address.
      const open = await buildTestApp(database(), {
        OPERATOR_ALLOW_REMOTE: 'true',
        TRUST_PROXY: '1',
      });
      try {
        const call = (remoteAddress: string, headers: Record<string, string> = {}) =>
          open.inject({
            method: 'PUT',
            url: '/operator/maintenance',
            remoteAddress,
            headers: { ...operatorHeaders, 'accept-language': 'en', ...headers },
            payload: { enabled: true, endsAt: null },
          });
        for (const [remoteAddress, headers] of [
          ['172.18.0.5', { 'x-forwarded-for': '198.51.100.7' }],
          // A visitor naming loopback is still the proxy's visitor, and so is a local proxy.
          ['172.18.0.5', { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' }],
          ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
          ['172.18.0.5', { forwarded: 'for=198.51.100.7' }],
        ] as const) {
          const res = await call(remoteAddress, headers);
          expect(res.statusCode, JSON.stringify(headers)).toBe(403);
          expect(res.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
        }
        expect((await settings()).maintenance.enabled).toBe(false);
        // The operator command through app1's published port: the bridge's address, direct.
        expect((await call('172.18.0.1')).statusCode).toBe(200);
      } finally {
        await open.close();
      }
    });

    it('guards the operator routes however their path is spelt', async () => {
      for (const url of [
        '/%6Fperator/settings',
        '/operator/%73ettings',
        '/%6f%70erator/settings',
      ]) {
        const remote = await app.inject({
          url,
          remoteAddress: '198.51.100.7',
          headers: operatorHeaders,
        });
        expect(remote.statusCode, url).toBe(403);
        const tokenless = await app.inject(url);
        expect(tokenless.statusCode, url).toBe(401);
        // The router takes it to the real route: with the token from loopback it answers.
        expect((await app.inject({ url, headers: operatorHeaders })).statusCode, url).toBe(200);
      }
    });

    it('accepts an IPv6 loopback caller', async () => {
      const res = await app.inject({
        url: '/operator/settings',
        remoteAddress: '::1',
        headers: operatorHeaders,
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('reports every setting and category', async () => {
    const s = await settings();
    expect(s.maintenance).toEqual({ enabled: false, endsAt: null });
    expect(s.region).toEqual({ enabled: false, countries: [], ipRanges: [] });
    expect(s.whitelabel.USERNAMEREG3).toBe(true);
    expect(s.loginVerification).toEqual({ method: 'MOBILE', preferTotp: true });
    expect(s.categories.find((c) => c.gameCategory === 'RNG')).toMatchObject({
      enabled: true,
      vendorCount: 6,
      enabledVendorCount: 6,
    });
  });

  describe('bad input is refused in the envelope and changes nothing', () => {
    const cases: { name: string; method: 'PUT' | 'PATCH'; url: string; payload: unknown }[] = [
      {
        name: 'unknown module',
        method: 'PATCH',
        url: '/operator/whitelabel',
        payload: { NOPE3: true },
      },
      {
        name: 'non-boolean flag',
        method: 'PATCH',
        url: '/operator/whitelabel',
        payload: { FREEPLAY3: 'off' },
      },
      {
        name: 'bad CIDR',
        method: 'PUT',
        url: '/operator/region',
        payload: { enabled: true, countries: ['US'], ipRanges: ['10.0.0.0/8', '300.1.2.3/24'] },
      },
      {
        name: 'bad country',
        method: 'PUT',
        url: '/operator/region',
        payload: { enabled: true, countries: ['USA'], ipRanges: [] },
      },
      {
        name: 'end time in the past',
        method: 'PUT',
        url: '/operator/maintenance',
        payload: { enabled: true, endsAt: '2000-01-01T00:00:00Z' },
      },
      {
        name: 'end time without offset',
        method: 'PUT',
        url: '/operator/maintenance',
        payload: { enabled: true, endsAt: 'tomorrow' },
      },
      {
        name: 'unknown field',
        method: 'PUT',
        url: '/operator/maintenance',
        payload: { enabled: true, endsAt: null, message: 'hi' },
      },
      {
        name: 'unknown category',
        method: 'PUT',
        url: '/operator/vendor-categories',
        payload: { gameCategory: 'CASINO', enabled: false },
      },
      { name: 'array body', method: 'PUT', url: '/operator/maintenance', payload: [true] },
      {
        name: 'unknown verification method',
        method: 'PUT',
        url: '/operator/login-verification',
        payload: { method: 'SMS', preferTotp: true },
      },
      {
        name: 'verification without preferTotp',
        method: 'PUT',
        url: '/operator/login-verification',
        payload: { method: 'EMAIL' },
      },
    ];
    it.each(cases)('$name', async ({ method, url, payload }) => {
      const before = await settings();
      const res = await app.inject({
        method,
        url,
        payload: payload as object,
        headers: { ...operatorHeaders, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'VALIDATION_FAILED',
        message: 'Some of the information sent is not valid.',
        requestId: expect.any(String),
      });
      expect(await settings()).toEqual(before);
    });

    it('refuses malformed JSON and an oversized body', async () => {
      const broken = await app.inject({
        method: 'PUT',
        url: '/operator/maintenance',
        headers: { ...operatorHeaders, 'content-type': 'application/json' },
        payload: '{"enabled": tru',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });

      const huge = await app.inject({
        method: 'PUT',
        url: '/operator/region',
        headers: { ...operatorHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify({ enabled: true, countries: [], ipRanges: ['x'.repeat(400_000)] }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
    });

    it('answers 404 for a category that is valid but not in the catalogue', async () => {
      const res = await app.inject({
        method: 'PUT',
        url: '/operator/vendor-categories',
        headers: operatorHeaders,
        payload: { gameCategory: 'PROMO', enabled: true },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    });
  });

  it('stores the new-IP login verification method', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/login-verification',
      headers: operatorHeaders,
      payload: { method: 'BANK_NAME', preferTotp: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await settings()).loginVerification).toEqual({
      method: 'BANK_NAME',
      preferTotp: false,
    });
  });

  it('stores region lists normalised and reports them back', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/operator/region',
      headers: operatorHeaders,
      payload: {
        enabled: true,
        countries: ['cn', 'US', 'us'],
        ipRanges: [' 198.51.100.7', '2001:db8::/32'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await settings()).region).toEqual({
      enabled: true,
      countries: ['CN', 'US'],
      ipRanges: ['198.51.100.7', '2001:db8::/32'],
    });
  });
});
