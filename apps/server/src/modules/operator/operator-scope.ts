import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  FastifyTypeProvider,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { operatorGuard } from './auth';

/** Plugins without options are registered without a second argument. */
type OptionsArgument<Options> =
  Record<string, never> extends Options ? [options?: Options] : [options: Options];

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers `plugin` behind the operator guard: token and, unless allowed, a loopback
     * caller. Every /operator/ route is registered through this (a test keeps it so).
     */
    registerOperatorRoutes<
      Options extends FastifyPluginOptions,
      TypeProvider extends FastifyTypeProvider,
    >(
      plugin: FastifyPluginAsync<Options, RawServerDefault, TypeProvider>,
      ...options: OptionsArgument<Options>
    ): Promise<void>;
  }
}

export type OperatorScopeOptions = { token: string; allowRemote: boolean };

/** How every operator route reads in the OpenAPI document, unless it says otherwise. */
const operatorDocs = { tags: ['operator'], security: [{ operatorToken: [] }] };

function documentAsOperatorRoute(route: RouteOptions) {
  route.schema = { ...operatorDocs, ...route.schema };
}

/**
 * Every accepted operator write (the CLI's included: it calls this API) tells every process
 * that cached public reads may be stale (ADR 030). Before the reply is sent, so the
 * operator's next read, here, already sees the change.
 */
async function announceChange(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
  await this.invalidation.publish('operator-change');
}

/**
 * The operator API's one guard (ADR 004). Modules do not take the token: they call
 * `app.registerOperatorRoutes(routes, options)`, which registers their routes in a child
 * scope whose onRequest hook is the guard, so a route cannot be left unguarded by mistake.
 */
export default fp<OperatorScopeOptions>(
  async (app, { token, allowRemote }) => {
    const guard = operatorGuard(token, allowRemote);
    async function registerOperatorRoutes(
      this: FastifyInstance,
      plugin: FastifyPluginAsync,
      options: FastifyPluginOptions = {},
    ) {
      // `this` is the caller's scope, so its decorators stay visible to the routes.
      await this.register(async (scope) => {
        scope.addHook('onRequest', guard);
        scope.addHook('onRoute', documentAsOperatorRoute);
        scope.addHook('onSend', announceChange);
        await scope.register(plugin, options);
      });
    }
    app.decorate(
      'registerOperatorRoutes',
      registerOperatorRoutes as FastifyInstance['registerOperatorRoutes'],
    );
  },
  { name: 'operator-api', dependencies: ['invalidation'] },
);
