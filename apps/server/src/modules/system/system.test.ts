import {
  apiPaths,
  buildWhitelabelTree,
  errorMessages,
  identityPaths,
  lotteryPaths,
  okEnvelopeSchema,
  permissionInfoSchema,
  whitelabelDefaults,
  type PermissionInfo,
  walletPaths,
} from '@openlobby/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GAME_TOKEN_HEADER, inHousePaths } from '@openlobby/contract/in-house/paths';
import type { App } from '../../app';
import { buildTestApp, operatorHeaders, resetToSeed } from '../../test/build-test-app';
import { useTestDatabase } from '../../test/suite';
import { memberWithBalance } from '../../test/wallet-fixtures';
import { openGameSession } from '../wallet/game-sessions';
import { readBalance } from '../wallet';
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

  it('refuses an in-house round played with a real game token under maintenance and from a blocked region', async () => {
    const memberId = await memberWithBalance(app.db, 100_000);
    const { token } = await openGameSession(app.db, {
      memberId,
      vendorCode: 'BGS',
      gameCode: 'dice',
      hours: 1,
    });
    const roll = (remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: inHousePaths.diceRoll,
        headers: { [GAME_TOKEN_HEADER]: token, 'accept-language': 'pt-BR' },
        payload: { stake: 100, targetHundredths: 5000, direction: 'under' },
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    await operator('PUT', '/operator/maintenance', { enabled: true, endsAt: null });
    const paused = await roll();
    expect(paused.statusCode).toBe(503);
    expect(paused.json()).toMatchObject({
      errorCode: 'MAINTENANCE',
      message: errorMessages.MAINTENANCE.pt,
    });
    await operator('PUT', '/operator/maintenance', { enabled: false, endsAt: null });
    await operator('PUT', '/operator/region', {
      enabled: true,
      countries: [],
      ipRanges: ['203.0.113.0/24'],
    });
    const blocked = await roll('203.0.113.9');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('REGION_BLOCKED');
    // Nothing was staked by the refused rounds; from an allowed address the round plays.
    expect(await readBalance(app.db, memberId)).toBe(100_000);
    expect((await roll('198.51.100.1')).statusCode).toBe(200);
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

  describe('percent-encoded paths: the router decodes them, so the gate decides on its route', () => {
    const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
    /** Spellings of `path` that Fastify's router takes to the same route as `path`. */
    function spellings(path: string): string[] {
      const [first = '', second = '', ...rest] = path.slice(1).split('/');
      const after = (head: string, next: string) => ['', head, next, ...rest].join('/');
      return [
        after(`${hex(first[0]!)}${first.slice(1)}`, second), // /%77ps/...
        after(`${hex(first[0]!).toUpperCase()}${first.slice(1)}`, second), // /%6Cgw/...
        after([...first].map(hex).join(''), second), // /%77%70%73/...
        after(first, `${hex(second[0]!)}${second.slice(1)}`), // /wps/%72elay/...
      ];
    }
    /** Member API calls that play or move money, log in, or read: all closed by the gate. */
    const calls = [
      { method: 'GET', path: apiPaths.newGameVendor, query: '?platform=html5-desktop' },
      { method: 'GET', path: walletPaths.balance },
      { method: 'POST', path: identityPaths.login, payload: {} },
      { method: 'GET', path: lotteryPaths.gameMenus },
      { method: 'GET', path: lotteryPaths.openedDraw },
      // No such route: answered as the gate answers its plain spelling.
      { method: 'GET', path: '/wps/no-such-route' },
    ] as const;
    const send = (
      call: (typeof calls)[number],
      path: string,
      init: { language: string; remoteAddress?: string },
    ) =>
      app.inject({
        method: call.method,
        url: `${path}${'query' in call ? call.query : ''}`,
        headers: { 'accept-language': init.language },
        remoteAddress: init.remoteAddress,
        ...('payload' in call ? { payload: call.payload } : {}),
      });
    /** Status and envelope; the request id is each request's own, so it is left out. */
    const reply = (res: Awaited<ReturnType<typeof send>>) => {
      const body = res.json<Record<string, unknown>>();
      delete body['requestId'];
      return { status: res.statusCode, body };
    };

    async function expectRefusedAlike(
      code: 'MAINTENANCE' | 'REGION_BLOCKED',
      status: number,
      remoteAddress?: string,
    ) {
      for (const call of calls) {
        for (const language of ['en', 'pt'] as const) {
          const plain = reply(await send(call, call.path, { language, remoteAddress }));
          expect(plain, `${call.method} ${call.path}`).toEqual({
            status,
            body: { success: false, errorCode: code, message: errorMessages[code][language] },
          });
          for (const path of spellings(call.path)) {
            const encoded = reply(await send(call, path, { language, remoteAddress }));
            expect(encoded, `${call.method} ${path} (${language})`).toEqual(plain);
          }
        }
      }
    }

    it('refuses every spelling under maintenance exactly as the plain path', async () => {
      // Open: an encoded spelling is the same route (so the gate must see it as that route).
      const open = await app.inject(`/%77ps/relay/GCSGAME_newGameVendor?platform=html5-desktop`);
      expect(open.statusCode).toBe(200);
      expect(open.json()).toEqual((await vendors(app)).json());

      await operator('PUT', '/operator/maintenance', { enabled: true, endsAt: null });
      await expectRefusedAlike('MAINTENANCE', 503);
      // What the maintenance page needs stays open, however it is spelt.
      for (const path of [
        '/wps/system/%73tatus',
        '/%77ps/system/status',
        '/%77ps/system/whitelabel',
      ]) {
        expect((await app.inject(path)).statusCode, path).toBe(200);
      }
    });

    it('refuses every spelling from a blocked region exactly as the plain path', async () => {
      await operator('PUT', '/operator/region', {
        enabled: true,
        countries: [],
        ipRanges: ['203.0.113.0/24'],
      });
      await expectRefusedAlike('REGION_BLOCKED', 403, '203.0.113.9');
      expect(
        (await send(calls[0], '/%77ps/relay/GCSGAME_newGameVendor', { language: 'en' })).statusCode,
      ).toBe(200);
    });

    it('never lets a spelling the router does not route reach a handler', async () => {
      // Doubled slashes, another case, an encoded `/`, an encoded `%`: no route, open or shut.
      const unrouted = [
        '//wps/relay/GCSGAME_newGameVendor',
        '/WPS/relay/GCSGAME_newGameVendor',
        '/wps%2Frelay/GCSGAME_newGameVendor',
        '/%2577ps/relay/GCSGAME_newGameVendor',
      ];
      for (const path of unrouted) {
        const res = await app.inject(`${path}?platform=html5-desktop`);
        expect(res.statusCode, path).toBe(404);
      }
      await operator('PUT', '/operator/maintenance', { enabled: true, endsAt: null });
      for (const path of unrouted) {
        const res = await app.inject(`${path}?platform=html5-desktop`);
        expect([404, 503], path).toContain(res.statusCode);
      }
    });
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
