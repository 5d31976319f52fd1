import { apiPaths, depositPaths, gamePaths, walletPaths } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { useTestDatabase } from '../test/suite';
import { testDatabaseKinds } from '../test/test-database';
import { isApiPath } from './route-defaults';

type Schema = { properties?: Record<string, unknown> };
type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

describe('isApiPath', () => {
  it.each([
    '/wps/system/status',
    '/wps/provider/PG/bet',
    '/lgw/games/x',
    '/lotto/x',
    '/operator/settings',
    '/games/bgs/api/session',
    '/games/sandbox/api/spin',
  ])('%s is the API: no-store by default', (url) => expect(isApiPath(url)).toBe(true));

  it.each(['/', '/rng', '/img/vendors/PG.svg', '/docs/json', '/games/bgs/slot', '/assets/a.js'])(
    '%s is not',
    (url) => expect(isApiPath(url)).toBe(false),
  );
});

describe.each(testDatabaseKinds())('route defaults on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  it('documents the error envelope for 4xx and 5xx on every route that states its reply', async () => {
    const res = await app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const document = res.json<OpenApiDocument>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        responses: operation.responses ?? {},
      })),
    );
    // Routes without a response map (redirects, images) get swagger's plain "Default Response".
    const withReplies = operations.filter((operation) => operation.responses['200']?.content);
    expect(withReplies.length).toBeGreaterThan(100);

    const isErrorEnvelope = (response: NonNullable<Operation['responses']>[string] | undefined) => {
      const properties = response?.content?.['application/json']?.schema?.properties ?? {};
      return ['success', 'errorCode', 'message'].every((name) => name in properties);
    };
    const undocumented = withReplies
      .filter((o) => !isErrorEnvelope(o.responses['4XX']) || !isErrorEnvelope(o.responses['5XX']))
      .map((o) => o.name);
    expect(undocumented).toEqual([]);
  });

  describe('cache-control', () => {
    it('is no-store on an API reply that does not choose its own', async () => {
      const res = await app.inject(apiPaths.systemStatus);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('is no-store on error replies: a missing token, bad input, a refused operator', async () => {
      const noToken = await app.inject(walletPaths.balance);
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      expect(noToken.headers['cache-control']).toBe('no-store');

      const badInput = await app.inject({
        method: 'POST',
        url: depositPaths.orders,
        payload: { amount: 'a lot' },
      });
      expect(badInput.statusCode).toBe(400);
      expect(badInput.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(badInput.headers['cache-control']).toBe('no-store');

      const operator = await app.inject(apiPaths.operatorSettings);
      expect(operator.statusCode).toBe(401);
      expect(operator.headers['cache-control']).toBe('no-store');
    });

    it("keeps a handler's own caching: the visitor's game list and the vendor categories", async () => {
      const visitor = await app.inject(`${gamePaths.gameList}?gameType=RNG&pageNo=1`);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe('private, max-age=30');

      const vendors = await app.inject(`${apiPaths.newGameVendor}?language=en`);
      expect(vendors.statusCode).toBe(200);
      expect(vendors.headers['cache-control']).toBe('private, max-age=30');

      // A member's list carries their favourites: no-store (game-list.test.ts).
    });
  });
});
