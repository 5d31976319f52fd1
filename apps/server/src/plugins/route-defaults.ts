import { errorEnvelopeSchema } from '@openlobby/contract';
import type { onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's paths: the member API, the operator API, the game providers' APIs under
 * `/games/<provider>/api/` and the provider wallet (under /wps/provider/). Game pages,
 * images, the SPA and /docs are not.
 */
const apiPath = /^\/(?:wps|lgw|lotto|operator)\/|^\/games\/[^/]+\/api\//;

export function isApiPath(url: string): boolean {
  return apiPath.test(url);
}

/** Every error reply is the envelope (error-handler.ts), whatever the route. */
const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };

/**
 * API replies carry balances, sessions and settings: never kept by a cache unless the
 * handler says otherwise. onSend runs for error replies too (a refused guard, a validation
 * failure); it runs last and a handler that wants caching sets its own header, which is kept.
 */
const noStoreByDefault: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  done(null, payload);
};

/**
 * The route kit: what every route gets without declaring it. A route file states only its
 * success reply; the 4xx/5xx error envelope is added to every response map that does not
 * name its own, so replies are serialized and documented (/docs/json) alike. Registered
 * before the modules (and before swagger, which reads the same route options later).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      addErrorResponses(route);
      if (isApiPath(route.url)) route.onSend = [...hooksOf(route.onSend), noStoreByDefault];
    });
  },
  { name: 'route-defaults' },
);

function addErrorResponses(route: RouteOptions) {
  const response = route.schema?.response;
  if (typeof response !== 'object' || response === null) return;
  route.schema = { ...route.schema, response: { ...errorResponses, ...response } };
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
