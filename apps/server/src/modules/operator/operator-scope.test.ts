import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, operatorHeaders } from '../../test/build-test-app';
import { routesOf, type Route } from '../../test/route-tree';
import { useTestDatabase } from '../../test/suite';
import { testDatabaseKinds } from '../../test/test-database';

/** A concrete URL for a route: the guard answers before params are looked at. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

describe.each(testDatabaseKinds())('operator scope on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  let operatorRoutes: Route[];
  beforeAll(async () => {
    app = await buildTestApp(database(), {}, (a) => {
      // A route a module registers through the scope, as every operator route must be.
      void a.registerOperatorRoutes(async (scope) => {
        scope.get('/operator/test-probe', async () => ({ success: true, value: 'guarded' }));
      });
    });
    operatorRoutes = routesOf(app).filter((r) => r.url.startsWith('/operator/'));
  });
  afterAll(async () => app?.close());

  it("finds the operator API's routes, from every module", () => {
    const names = operatorRoutes.map((r) => `${r.method} ${r.url}`);
    expect(names.length).toBeGreaterThan(40);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /operator/settings',
        'PUT /operator/vendor-categories',
        'PUT /operator/download',
        'GET /operator/feedback/images/:name',
        'POST /operator/withdrawals/:id/approve',
        'GET /operator/deposit/orders',
        'GET /operator/missions',
        'PUT /operator/provider-wallet-settings',
        'GET /operator/test-probe',
      ]),
    );
  });

  it('refuses every operator route without the token (401)', async () => {
    const open: string[] = [];
    for (const { method, url } of operatorRoutes) {
      const res = await app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { 'accept-language': 'en' },
      });
      const refused =
        res.statusCode === 401 && (method === 'HEAD' || res.json().errorCode === 'UNAUTHORIZED');
      if (!refused) open.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('refuses every operator route from a remote caller even with the token (403)', async () => {
    const open: string[] = [];
    for (const { method, url } of operatorRoutes) {
      const res = await app.inject({
        method: method as 'GET',
        url: concrete(url),
        remoteAddress: '198.51.100.7',
        headers: operatorHeaders,
      });
      const refused =
        res.statusCode === 403 && (method === 'HEAD' || res.json().errorCode === 'FORBIDDEN');
      if (!refused) open.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('lets the operator through a route registered in the scope, and documents it so', async () => {
    const res = await app.inject({ url: '/operator/test-probe', headers: operatorHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: 'guarded' });

    const document = (await app.inject('/docs/json')).json();
    expect(document.paths['/operator/test-probe'].get).toMatchObject({
      tags: ['operator'],
      security: [{ operatorToken: [] }],
    });
  });
});
