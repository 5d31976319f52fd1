import {
  buildWhitelabelTree,
  okEnvelopeSchema,
  permissionInfoSchema,
  whitelabelDefaults,
  type PermissionInfo,
} from '@openlobby/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('system status and gate on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  /** Behind a proxy: trusts X-Forwarded-For and the CDN's country header. */
  let proxied: App;

  beforeAll(async () => {
    app = await buildTestApp(database());
    proxied = await buildTestApp(database(), {
      TRUST_PROXY: '127.0.0.1',
      COUNTRY_HEADER: 'CF-IPCountry',
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });
  beforeEach(async () => {
    await resetToSeed(app);
    proxied.settings.invalidate();
  });

  async function status(
    target: App,
    init: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await target.inject({ url: '/wps/system/status', ...init });
    expect(res.statusCode).toBe(200);
    return okEnvelopeSchema(permissionInfoSchema).parse(res.json()).value as PermissionInfo;
  }
  async function operator(method: 'PUT' | 'PATCH', url: string, payload: object) {
    const res = await app.inject({ method, url, payload, headers: operatorHeaders });
    expect(res.statusCode, res.body).toBe(200);
    proxied.settings.invalidate();
  }
  const vendors = (
    target: App,
    init: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => target.inject({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', ...init });

  it('reports normal status with the seeded permission info', async () => {
    const info = await status(app);
    expect(info.status).toBe(0);
    expect(info.maintenance).toBe(false);
    expect(info.maintenanceEnd).toBeNull();
    expect(info.location).toEqual({ ip: '127.0.0.1', country: null });
    expect(info.whitelabelVal).toEqual(buildWhitelabelTree(whitelabelDefaults));
    expect(info.imageCDNs).toEqual(['/img']);
    expect(info.mainDomain).toBe('localhost');
    expect(info.resources.map((r) => r.resourceType)).toEqual(['TELEGRAM', 'WHATSAPP']);
  });

  it('answers domainRoute with the routes the permission info carries', async () => {
    const res = await app.inject('/wps/system/domainRoute');
    expect(res.statusCode).toBe(200);
    const routes = res.json().value as unknown;
    expect(Array.isArray(routes)).toBe(true);
    expect(routes).toEqual((await status(app)).domainRoute);
  });

  it('shows maintenance with its end time in UTC and refuses other API calls', async () => {
    await operator('PUT', '/operator/maintenance', {
      enabled: true,
      endsAt: '2099-05-01T12:30:00+03:00',
    });
    const info = await status(app);
    expect(info.status).toBe(1);
    expect(info.maintenance).toBe(true);
    expect(info.maintenanceEnd).toBe('2099-05-01T09:30:00.000Z');

    const refused = await vendors(app, { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      errorCode: 'MAINTENANCE',
      message: 'The system is under maintenance.',
      requestId: expect.any(String),
    });
    expect((await app.inject('/wps/system/whitelabel')).statusCode).toBe(200);

    await operator('PUT', '/operator/maintenance', { enabled: false, endsAt: null });
    expect((await status(app)).status).toBe(0);
    expect((await vendors(app)).statusCode).toBe(200);
  });

  it('blocks an IPv4 range and a single IPv6 network, and only them', async () => {
    await operator('PUT', '/operator/region', {
      enabled: true,
      countries: [],
      ipRanges: ['203.0.113.0/24', '2001:db8::/32'],
    });
    for (const ip of ['203.0.113.9', '::ffff:203.0.113.200', '2001:db8::1']) {
      const info = await status(app, { remoteAddress: ip });
      expect(info.status, ip).toBe(2);
      expect(info.regionRestriction).toBe(true);
      const refused = await vendors(app, { remoteAddress: ip });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'REGION_BLOCKED' });
    }
    for (const ip of ['198.51.100.1', '2001:db9::1', '127.0.0.1']) {
      expect((await status(app, { remoteAddress: ip })).status, ip).toBe(0);
      expect((await vendors(app, { remoteAddress: ip })).statusCode, ip).toBe(200);
    }
    expect((await status(app, { remoteAddress: '203.0.113.9' })).location.ip).toBe('203.0.113.9');
  });

  it('lets maintenance win over the region block', async () => {
    await operator('PUT', '/operator/region', {
      enabled: true,
      countries: [],
      ipRanges: ['203.0.113.0/24'],
    });
    await operator('PUT', '/operator/maintenance', { enabled: true, endsAt: null });
    const info = await status(app, { remoteAddress: '203.0.113.9' });
    expect(info.status).toBe(1);
    expect(info.maintenanceEnd).toBeNull();
    expect((await vendors(app, { remoteAddress: '203.0.113.9' })).statusCode).toBe(503);
  });

  it('uses the country header only when the operator configured it', async () => {
    await operator('PUT', '/operator/region', { enabled: true, countries: ['us'], ipRanges: [] });
    const headers = { 'cf-ipcountry': 'US' };
    const untrusted = await status(app, { headers });
    expect(untrusted.status).toBe(0);
    expect(untrusted.location.country).toBeNull();

    const trusted = await status(proxied, { headers });
    expect(trusted.status).toBe(2);
    expect(trusted.location.country).toBe('US');
    expect((await vendors(proxied, { headers })).statusCode).toBe(403);
    expect((await status(proxied, { headers: { 'cf-ipcountry': 'BR' } })).status).toBe(0);
  });

  it('honours TRUST_PROXY for the client address', async () => {
    await operator('PUT', '/operator/region', {
      enabled: true,
      countries: [],
      ipRanges: ['203.0.113.0/24'],
    });
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    const viaProxy = await status(proxied, { headers });
    expect(viaProxy.location.ip).toBe('203.0.113.50');
    expect(viaProxy.status).toBe(2);
    // Without TRUST_PROXY a client cannot choose its address by sending the header.
    const direct = await status(app, { headers });
    expect(direct.location.ip).toBe('127.0.0.1');
    expect(direct.status).toBe(0);
    // A proxy that is not trusted cannot speak for the client either.
    const stranger = await status(proxied, { headers, remoteAddress: '192.0.2.1' });
    expect(stranger.location.ip).toBe('192.0.2.1');
  });

  it('serves the whitelabel tree and reflects an operator change without a restart', async () => {
    const before = await app.inject('/wps/system/whitelabel');
    expect(before.json()).toEqual({
      success: true,
      value: buildWhitelabelTree(whitelabelDefaults),
    });

    await operator('PATCH', '/operator/whitelabel', { FREEPLAY3: false, GOOGLELOGIN3: true });
    const after = (await app.inject('/wps/system/whitelabel')).json().value;
    expect(after).toEqual(
      buildWhitelabelTree({ ...whitelabelDefaults, FREEPLAY3: false, GOOGLELOGIN3: true }),
    );
    expect((await status(proxied)).whitelabelVal).toEqual(after);
  });
});
